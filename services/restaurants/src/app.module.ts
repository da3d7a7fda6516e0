import { Module } from '@nestjs/common';
import { CoreModule, keysPublishedByAuth, RateLimitModule } from '@carta/nest-core';
import { restaurantsEnv } from './config';
import { GeocodeModule } from './geocode/geocode.module';
import { ImagesModule } from './images/images.module';
import { InsightsModule } from './insights/insights.module';
import { MenusModule } from './menus/menus.module';
import { MIGRATIONS_DIR } from './paths';
import { PlacementsModule } from './placements/placements.module';
import { PrintModule } from './print/print.module';
import { ProductsModule } from './products/products.module';
import { PublicModule } from './public/public.module';
import { RestaurantsModule } from './restaurants/restaurants.module';
import { SeedModule } from './seed/seed.module';
import { TransferModule } from './transfer/transfer.module';
import { TranslationsModule } from './translations/translations.module';

/** Calls per client address per minute on each rate-limited route (contact messages mail someone; the geocoder is a third party's). */
const RATE_LIMIT_PER_MINUTE = 20;

@Module({
  imports: [
    CoreModule.forRoot({
      name: 'restaurants',
      migrationsDir: MIGRATIONS_DIR,
      env: restaurantsEnv,
      tokenKeys: keysPublishedByAuth,
    }),
    RateLimitModule.forRoot({ perAddressPerMinute: () => RATE_LIMIT_PER_MINUTE }),
    ImagesModule,
    GeocodeModule,
    RestaurantsModule,
    ProductsModule,
    MenusModule,
    TranslationsModule,
    TransferModule,
    PlacementsModule,
    PrintModule,
    PublicModule,
    InsightsModule,
    SeedModule,
  ],
})
export class AppModule {}
