import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { ENV, JWT_ALGORITHMS } from '@carta/nest-core';
import type { AuthEnv } from '../config';
import { OneTimeIdRepository } from './one-time-id.repository';
import { PasswordRepository } from './password.repository';
import { TokenRepository } from './token.repository';

/** Server-side token lifetime: longer than the client's refresh window (TOKEN_REFRESH_MINUTES), so refresh can happen. */
export const TOKEN_TTL = '2d';

/** auth's crypto: password hashes, signed tokens, one-time link ids. */
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [ENV],
      useFactory: (env: AuthEnv) => ({
        privateKey: env.JWT_PRIVATE_KEY,
        signOptions: { algorithm: JWT_ALGORITHMS[0], expiresIn: TOKEN_TTL },
      }),
    }),
  ],
  providers: [PasswordRepository, TokenRepository, OneTimeIdRepository],
  exports: [PasswordRepository, TokenRepository, OneTimeIdRepository],
})
export class SecurityModule {}
