import { Module } from '@nestjs/common';
import { MailModule } from '@carta/nest-core';
import { SecurityModule } from '../security/security.module';
import { AccountMailsService } from './account-mails.service';
import { LinksRepository } from './links.repository';

/** One-time links (e-mail verification, password reset): stored hashed, mailed in the user's language. */
@Module({
  imports: [MailModule, SecurityModule],
  providers: [AccountMailsService, LinksRepository],
  exports: [AccountMailsService, LinksRepository],
})
export class LinksModule {}
