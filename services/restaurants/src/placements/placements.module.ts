import { Module } from '@nestjs/common';
import { RestaurantMailsModule } from '../mail/restaurant-mails.module';
import { RestaurantsModule } from '../restaurants/restaurants.module';
import { PlacementsController } from './placements.controller';
import { PlacementsRepository } from './placements.repository';
import { PlacementsService } from './placements.service';

/** QR placements (tables, window, flyers) and their short links; the links' addresses follow the mails' rule. */
@Module({
  imports: [RestaurantsModule, RestaurantMailsModule],
  controllers: [PlacementsController],
  providers: [PlacementsService, PlacementsRepository],
  exports: [PlacementsService, PlacementsRepository],
})
export class PlacementsModule {}
