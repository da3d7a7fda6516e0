import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ENV } from '@carta/nest-core';
import type { RestaurantsEnv } from '../config';
import { InvalidateOnEditInterceptor } from './invalidate-on-edit.interceptor';
import { InvalidationBus, PUBLIC_CACHE_CONFIG } from './invalidation-bus';
import { PublicCache } from './public-cache';
import { PublicController } from './public.controller';
import { PublicRepository } from './public.repository';

/** The guests' read of a restaurant and its menus: cached per restaurant, invalidated by every owner edit. */
@Module({
  controllers: [PublicController],
  providers: [
    { provide: PUBLIC_CACHE_CONFIG, inject: [ENV], useFactory: (env: RestaurantsEnv) => ({ redisUrl: env.REDIS_URL }) },
    InvalidationBus,
    PublicRepository,
    PublicCache,
    { provide: APP_INTERCEPTOR, useClass: InvalidateOnEditInterceptor },
  ],
})
export class PublicModule {}
