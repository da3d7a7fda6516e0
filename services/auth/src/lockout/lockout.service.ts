import { Injectable } from '@nestjs/common';
import { AppException, ClockRepository } from '@carta/nest-core';
import { PasswordRepository } from '../security/password.repository';
import type { UserRow } from '../users/user.row';
import { UsersRepository } from '../users/users.repository';

/** Wrong passwords in a row (login, password change, e-mail change) before the account is blocked. */
export const MAX_FAILED_LOGINS = 5;
export const BLOCK_MS = 2 * 60 * 60 * 1000;

/**
 * Every check of a user's password: five wrong ones in a row block the account for two hours, even for the right
 * password. The strike is taken before the (slow) hash is checked, in one statement with the block check, so 20
 * parallel guesses still check at most five passwords.
 */
@Injectable()
export class LockoutService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordRepository,
    private readonly clock: ClockRepository,
  ) {}

  /** The user, if the password is theirs: else WRONG_PASSWORD, BLOCKED_USER or USER_DOES_NOT_EXIST. */
  async checkPassword(who: { email: string } | { id: string }, password: string): Promise<UserRow> {
    const now = this.clock.now();
    const user = await this.users.takeStrike(who, MAX_FAILED_LOGINS, now, new Date(now.getTime() + BLOCK_MS));
    if (!user) {
      const existing = 'email' in who ? await this.users.findByEmail(who.email) : await this.users.findById(who.id);
      if (existing) throw new AppException('BLOCKED_USER');
      // The same hashing work as for a real account, so the answer's timing tells nothing more than its code.
      await this.passwords.verify(null, password);
      throw new AppException('email' in who ? 'USER_DOES_NOT_EXIST' : 'UNAUTHORIZED');
    }
    if (!(await this.passwords.verify(user.passwordHash, password))) throw new AppException('WRONG_PASSWORD');
    await this.users.clearFailedLogins(user.id);
    return { ...user, failedLogins: 0, blockedUntil: null };
  }
}
