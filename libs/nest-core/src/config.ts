/** Thrown when the environment cannot run the service; bootstrap prints it and exits. */
export class ConfigError extends Error {
  constructor(
    service: string,
    readonly problems: string[],
  ) {
    super(`${service}: cannot start, fix the environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

export interface CoreConfig {
  service: string;
  nodeEnv: string;
  production: boolean;
  logLevel: string;
  databaseUrl: string;
  jwtPublicKey: string;
  /** Which proxies' X-Forwarded-For is believed (proxy-addr names or addresses). */
  trustProxy: string;
}

/** Keys often travel through env files with escaped newlines. */
export function pemFromEnv(value: string | undefined): string | undefined {
  return value?.replace(/\\n/g, '\n').trim() || undefined;
}

/** The names among `names` that are unset or empty, each as a readable problem. */
export function missingVars(env: Env, names: readonly string[]): string[] {
  return names.filter((name) => !env[name]?.trim()).map((name) => `${name} is required`);
}

export function checkPem(env: Env, name: string, kind: 'PUBLIC' | 'PRIVATE'): string[] {
  const value = pemFromEnv(env[name]);
  if (!value) return [];
  return /-----BEGIN ([A-Z]+ )?(PUBLIC|PRIVATE) KEY-----/.test(value) && value.includes(`${kind} KEY-----`)
    ? []
    : [`${name} must be a PEM ${kind.toLowerCase()} key`];
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and checks what every service needs; throws ConfigError listing every problem at once. */
export function loadCoreConfig(service: string, env: Env = process.env): CoreConfig {
  const problems = [
    ...missingVars(env, ['DATABASE_URL', 'JWT_PUBLIC_KEY']),
    ...checkPem(env, 'JWT_PUBLIC_KEY', 'PUBLIC'),
  ];
  const databaseUrl = env.DATABASE_URL?.trim() ?? '';
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must be a postgres:// URL');
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  if (env.PORT && !/^\d+$/.test(env.PORT)) problems.push('PORT must be a number');
  if (problems.length) throw new ConfigError(service, problems);
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  return {
    service,
    nodeEnv,
    production: nodeEnv === 'production',
    logLevel,
    databaseUrl,
    jwtPublicKey: pemFromEnv(env.JWT_PUBLIC_KEY) ?? '',
    // Services sit behind the gateway on a private network; only those hops may set the client address.
    trustProxy: env.TRUST_PROXY?.trim() || 'loopback,linklocal,uniquelocal',
  };
}
