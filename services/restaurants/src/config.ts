import type { z } from 'zod';
import { envRule, optional, sharedEnv, withDefault } from '@carta/contracts';
import { mailEnv, serviceEnv, tokenKeysEnv } from '@carta/nest-core';

/** Every variable the restaurants process reads, checked at start. */
export const restaurantsEnv = serviceEnv(
  { port: 3002, metricsPort: 9462 },
  {
    ...mailEnv,
    ...tokenKeysEnv,
    /** Replicas tell each other (and the gateway) about owner edits on this Redis. */
    REDIS_URL: sharedEnv.REDIS_URL,
    /** The product's host, as the gateway reads it; unset: PUBLIC_URL's host. */
    MAIN_HOST: optional(envRule.hostName),
    /** A Nominatim-compatible geocoder (`{GEOCODER_URL}/search?format=json&q=`); unset: no address search. */
    GEOCODER_URL: optional(envRule.url(['http', 'https'], { secret: true })),
    /** How often guests' event counts are written from memory to PostgreSQL. */
    INSIGHTS_FLUSH_MS: withDefault(envRule.positiveInteger, 5000),
    /** Guests' events accepted per client address per minute (more: 429). */
    INSIGHTS_EVENTS_PER_MINUTE: withDefault(envRule.positiveInteger, 120),
    /** A PDF not made this long after it was asked for is stopped (503 PRINT_BUSY): before the gateway's 30 s. */
    PRINT_DEADLINE_MS: withDefault(envRule.positiveInteger, 20_000),
  },
);

export type RestaurantsEnv = z.output<typeof restaurantsEnv>;
