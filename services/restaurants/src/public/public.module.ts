import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { InvalidateOnEditInterceptor } from './invalidate-on-edit.interceptor';
import { InvalidationBus, loadPublicCacheConfig, PUBLIC_CACHE_CONFIG } from './invalidation-bus';
import { PublicController } from './public.controller';
import { PublicRepository } from './public.repository';
import { PublicService } from './public.service';

/** The guests' read of a restaurant and its menus, and the announcement of every owner edit to the gateway's cache. */
@Module({
  controllers: [PublicController],
  providers: [
    { provide: PUBLIC_CACHE_CONFIG, useFactory: () => loadPublicCacheConfig() },
    InvalidationBus,
    PublicRepository,
    PublicService,
    { provide: APP_INTERCEPTOR, useClass: InvalidateOnEditInterceptor },
  ],
})
export class PublicModule {}
