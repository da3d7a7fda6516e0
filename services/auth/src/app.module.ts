import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { CoreModule, ENV, JWT_ALGORITHMS, MailModule } from '@carta/nest-core';
import { AccountMailsService } from './accounts/account-mails.service';
import { AccountsController } from './accounts/accounts.controller';
import { AccountsService } from './accounts/accounts.service';
import { AUTH_CONFIG, authConfig, authEnv, type AuthEnv } from './config';
import { LinksRepository } from './links/links.repository';
import { ProfileController } from './profile/profile.controller';
import { ProfileService } from './profile/profile.service';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import { RateLimitRepository } from './rate-limit/rate-limit.repository';
import { ClockRepository } from './security/clock.repository';
import { OneTimeIdRepository } from './security/one-time-id.repository';
import { PasswordRepository } from './security/password.repository';
import { TokenRepository } from './security/token.repository';
import { UsersRepository } from './users/users.repository';
import { UsersAdminModule } from './users-admin/users-admin.module';

/** Server-side token lifetime: longer than the client's refresh window (TOKEN_REFRESH_MINUTES), so refresh can happen. */
export const TOKEN_TTL = '2d';

@Module({
  imports: [
    CoreModule.forRoot({ name: 'auth', migrationsDir: join(__dirname, '../migrations'), env: authEnv }),
    JwtModule.registerAsync({
      inject: [ENV],
      useFactory: (env: AuthEnv) => ({
        privateKey: env.JWT_PRIVATE_KEY,
        signOptions: { algorithm: JWT_ALGORITHMS[0], expiresIn: TOKEN_TTL },
      }),
    }),
    MailModule,
    UsersAdminModule,
  ],
  controllers: [AccountsController, ProfileController],
  providers: [
    { provide: AUTH_CONFIG, inject: [ENV], useFactory: authConfig },
    AccountsService,
    AccountMailsService,
    ProfileService,
    UsersRepository,
    LinksRepository,
    RateLimitRepository,
    RateLimitGuard,
    PasswordRepository,
    TokenRepository,
    OneTimeIdRepository,
    ClockRepository,
  ],
})
export class AppModule {}
