import { Module } from '@nestjs/common';
import { InsightsModule } from '../insights/insights.module';
import { RestaurantMailsModule } from '../mail/restaurant-mails.module';
import { RestaurantsModule } from '../restaurants/restaurants.module';
import { PlacementsController } from './placements.controller';
import { PlacementsRepository } from './placements.repository';
import { PlacementsService } from './placements.service';

/**
 * QR placements (tables, window, flyers) and their short links; the links' addresses follow the mails' rule, their scans
 * are counted by the insights' recorder.
 */
@Module({
  imports: [RestaurantsModule, RestaurantMailsModule, InsightsModule],
  controllers: [PlacementsController],
  providers: [PlacementsService, PlacementsRepository],
  exports: [PlacementsService, PlacementsRepository],
})
export class PlacementsModule {}
