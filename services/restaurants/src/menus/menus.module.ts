import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { RestaurantsModule } from '../restaurants/restaurants.module';
import { SectionsModule } from '../sections/sections.module';
import { MenusController } from './menus.controller';
import { MenusRepository } from './menus.repository';
import { MenusService } from './menus.service';

/** Menus; a menu's detail shows its sections (from the sections module). */
@Module({
  imports: [RestaurantsModule, SectionsModule, ImagesModule],
  controllers: [MenusController],
  providers: [MenusService, MenusRepository],
  exports: [MenusService],
})
export class MenusModule {}
