import {
  Inject,
  Injectable,
  Logger,
  type FactoryProvider,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { Pool } from 'pg';
import { wantsDemoData, type CoreEnv } from '../config';
import { forgetPool, watchPool } from '../observability/metrics';
import { CORE_OPTIONS, ENV, type CoreOptions } from '../tokens';
import { migrate } from './migrator';

/** Injection token of the service's `pg` Pool. */
export const PG_POOL = Symbol('PG_POOL');

export const poolProvider: FactoryProvider<Pool> = {
  provide: PG_POOL,
  inject: [ENV, CORE_OPTIONS],
  useFactory: (env: CoreEnv, options: CoreOptions) => {
    const pool = new Pool({
      connectionString: env.DATABASE_URL,
      max: 10,
      // Opening a connection, or waiting for one from a full pool, fails after this (pg-pool's "timeout exceeded
      // when trying to connect": a 503) rather than hanging the request. No query timeout: a migration or an export
      // may rightly run long; keepAlive finds a peer that vanished under an idle connection.
      connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    watchPool(options.name, pool);
    // An idle connection dropped by the server (restart, failover, shutdown) must not crash the service:
    // the pool replaces it, and /readyz reports the database while it is away.
    pool.on('error', (error) => new Logger('Database').warn(`idle connection lost: ${error.message}`));
    return pool;
  },
};

/** Brings the schema up to date before anything serves, and closes the pool on shutdown. */
@Injectable()
export class DatabaseLifecycle implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Database');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CORE_OPTIONS) private readonly options: CoreOptions,
    @Inject(ENV) private readonly env: CoreEnv,
  ) {}

  async onModuleInit(): Promise<void> {
    await migrate(this.pool, {
      service: this.options.name,
      dir: this.options.migrationsDir,
      log: (message) => this.logger.log(message),
      demoData: wantsDemoData(this.env),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    forgetPool(this.pool);
    await this.pool.end();
  }
}
