import { ThrottlerStorageService } from '@nestjs/throttler';
import { Redis } from 'ioredis';
import { RedisOrMemoryStorage } from './rate-limit.options';

describe('RedisOrMemoryStorage', () => {
  it('counts in memory while Redis is unreachable: the limit still holds, nothing throws', async () => {
    // Port 1 on loopback: nothing listens, Redis is "down".
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    redis.on('error', () => undefined);
    const memory = new ThrottlerStorageService();
    const storage = new RedisOrMemoryStorage(redis, memory);
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push(await storage.increment('k', 60_000, 2, 60_000, 'ip'));
    expect(hits.map((hit) => [hit.totalHits, hit.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    memory.onApplicationShutdown();
    redis.disconnect();
  });
});
