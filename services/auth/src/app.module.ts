import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { CoreModule, RateLimitModule } from '@carta/nest-core';
import { AccountsModule } from './accounts/accounts.module';
import { authEnv, type AuthEnv } from './config';
import { ContactModule } from './contact/contact.module';
import { FirstAdminModule } from './first-admin/first-admin.module';
import { ProfileModule } from './profile/profile.module';
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
    RateLimitModule.forRoot<AuthEnv>({ perAddressPerMinute: (env) => env.AUTH_RATE_LIMIT_PER_MINUTE }),
    AccountsModule,
    ContactModule,
    FirstAdminModule,
    ProfileModule,
    UsersAdminModule,
  ],
})
export class AppModule {}
