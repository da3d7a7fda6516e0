import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ENV } from '@carta/nest-core';
import type { RestaurantsEnv } from '../config';
import { InvalidateOnEditInterceptor } from './invalidate-on-edit.interceptor';
import { InvalidationBus, PUBLIC_CACHE_CONFIG } from './invalidation-bus';
import { RestaurantsModule } from '../restaurants/restaurants.module';
import { PreviewController } from './preview.controller';
import { PublicChangesRepository } from './public-changes.repository';
import { PublicController } from './public.controller';
import { PublicRepository } from './public.repository';
import { PublicService } from './public.service';

/** The guests' read of a restaurant and its menus, and the announcement of every owner edit to the gateway's cache. */
@Module({
  imports: [RestaurantsModule],
  controllers: [PublicController, PreviewController],
  providers: [
    { provide: PUBLIC_CACHE_CONFIG, inject: [ENV], useFactory: (env: RestaurantsEnv) => ({ redisUrl: env.REDIS_URL }) },
    InvalidationBus,
    PublicRepository,
    PublicChangesRepository,
    PublicService,
    { provide: APP_INTERCEPTOR, useClass: InvalidateOnEditInterceptor },
  ],
})
export class PublicModule {}
