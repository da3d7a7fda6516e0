import { Module } from '@nestjs/common';
import { MenusModule } from '../menus/menus.module';
import { RestaurantsModule } from '../restaurants/restaurants.module';
import { CsvBodyRegistration } from './csv-body';
import { TransferController } from './transfer.controller';
import { TransferRepository } from './transfer.repository';
import { TransferService } from './transfer.service';

/** A restaurant's products and menus out (CSV, JSON) and products in (CSV). */
@Module({
  imports: [RestaurantsModule, MenusModule],
  controllers: [TransferController],
  providers: [TransferService, TransferRepository, CsvBodyRegistration],
})
export class TransferModule {}
