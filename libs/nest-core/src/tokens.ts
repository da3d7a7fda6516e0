import type { z } from 'zod';
import type { TokenKeys } from './auth/access-token';

export interface CoreOptions<E extends z.ZodType = z.ZodType> {
  /** Service name: logs, and the `<name>_schema_migrations` table. */
  name: string;
  /** The service's `migrations/` directory (resolve it from the module's own __dirname). */
  migrationsDir: string;
  /** The service's one environment schema (serviceEnv): checked when the app is created, then provided as ENV. */
  env: E;
  /** Where the token guard finds the keys: auth's published key set (`keysPublishedByAuth`), or auth's own. */
  tokenKeys: (env: z.output<E>) => TokenKeys | Promise<TokenKeys>;
}

export const CORE_OPTIONS = Symbol('CORE_OPTIONS');
/** The service's checked environment: the output of its schema (type it with z.output<typeof yourEnv>). */
export const ENV = Symbol('ENV');
