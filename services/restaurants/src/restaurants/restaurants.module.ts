import { Module } from '@nestjs/common';
import { MailModule } from '@carta/nest-core';
import { ImagesModule } from '../images/images.module';
import { RestaurantMailsModule } from '../mail/restaurant-mails.module';
import { ContactMessagesRepository } from './contact-messages.repository';
import { RestaurantsController } from './restaurants.controller';
import { RestaurantsRepository } from './restaurants.repository';
import { RestaurantsService } from './restaurants.service';

@Module({
  imports: [ImagesModule, MailModule, RestaurantMailsModule],
  controllers: [RestaurantsController],
  providers: [RestaurantsService, RestaurantsRepository, ContactMessagesRepository],
  exports: [RestaurantsService, RestaurantsRepository],
})
export class RestaurantsModule {}
