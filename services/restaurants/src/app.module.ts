import { Module } from '@nestjs/common';
import { CoreModule, keysPublishedByAuth } from '@carta/nest-core';
import { restaurantsEnv } from './config';
import { ImagesModule } from './images/images.module';
import { MenusModule } from './menus/menus.module';
import { MIGRATIONS_DIR } from './paths';
import { ProductsModule } from './products/products.module';
import { PublicModule } from './public/public.module';
import { RestaurantsModule } from './restaurants/restaurants.module';
import { SeedModule } from './seed/seed.module';

@Module({
  imports: [
    CoreModule.forRoot({
      name: 'restaurants',
      migrationsDir: MIGRATIONS_DIR,
      env: restaurantsEnv,
      tokenKeys: keysPublishedByAuth,
    }),
    ImagesModule,
    RestaurantsModule,
    ProductsModule,
    MenusModule,
    PublicModule,
    SeedModule,
  ],
})
export class AppModule {}
