import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { RestaurantsModule } from '../restaurants/restaurants.module';
import { ProductsController } from './products.controller';
import { ProductsRepository } from './products.repository';
import { ProductsService } from './products.service';

@Module({
  imports: [RestaurantsModule, ImagesModule],
  controllers: [ProductsController],
  providers: [ProductsService, ProductsRepository],
  exports: [ProductsRepository],
})
export class ProductsModule {}
