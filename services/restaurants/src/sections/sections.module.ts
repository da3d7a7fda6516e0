import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { ProductsModule } from '../products/products.module';
import { RestaurantsModule } from '../restaurants/restaurants.module';
import { SectionsController } from './sections.controller';
import { SectionsRepository } from './sections.repository';
import { SectionsService } from './sections.service';

/** A menu's sections and their items (products of the restaurant). */
@Module({
  imports: [RestaurantsModule, ProductsModule, ImagesModule],
  controllers: [SectionsController],
  providers: [SectionsService, SectionsRepository],
  exports: [SectionsService],
})
export class SectionsModule {}
