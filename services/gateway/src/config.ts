import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_MAIN_HOST,
  DEFAULT_MAP_TILES_URL,
  envRule,
  optional,
  sharedEnv,
  withDefault,
  type ServiceName,
} from '@carta/contracts';
import type { GuestCacheLimits } from './guest-cache/guest-cache';
import type { GuestLiveLimits } from './guest-live/guest-changes';
import { processLimits, streamsWithin } from './guest-live/stream-limit';

export const REMOTE_NAMES = ['owner', 'guest', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface GatewayConfig {
  port: number;
  /** Built front ends: <staticDir>/shell and <staticDir>/mf-<remote>. */
  staticDir: string;
  /** Each service's replicas (one URL, or several: the gateway balances them, upstreams.ts). */
  upstreams: Record<ServiceName, string[]>;
  /** Manifest URL of each remote, handed to the shell at run time through /app/remotes.json. */
  remotes: Record<RemoteName, string>;
  /**
   * The guest remote's manifest as the gateway itself reaches it, to load its server bundle (guest pages rendered on
   * the server); null: `remotes.guest` (read from `staticDir` when it is the gateway's own /remotes/guest/…).
   */
  guestServerUrl: string | null;
  version: string;
  demoMode: boolean;
  /** Tile URL template for the owner's map, handed to the web app in /app/config.json. */
  mapTilesUrl: string;
  /** The product's own host name; any other first label is read as a restaurant's subdomain by the shell. */
  mainHost: string;
  /**
   * Where the web app lives (PUBLIC_URL): with mainHost, the origin of every address the gateway writes for others to
   * follow (guest pages' canonical links, sitemaps, robots.txt), never the Host a request names.
   */
  publicUrl: string;
  logLevel: string;
  /** Other sites' origins allowed to call the API from a browser (CORS); empty: the gateway's own origin only. */
  corsOrigins: string[];
  /** Fastify trustProxy: whose X-Forwarded-For to believe (the ingress), false when clients connect directly. */
  trustProxy: string | false;
  /** Where the restaurants service announces edits to guests' data; null: one replica, nothing to hear. */
  redisUrl: string | null;
  guestCache: GuestCacheLimits;
  /** The open menus' event streams (guest-live/). */
  guestLive: GuestLiveLimits;
  /** After SIGTERM: readiness 503 this long before the listener closes (drain.ts in nest-core). */
  drainDelayMs: number;
}

/**
 * An unannounced change (the demo reset) shows within a minute; a guest never waits for a refill within the minute's
 * second half; the last good copy answers for 10 minutes while the restaurants service fails. An unknown address is
 * answered for 10 s without the database: long enough to absorb a flood, short for what no edit announces.
 */
export const GUEST_CACHE_LIMITS: GuestCacheLimits = {
  ttlMs: 30_000,
  staleWhileRevalidateMs: 30_000,
  staleIfErrorMs: 10 * 60_000,
  maxEntries: 5_000,
  maxBytes: 64 * 1024 * 1024,
  unknownTtlMs: 10_000,
  maxUnknownEntries: 10_000,
  maxUnknownBytes: 4 * 1024 * 1024,
};

/**
 * 256 streams per address: a full dining room on the restaurant's Wi-Fi (its guests share one public address), each
 * with a menu open, and tables with a second one; counted per gateway, where the sockets and memory are. At most 5
 * minutes each: a stream whose guest vanished without a word holds its place no longer, and after a rollout or a
 * scale-up the streams spread over the gateways again. Reopening costs a read the guest cache answers.
 */
export const GUEST_LIVE_LIMITS: GuestLiveLimits = {
  perAddress: 256,
  maxStreams: streamsWithin(processLimits()),
  lifetimeMs: 5 * 60_000,
};

const ORIGIN = /^https?:\/\/[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i;
const origins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((list) => list.every((origin) => ORIGIN.test(origin)), {
    error: (issue) =>
      `expected origins like https://www.casapepe.es (scheme://host[:port], comma-separated), got ${JSON.stringify(issue.input)}`,
  });

/** One URL, or a service's replicas comma-separated. */
const URL_LIST = /^https?:\/\/[^\s,]+$/;
const urls = (fallback: string) =>
  withDefault(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim().replace(/\/+$/, ''))
          .filter(Boolean),
      )
      .refine((list) => list.length > 0 && list.every((url) => URL_LIST.test(url)), {
        error: (issue) => `expected http(s) URLs, comma-separated, got ${JSON.stringify(issue.input)}`,
      }),
    [fallback],
  );

/** Every variable the gateway reads, checked at start. */
export const gatewayEnv = z.object({
  NODE_ENV: sharedEnv.NODE_ENV,
  LOG_LEVEL: sharedEnv.LOG_LEVEL,
  HOST: sharedEnv.HOST,
  PORT: withDefault(envRule.port, 8080),
  /** Prometheus scrapes /metrics here, never on PORT; 0: no metrics listener. */
  METRICS_PORT: withDefault(envRule.portOrOff, 9460),
  REDIS_URL: sharedEnv.REDIS_URL,
  STATIC_DIR: withDefault(envRule.text, 'dist/apps'),
  /** Also where the gateway reads the key set that checks tokens. */
  AUTH_URL: urls('http://127.0.0.1:3001'),
  RESTAURANTS_URL: urls('http://127.0.0.1:3002'),
  ADMIN_URL: urls('http://127.0.0.1:3003'),
  DRAIN_DELAY_MS: sharedEnv.DRAIN_DELAY_MS,
  REMOTE_OWNER_URL: withDefault(envRule.text, '/remotes/owner/mf-manifest.json'),
  REMOTE_GUEST_URL: withDefault(envRule.text, '/remotes/guest/mf-manifest.json'),
  REMOTE_ADMIN_URL: withDefault(envRule.text, '/remotes/admin/mf-manifest.json'),
  // Where the gateway reads the guest remote's server bundle when the remote is deployed apart (k8s: its Service).
  REMOTE_GUEST_SERVER_URL: optional(envRule.url(['http', 'https'])),
  APP_VERSION: optional(envRule.text),
  DEMO_MODE: sharedEnv.DEMO_MODE,
  MAP_TILES_URL: withDefault(envRule.text, DEFAULT_MAP_TILES_URL),
  MAIN_HOST: withDefault(envRule.hostName, DEFAULT_MAIN_HOST),
  PUBLIC_URL: sharedEnv.PUBLIC_URL,
  // Clients connect directly unless TRUST_PROXY names the ingress.
  TRUST_PROXY: optional(envRule.text),
  // Unset: no other site's page may call the API (the web app is served from the gateway's own origin).
  CORS_ORIGINS: withDefault(origins, []),
});

export type GatewayEnv = z.output<typeof gatewayEnv>;

/** The gateway's settings from its checked environment (parseEnv('gateway', gatewayEnv, process.env)). */
export function gatewayConfig(checked: GatewayEnv): GatewayConfig {
  const root = process.cwd();
  const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };
  return {
    port: checked.PORT,
    staticDir: resolve(root, checked.STATIC_DIR),
    upstreams: { auth: checked.AUTH_URL, restaurants: checked.RESTAURANTS_URL, admin: checked.ADMIN_URL },
    remotes: { owner: checked.REMOTE_OWNER_URL, guest: checked.REMOTE_GUEST_URL, admin: checked.REMOTE_ADMIN_URL },
    guestServerUrl: checked.REMOTE_GUEST_SERVER_URL ?? null,
    version: checked.APP_VERSION ?? version,
    demoMode: checked.DEMO_MODE,
    mapTilesUrl: checked.MAP_TILES_URL,
    mainHost: checked.MAIN_HOST,
    publicUrl: checked.PUBLIC_URL,
    logLevel: checked.LOG_LEVEL,
    corsOrigins: checked.CORS_ORIGINS,
    trustProxy: checked.TRUST_PROXY ?? false,
    redisUrl: checked.REDIS_URL,
    guestCache: GUEST_CACHE_LIMITS,
    guestLive: GUEST_LIVE_LIMITS,
    drainDelayMs: checked.DRAIN_DELAY_MS,
  };
}
