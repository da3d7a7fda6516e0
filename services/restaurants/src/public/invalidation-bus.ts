import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { PUBLIC_INVALIDATION_CHANNEL } from '@carta/contracts';
import { forgetRedis, watchRedis } from '@carta/nest-core';

export interface PublicCacheConfig {
  /** Where gateway replicas hear of owner edits; null: one gateway, told by each write's answer. */
  redisUrl: string | null;
}

export const PUBLIC_CACHE_CONFIG = Symbol('PUBLIC_CACHE_CONFIG');

/**
 * Tells every gateway replica that a restaurant's guest data changed: Redis pub/sub when REDIS_URL is set; without it
 * there is one gateway, and the write's answer tells it (`GUEST_CACHE_INVALIDATES_HEADER`).
 */
@Injectable()
export class InvalidationBus implements OnApplicationShutdown {
  private readonly logger = new Logger('InvalidationBus');
  private readonly publisher: Redis | null;

  constructor(@Inject(PUBLIC_CACHE_CONFIG) config: PublicCacheConfig) {
    this.publisher = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
    this.publisher?.on('error', (error: Error) => this.logger.warn(`redis: ${error.message}`));
    if (this.publisher) watchRedis('invalidation-bus', this.publisher);
  }

  publish(restaurantId: string): void {
    this.publisher
      ?.publish(PUBLIC_INVALIDATION_CHANNEL, restaurantId)
      .catch((error: Error) => this.logger.warn(`redis: invalidation not sent: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    const publisher = this.publisher;
    if (publisher) forgetRedis(publisher);
    // quit() waits for Redis; a client that is not connected would wait forever, so it just disconnects.
    if (publisher?.status === 'ready') await publisher.quit().catch(() => undefined);
    else publisher?.disconnect();
  }
}
