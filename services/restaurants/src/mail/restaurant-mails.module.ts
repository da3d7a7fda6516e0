import { Module } from '@nestjs/common';
import { MAIL_CONFIG, MailModule, type MailConfig } from '@carta/nest-core';
import { loadMainHost, MAIL_LINKS_CONFIG, type MailLinksConfig } from './mail-links';
import { RestaurantMailsService } from './restaurant-mails.service';
import { UserDirectoryRepository } from './user-directory.repository';

@Module({
  imports: [MailModule],
  providers: [
    {
      provide: MAIL_LINKS_CONFIG,
      inject: [MAIL_CONFIG],
      useFactory: (mail: MailConfig): MailLinksConfig => ({ mainHost: loadMainHost(), publicUrl: mail.publicUrl }),
    },
    UserDirectoryRepository,
    RestaurantMailsService,
  ],
  exports: [RestaurantMailsService],
})
export class RestaurantMailsModule {}
