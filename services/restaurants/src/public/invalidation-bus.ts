import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { PUBLIC_INVALIDATION_CHANNEL } from '@carta/contracts';

export interface PublicCacheConfig {
  /** Replicas tell each other about owner edits on this Redis; null: one process, nothing to tell. */
  redisUrl: string | null;
}

export const PUBLIC_CACHE_CONFIG = Symbol('PUBLIC_CACHE_CONFIG');

export interface InvalidationListener {
  /** Another replica changed this restaurant. */
  invalidate(restaurantId: string): void;
  /** Messages may have been missed (the connection to Redis dropped): forget everything. */
  reset(): void;
}

/** Start-up waits this long at most for the subscription, so a Redis outage never blocks the service. */
const SUBSCRIBE_WAIT_MS = 3000;

/**
 * Tells every replica that a restaurant changed: Redis pub/sub when REDIS_URL is set, nothing otherwise (a single
 * process invalidates its own cache). Owns its two Redis connections (a subscribed one cannot publish).
 */
@Injectable()
export class InvalidationBus implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('PublicCache');
  // Each replica skips its own messages: it has already invalidated locally.
  private readonly instance = randomUUID();
  private readonly publisher: Redis | null;
  private readonly subscriber: Redis | null;
  private listener: InvalidationListener | null = null;
  private subscribedOnce = false;

  constructor(@Inject(PUBLIC_CACHE_CONFIG) config: PublicCacheConfig) {
    this.publisher = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
    this.subscriber = config.redisUrl ? new Redis(config.redisUrl) : null;
    for (const client of [this.publisher, this.subscriber]) {
      client?.on('error', (error: Error) => this.logger.warn(`redis: ${error.message}`));
    }
    this.subscriber?.on('message', (_channel: string, message: string) => {
      const [sender, restaurantId] = message.split(' ');
      if (sender !== this.instance && restaurantId) this.listener?.invalidate(restaurantId);
    });
    // ioredis subscribes again after a reconnect; what was published meanwhile is lost, so the cache starts over.
    this.subscriber?.on('ready', () => {
      if (this.subscribedOnce) this.listener?.reset();
    });
  }

  get distributed(): boolean {
    return this.subscriber !== null;
  }

  listen(listener: InvalidationListener): void {
    this.listener = listener;
  }

  async onModuleInit(): Promise<void> {
    if (!this.subscriber) return;
    const subscribed = this.subscriber.subscribe(PUBLIC_INVALIDATION_CHANNEL).then(() => {
      this.subscribedOnce = true;
      return true;
    });
    const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS, false).unref());
    if (!(await Promise.race([subscribed, timeout]))) {
      this.logger.warn('redis: not subscribed yet; other replicas may serve stale menus until it is');
    }
  }

  publish(restaurantId: string): void {
    this.publisher
      ?.publish(PUBLIC_INVALIDATION_CHANNEL, `${this.instance} ${restaurantId}`)
      .catch((error: Error) => this.logger.warn(`redis: invalidation not sent: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    // quit() waits for Redis; a client that is not connected would wait forever, so it just disconnects.
    await Promise.all(
      [this.publisher, this.subscriber].map((client) =>
        client?.status === 'ready' ? client.quit().catch(() => undefined) : client?.disconnect(),
      ),
    );
  }
}
