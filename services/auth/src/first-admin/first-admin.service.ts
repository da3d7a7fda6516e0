import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigError } from '@carta/contracts';
import { ENV } from '@carta/nest-core';
import { FIRST_ADMIN_PASSWORD_MIN, type AuthEnv } from '../config';
import { PasswordRepository } from '../security/password.repository';
import { UsersRepository } from '../users/users.repository';

/**
 * A production database starts with no account (the demo seeds are not run there): the first admin comes from
 * ADMIN_EMAIL and ADMIN_PASSWORD, after the migrations, and a production start without an admin or them stops.
 * Once an admin exists the variables are ignored (they never reset a password).
 */
@Injectable()
export class FirstAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger('FirstAdmin');

  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordRepository,
    @Inject(ENV) private readonly env: Pick<AuthEnv, 'NODE_ENV' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (await this.users.hasAdmin()) return;
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = this.env;
    if (!email || !password) {
      // A try-out has the demo admin, a test makes its own.
      if (this.env.NODE_ENV !== 'production') return;
      const missing = [
        ...(email
          ? []
          : ["ADMIN_EMAIL: missing, expected the first admin's e-mail address (the database has no admin)"]),
        ...(password
          ? []
          : [
              `ADMIN_PASSWORD: missing, expected the first admin's password, at least ${FIRST_ADMIN_PASSWORD_MIN} characters (the database has no admin)`,
            ]),
      ];
      throw new ConfigError('auth', missing);
    }
    const outcome = await this.users.createFirstAdmin({
      name: 'Admin',
      email,
      passwordHash: await this.passwords.hash(password),
    });
    if (outcome === 'emailTaken') {
      throw new ConfigError('auth', [
        'ADMIN_EMAIL: already the address of an account that is not an admin; choose another address',
      ]);
    }
    if (outcome === 'created') this.logger.log(`first admin created: ${email}`);
  }
}
