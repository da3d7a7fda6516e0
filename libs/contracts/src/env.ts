// Environment variables, each rule defined once: what it accepts, and how a wrong value is reported. Each process
// composes them into its one schema (nest-core's for the services, the gateway's own), checked at start.
import { z } from 'zod';

/** Thrown when the environment cannot run the process; its message names every wrong variable and what is wrong. */
export class ConfigError extends Error {
  constructor(
    readonly process: string,
    readonly problems: string[],
  ) {
    super(`${process}: cannot start, fix the environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

/** What a process prints when it cannot start: the environment's problems, a taken port, else the error itself. */
export function startFailure(process: string, error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  const { code, port } = (error ?? {}) as { code?: string; port?: number };
  if (code === 'EADDRINUSE')
    return `${process}: cannot start, port ${port} is already in use (set PORT to another port)`;
  return `${process}: cannot start: ${(error as Error)?.stack ?? String(error)}`;
}

/** Checks `env` against a process's schema; throws ConfigError listing every problem at once. */
export function parseEnv<T extends z.ZodType>(process: string, schema: T, env: Env): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    process,
    result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  );
}

/** A string that must pass `test`; a wrong value is reported with what was expected and, unless secret, what came. */
function rule(expected: string, test: (value: string) => boolean, { secret = false } = {}) {
  const error = (issue: { input?: unknown }) =>
    issue.input === undefined
      ? `missing, expected ${expected}`
      : `expected ${expected}${secret ? '' : `, got ${JSON.stringify(issue.input)}`}`;
  return z.string({ error }).refine(test, { error });
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const HOST_NAME = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d+)?$/i;

/** What a variable's value must be; values that may hold a password or a key are never repeated in a message. */
export const envRule = {
  port: rule('an integer 1–65535', (v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535).transform(Number),
  /** A port, or 0 for none: a listener that may be turned off (METRICS_PORT). */
  portOrOff: rule('an integer 0–65535 (0: off)', (v) => /^\d+$/.test(v) && Number(v) <= 65535).transform(Number),
  positiveInteger: rule('a positive integer', (v) => /^[1-9]\d*$/.test(v)).transform(Number),
  flag: rule('true or false', (v) => v === 'true' || v === 'false').transform((v) => v === 'true'),
  text: z.string(),
  logLevel: rule(`one of ${LOG_LEVELS.join(', ')}`, (v) => (LOG_LEVELS as readonly string[]).includes(v)).transform(
    (v) => v as LogLevel,
  ),
  /** Keys often travel through env files with escaped newlines: they are unescaped. */
  pem: (kind: 'PUBLIC' | 'PRIVATE') =>
    rule(
      `a PEM ${kind.toLowerCase()} key`,
      (v) => /-----BEGIN ([A-Z]+ )?(PUBLIC|PRIVATE) KEY-----/.test(v) && v.includes(`${kind} KEY-----`),
      { secret: true },
    ).transform((v) => v.replace(/\\n/g, '\n').trim()),
  url: (schemes: string[], { secret = false } = {}) =>
    rule(
      `a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`,
      (v) => new RegExp(`^(${schemes.join('|')})://`).test(v),
      { secret },
    ),
  /** An e-mail address, lower-cased (accounts compare addresses case-insensitively). */
  email: rule('an e-mail address', (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)).transform((v) => v.toLowerCase()),
  /** A password of at least `min` characters; never repeated in a message. */
  password: (min: number) => rule(`at least ${min} characters`, (v) => v.length >= min, { secret: true }),
  /** A host name without scheme or path, lower-cased (links, the shell's subdomain rule). */
  hostName: rule('a host name without scheme or path, e.g. carta.example.com', (v) => HOST_NAME.test(v)).transform(
    (v) => v.toLowerCase(),
  ),
};

/** A blank value counts as unset, as it always has; values are trimmed. */
function unsetIfBlank<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), schema);
}

export const required = <T extends z.ZodType>(schema: T) => unsetIfBlank(schema);
export const optional = <T extends z.ZodType>(schema: T) => unsetIfBlank(schema.nullable().default(null));
/** `fallback` may be a function, for a default that depends on where the process runs. */
export const withDefault = <T extends z.ZodType>(schema: T, fallback: (z.output<T> & {}) | (() => z.output<T> & {})) =>
  unsetIfBlank(schema.default(fallback as never));

/** Variables more than one process reads, with the same meaning everywhere. */
export const sharedEnv = {
  NODE_ENV: withDefault(envRule.text, 'development'),
  LOG_LEVEL: withDefault(envRule.logLevel, 'info'),
  /** The address to listen on. */
  HOST: withDefault(envRule.text, '0.0.0.0'),
  /** The public demo: notice on the login page, demo data put back every 30 minutes, demo seeds even in production. */
  DEMO_MODE: withDefault(envRule.flag, false),
  /** Where auth listens: the verifiers read its key set from here. */
  AUTH_URL: withDefault(envRule.url(['http', 'https']), 'http://127.0.0.1:3001'),
  /** Shared state between replicas; unset: each process keeps its own. */
  REDIS_URL: optional(envRule.url(['redis', 'rediss'], { secret: true })),
  /** After SIGTERM, how long readiness answers 503 while requests are still served, before the listener closes. */
  DRAIN_DELAY_MS: withDefault(envRule.positiveInteger, 2_000),
  /** Where the web app lives (scheme, host, port): links in mails, and the addresses the gateway writes for crawlers. */
  PUBLIC_URL: withDefault(
    envRule.url(['http', 'https']).transform((url) => url.replace(/\/+$/, '')),
    'http://localhost:8080',
  ),
};
