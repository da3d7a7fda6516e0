import { Module } from '@nestjs/common';
import { ENV, MAIL_CONFIG, MailModule, type MailConfig } from '@carta/nest-core';
import type { RestaurantsEnv } from '../config';
import { MAIL_LINKS_CONFIG, type MailLinksConfig } from './mail-links';
import { RestaurantMailsService } from './restaurant-mails.service';
import { UserDirectoryRepository } from './user-directory.repository';

@Module({
  imports: [MailModule],
  providers: [
    {
      provide: MAIL_LINKS_CONFIG,
      inject: [MAIL_CONFIG, ENV],
      useFactory: (mail: MailConfig, env: RestaurantsEnv): MailLinksConfig => ({
        mainHost: env.MAIN_HOST,
        publicUrl: mail.publicUrl,
      }),
    },
    UserDirectoryRepository,
    RestaurantMailsService,
  ],
  exports: [RestaurantMailsService, MAIL_LINKS_CONFIG],
})
export class RestaurantMailsModule {}
