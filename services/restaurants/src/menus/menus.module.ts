import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { ProductsModule } from '../products/products.module';
import { RestaurantsModule } from '../restaurants/restaurants.module';
import { SectionsController } from '../sections/sections.controller';
import { SectionsRepository } from '../sections/sections.repository';
import { SectionsService } from '../sections/sections.service';
import { MenusController } from './menus.controller';
import { MenusRepository } from './menus.repository';
import { MenusService } from './menus.service';

/** Menus with their sections and section items (one module: a menu's detail shows its sections). */
@Module({
  imports: [RestaurantsModule, ProductsModule, ImagesModule],
  controllers: [MenusController, SectionsController],
  providers: [MenusService, MenusRepository, SectionsService, SectionsRepository],
})
export class MenusModule {}
