export interface CoreOptions {
  /** Service name: logs, and the `<name>_schema_migrations` table. */
  name: string;
  /** The service's `migrations/` directory (resolve it from the module's own __dirname). */
  migrationsDir: string;
}

export const CORE_OPTIONS = Symbol('CORE_OPTIONS');
export const CORE_CONFIG = Symbol('CORE_CONFIG');
