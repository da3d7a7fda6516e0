import { Module } from '@nestjs/common';
import { RestaurantsModule } from '../restaurants/restaurants.module';
import { GuestEventsService } from './guest-events.service';
import { InsightsController } from './insights.controller';
import { InsightsRecorder } from './insights-recorder';
import { InsightsRepository } from './insights.repository';
import { InsightsService } from './insights.service';
import { VisitorsRepository } from './visitors.repository';

/** Guests' events counted without personal data, and the owners' insights (issue 16). Exports the recorder. */
@Module({
  imports: [RestaurantsModule],
  controllers: [InsightsController],
  providers: [InsightsRecorder, InsightsRepository, VisitorsRepository, GuestEventsService, InsightsService],
  exports: [InsightsRecorder],
})
export class InsightsModule {}
