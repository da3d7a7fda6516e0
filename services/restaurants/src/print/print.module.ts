import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { RestaurantMailsModule } from '../mail/restaurant-mails.module';
import { MenusModule } from '../menus/menus.module';
import { PlacementsModule } from '../placements/placements.module';
import { RestaurantsModule } from '../restaurants/restaurants.module';
import { PrintRenderers } from './print-renderers';
import { PrintController } from './print.controller';
import { PrintService } from './print.service';

/** The print kit: table tents with each placement's QR code, printable menus, rendered on threads of their own. */
@Module({
  imports: [RestaurantsModule, PlacementsModule, MenusModule, ImagesModule, RestaurantMailsModule],
  controllers: [PrintController],
  providers: [PrintService, PrintRenderers],
})
export class PrintModule {}
