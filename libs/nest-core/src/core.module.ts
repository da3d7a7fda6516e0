import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { parseEnv } from '@carta/contracts';
import type { z } from 'zod';
import { JwtAuthGuard, TOKEN_KEYS } from './auth/jwt-auth.guard';
import { SessionValidityRepository } from './auth/session-validity';
import { ClockRepository } from './clock/clock.repository';
import { DatabaseLifecycle, PG_POOL, poolProvider } from './database/database';
import { HealthController } from './health/health.controller';
import { ErrorFilter } from './http/error.filter';
import { createValidationPipe } from './http/validation';
import { requestLogging } from './logger';
import { CORE_OPTIONS, ENV, type CoreOptions } from './tokens';

/** What every service shares: env, logs, database + migrations, clock, token guard, validation, error contract, health. */
@Module({})
export class CoreModule {
  static forRoot<E extends z.ZodType>(options: CoreOptions<E>): DynamicModule {
    return {
      module: CoreModule,
      global: true,
      imports: [requestLogging(options.name)],
      controllers: [HealthController],
      providers: [
        { provide: CORE_OPTIONS, useValue: options },
        // The pool, the keys and Redis depend on it: a wrong environment stops the start before anything connects.
        { provide: ENV, useFactory: () => parseEnv(options.name, options.env, process.env) },
        poolProvider,
        DatabaseLifecycle,
        SessionValidityRepository,
        ClockRepository,
        { provide: TOKEN_KEYS, inject: [ENV], useFactory: (env: z.output<E>) => options.tokenKeys(env) },
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
      exports: [ENV, PG_POOL, CORE_OPTIONS, ClockRepository],
    };
  }
}
