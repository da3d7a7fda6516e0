import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { JwtAuthGuard } from './auth/jwt-auth.guard';
import { JwtStrategy } from './auth/jwt.strategy';
import { SessionValidityRepository } from './auth/session-validity';
import { ClockRepository } from './clock/clock.repository';
import { loadCoreConfig } from './config';
import { DatabaseLifecycle, PG_POOL, poolProvider } from './database/database';
import { HealthController } from './health/health.controller';
import { ErrorFilter } from './http/error.filter';
import { createValidationPipe } from './http/validation';
import { CORE_CONFIG, CORE_OPTIONS, type CoreOptions } from './tokens';

/** What every service shares: config, database + migrations, clock, token guard, validation, error contract, health. */
@Module({})
export class CoreModule {
  static forRoot(options: CoreOptions): DynamicModule {
    return {
      module: CoreModule,
      global: true,
      imports: [PassportModule],
      controllers: [HealthController],
      providers: [
        { provide: CORE_OPTIONS, useValue: options },
        { provide: CORE_CONFIG, useFactory: () => loadCoreConfig(options.name) },
        poolProvider,
        DatabaseLifecycle,
        SessionValidityRepository,
        ClockRepository,
        JwtStrategy,
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
      exports: [CORE_CONFIG, PG_POOL, ClockRepository],
    };
  }
}
