import { z } from 'zod';
import { envRule, required, sharedEnv, withDefault } from '@carta/contracts';
import { remoteTokenKeys } from './auth/access-token';

/** What every service reads. */
const coreEnv = {
  NODE_ENV: sharedEnv.NODE_ENV,
  LOG_LEVEL: sharedEnv.LOG_LEVEL,
  HOST: sharedEnv.HOST,
  DATABASE_URL: required(envRule.url(['postgres', 'postgresql'], { secret: true })),
  // A database host that accepts TCP but never answers (a hung server, a blackholed address) would hold every
  // request that waits for a connection; past this the request answers 503 DATABASE_UNAVAILABLE instead.
  DATABASE_CONNECT_TIMEOUT_MS: withDefault(envRule.positiveInteger, 5_000),
  DEMO_MODE: sharedEnv.DEMO_MODE,
  DRAIN_DELAY_MS: sharedEnv.DRAIN_DELAY_MS,
  // Only the gateway may set the client address (X-Forwarded-For): its addresses, comma-separated (proxy-addr's
  // names, IPs or CIDRs). A whole private network would let any pod beside us forge it.
  TRUST_PROXY: withDefault(envRule.text, 'loopback'),
};

/** For a service that verifies tokens with the keys auth publishes (every service but auth). */
export const tokenKeysEnv = { AUTH_URL: sharedEnv.AUTH_URL };

/** CoreOptions.tokenKeys of such a service. */
export const keysPublishedByAuth = (env: { AUTH_URL: string }) => remoteTokenKeys(env.AUTH_URL);

/**
 * Whether the demo seeds (demo accounts, restaurant, menus) belong in this database: asked for (DEMO_MODE), or a
 * try-out or test run. Never in production unless DEMO_MODE=true says so.
 */
export function wantsDemoData(env: { NODE_ENV: string; DEMO_MODE: boolean }): boolean {
  return env.DEMO_MODE || env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
}

/** A service's default ports: the public one (PORT) and the one Prometheus scrapes (METRICS_PORT). */
export interface ServicePorts {
  port: number;
  metricsPort: number;
}

/**
 * A service's one schema: nest-core's variables, PORT and METRICS_PORT with the service's defaults (METRICS_PORT=0:
 * no metrics listener), and the service's own (`mailEnv` when it sends mail). Pass it to CoreModule.forRoot; it is
 * checked when the app is created.
 */
export function serviceEnv<T extends z.ZodRawShape>(ports: ServicePorts, own: T) {
  const schema = z.object({
    ...coreEnv,
    PORT: withDefault(envRule.port, ports.port),
    METRICS_PORT: withDefault(envRule.portOrOff, ports.metricsPort),
    ...own,
  });
  if (!('SMTP_URL' in own)) return schema;
  return schema.refine((env: Record<string, unknown>) => env.NODE_ENV !== 'production' || Boolean(env.SMTP_URL), {
    path: ['SMTP_URL'],
    message: 'required in production (mails must go out)',
    // Checked even when other variables are wrong, so one message lists every problem.
    when: () => true,
  });
}

/** The checked environment as nest-core reads it; ENV holds the output of the service's whole schema. */
export type CoreEnv = z.output<ReturnType<typeof serviceEnv<Record<never, never>>>>;
