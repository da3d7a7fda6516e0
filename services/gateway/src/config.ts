import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_MAIN_HOST, DEFAULT_MAP_TILES_URL, type ServiceName } from '@carta/contracts';
import type { GuestCacheLimits } from './guest-cache/guest-cache';

export const REMOTE_NAMES = ['owner', 'guest', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface GatewayConfig {
  port: number;
  /** Built front ends: <staticDir>/shell and <staticDir>/mf-<remote>. */
  staticDir: string;
  upstreams: Record<ServiceName, string>;
  /** Manifest URL of each remote, handed to the shell at run time through /app/remotes.json. */
  remotes: Record<RemoteName, string>;
  jwtPublicKey: string;
  version: string;
  demoMode: boolean;
  /** Tile URL template for the owner's map, handed to the web app in /app/config.json. */
  mapTilesUrl: string;
  /** The product's own host name; any other first label is read as a restaurant's subdomain by the shell. */
  mainHost: string;
  logLevel: string;
  /** Fastify trustProxy: whose X-Forwarded-For to believe (the ingress), false when clients connect directly. */
  trustProxy: string | false;
  /** Where the restaurants service announces edits to guests' data; null: one replica, nothing to hear. */
  redisUrl: string | null;
  guestCache: GuestCacheLimits;
}

/**
 * An unannounced change (the demo reset) shows within a minute; a guest never waits for a refill within the minute's
 * second half; the last good copy answers for 10 minutes while the restaurants service fails.
 */
export const GUEST_CACHE_LIMITS: GuestCacheLimits = {
  ttlMs: 30_000,
  staleWhileRevalidateMs: 30_000,
  staleIfErrorMs: 10 * 60_000,
  maxEntries: 5_000,
  maxBytes: 64 * 1024 * 1024,
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const missing = ['JWT_PUBLIC_KEY'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`gateway: missing environment variables: ${missing.join(', ')}`);
  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) throw new Error('gateway: REDIS_URL must be a redis:// URL');
  const root = process.cwd();
  const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };
  return {
    port: Number(env.PORT ?? 8080),
    staticDir: resolve(root, env.STATIC_DIR ?? 'dist/apps'),
    upstreams: {
      auth: env.AUTH_URL ?? 'http://127.0.0.1:3001',
      restaurants: env.RESTAURANTS_URL ?? 'http://127.0.0.1:3002',
      admin: env.ADMIN_URL ?? 'http://127.0.0.1:3003',
    },
    remotes: {
      owner: env.REMOTE_OWNER_URL ?? '/remotes/owner/mf-manifest.json',
      guest: env.REMOTE_GUEST_URL ?? '/remotes/guest/mf-manifest.json',
      admin: env.REMOTE_ADMIN_URL ?? '/remotes/admin/mf-manifest.json',
    },
    jwtPublicKey: env.JWT_PUBLIC_KEY as string,
    version: env.APP_VERSION ?? version,
    demoMode: env.DEMO_MODE === 'true',
    mapTilesUrl: env.MAP_TILES_URL || DEFAULT_MAP_TILES_URL,
    mainHost: env.MAIN_HOST || DEFAULT_MAIN_HOST,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY ?? false,
    redisUrl,
    guestCache: GUEST_CACHE_LIMITS,
  };
}
