import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { CoreModule } from '@carta/nest-core';
import { AccountsModule } from './accounts/accounts.module';
import { authEnv } from './config';
import { FirstAdminModule } from './first-admin/first-admin.module';
import { ProfileModule } from './profile/profile.module';
import { RateLimitOptions } from './rate-limit/rate-limit.options';
import { UsersAdminModule } from './users-admin/users-admin.module';

@Module({
  imports: [
    CoreModule.forRoot({ name: 'auth', migrationsDir: join(__dirname, '../migrations'), env: authEnv }),
    ThrottlerModule.forRootAsync({ useClass: RateLimitOptions }),
    AccountsModule,
    FirstAdminModule,
    ProfileModule,
    UsersAdminModule,
  ],
})
export class AppModule {}
