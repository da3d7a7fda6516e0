import { Module } from '@nestjs/common';
import { ENV } from '../tokens';
import { mailConfig, MAIL_CONFIG } from './mail.config';
import { MailRepository } from './mail.repository';

/** The one mail transport of every service that sends mail; its variables are in the service's schema (mailEnv). */
@Module({
  providers: [{ provide: MAIL_CONFIG, inject: [ENV], useFactory: mailConfig }, MailRepository],
  exports: [MAIL_CONFIG, MailRepository],
})
export class MailModule {}
