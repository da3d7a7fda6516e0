import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { PUBLIC_INVALIDATION_CHANNEL } from '@carta/contracts';
import { forgetRedis, watchRedis } from '@carta/nest-core/metrics';
import type { GuestCache } from './guest-cache';

/** Start-up waits this long at most for the subscription, so a Redis outage never blocks the gateway. */
const SUBSCRIBE_WAIT_MS = 3000;

/**
 * Hears the restaurants service announce edits (made through any gateway replica) and drops them from this gateway's
 * cache. While not subscribed, announcements would be missed, so the cache is not used at all; after a reconnect every
 * entry is suspect. Without REDIS_URL there is one gateway: the writes' answers it carries tell it everything.
 */
export class GuestCacheInvalidations {
  private readonly subscriber: Redis | null;
  private subscribed = false;

  constructor(
    redisUrl: string | null,
    private readonly cache: GuestCache,
    private readonly log: FastifyBaseLogger,
  ) {
    this.subscriber = redisUrl ? new Redis(redisUrl, { lazyConnect: true }) : null;
    this.subscriber?.on('error', (error: Error) => log.warn(`redis: ${error.message}`));
    if (this.subscriber) watchRedis('guest-cache-invalidations', this.subscriber);
    this.subscriber?.on('message', (_channel: string, message: string) => {
      cache.invalidate(message);
    });
    this.subscriber?.on('close', () => {
      if (this.subscribed) log.warn('redis: subscription lost; guests are served without the guest cache');
      this.subscribed = false;
    });
  }

  /** Whether the cache may answer: every edit would reach it. */
  get ready(): boolean {
    return !this.subscriber || this.subscribed;
  }

  async start(): Promise<void> {
    const subscriber = this.subscriber;
    if (!subscriber) return;
    const subscribe = async () => {
      await subscriber.subscribe(PUBLIC_INVALIDATION_CHANNEL);
      // Whatever was published while unsubscribed is lost: start over.
      this.cache.invalidateAll();
      this.subscribed = true;
    };
    let subscribedOnce: (value: boolean) => void = () => undefined;
    const firstSubscription = new Promise<boolean>((resolve) => (subscribedOnce = resolve));
    // After a reconnect ioredis subscribes again by itself; subscribing here too is harmless and tells us when.
    subscriber.on('ready', () => {
      if (this.subscribed) return;
      subscribe().then(
        () => subscribedOnce(true),
        (error: Error) => this.log.warn(`redis: ${error.message}`),
      );
    });
    void subscriber.connect().catch(() => undefined);
    const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS, false).unref());
    if (!(await Promise.race([firstSubscription, timeout]))) {
      this.log.warn('redis: not subscribed yet; guests are served without the guest cache until it is');
    }
  }

  async close(): Promise<void> {
    const subscriber = this.subscriber;
    if (!subscriber) return;
    forgetRedis(subscriber);
    // quit() waits for Redis; a client that is not connected would wait forever, so it just disconnects.
    if (subscriber.status === 'ready') await subscriber.quit().catch(() => undefined);
    else subscriber.disconnect();
  }
}
