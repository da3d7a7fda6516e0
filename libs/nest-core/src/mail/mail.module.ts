import { Module } from '@nestjs/common';
import { ENV } from '../tokens';
import { mailConfig, MAIL_CONFIG } from './mail.config';
import { MailRepository } from './mail.repository';
import { MailOutbox, MailOutboxWorker } from './outbox';

/**
 * Mail of every service that sends it: MailOutbox queues in the caller's transaction, MailOutboxWorker sends through
 * the one transport. Its variables are in the service's schema (mailEnv); its table in the service's migrations.
 */
@Module({
  providers: [
    { provide: MAIL_CONFIG, inject: [ENV], useFactory: mailConfig },
    MailRepository,
    MailOutbox,
    MailOutboxWorker,
  ],
  exports: [MAIL_CONFIG, MailOutbox],
})
export class MailModule {}
