import { Module } from '@nestjs/common';
import { ENV } from '@carta/nest-core';
import { OneTimeIdRepository } from './one-time-id.repository';
import { PasswordRepository } from './password.repository';
import { SIGNING_KEYS, signingKeys } from './signing-keys';
import { TokenRepository } from './token.repository';

/** auth's crypto: password hashes, signed tokens and the key set that checks them, one-time link ids. */
@Module({
  providers: [
    { provide: SIGNING_KEYS, inject: [ENV], useFactory: signingKeys },
    PasswordRepository,
    TokenRepository,
    OneTimeIdRepository,
  ],
  exports: [SIGNING_KEYS, PasswordRepository, TokenRepository, OneTimeIdRepository],
})
export class SecurityModule {}
