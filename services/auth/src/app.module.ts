import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { CoreModule } from '@carta/nest-core';
import { AccountsModule } from './accounts/accounts.module';
import { authEnv } from './config';
import { ProfileModule } from './profile/profile.module';
import { RateLimitOptions } from './rate-limit/rate-limit.options';
import { ownTokenKeys } from './security/signing-keys';
import { UsersAdminModule } from './users-admin/users-admin.module';

@Module({
  imports: [
    CoreModule.forRoot({
      name: 'auth',
      migrationsDir: join(__dirname, '../migrations'),
      env: authEnv,
      tokenKeys: ownTokenKeys,
    }),
    ThrottlerModule.forRootAsync({ useClass: RateLimitOptions }),
    AccountsModule,
    ProfileModule,
    UsersAdminModule,
  ],
})
export class AppModule {}
