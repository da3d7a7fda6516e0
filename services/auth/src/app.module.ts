import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { CoreModule, RateLimitModule } from '@carta/nest-core';
import { AccountsModule } from './accounts/accounts.module';
import { authEnv, type AuthEnv } from './config';
import { FirstAdminModule } from './first-admin/first-admin.module';
import { ProfileModule } from './profile/profile.module';
import { UsersAdminModule } from './users-admin/users-admin.module';

@Module({
  imports: [
    CoreModule.forRoot({ name: 'auth', migrationsDir: join(__dirname, '../migrations'), env: authEnv }),
    RateLimitModule.forRoot<AuthEnv>({ perAddressPerMinute: (env) => env.AUTH_RATE_LIMIT_PER_MINUTE }),
    AccountsModule,
    FirstAdminModule,
    ProfileModule,
    UsersAdminModule,
  ],
})
export class AppModule {}
