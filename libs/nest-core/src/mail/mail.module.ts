import { Module } from '@nestjs/common';
import { loadMailConfig, MAIL_CONFIG } from './mail.config';
import { MailRepository } from './mail.repository';

/** The one mail transport of every service that sends mail; its config is checked at start (see bootstrap). */
@Module({
  providers: [{ provide: MAIL_CONFIG, useFactory: () => loadMailConfig() }, MailRepository],
  exports: [MAIL_CONFIG, MailRepository],
})
export class MailModule {}
