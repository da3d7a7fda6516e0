import { Injectable } from '@nestjs/common';
import type { ChangeEmailResponse, ChangePasswordResponse, Profile, UpdateProfileRequest } from '@carta/contracts';
import { AppException, ClockRepository } from '@carta/nest-core';
import { AccountMailsService } from '../links/account-mails.service';
import { LockoutService } from '../lockout/lockout.service';
import { PasswordRepository } from '../security/password.repository';
import { TokenRepository } from '../security/token.repository';
import { toProfile } from '../users/user.mapper';
import type { UserRow } from '../users/user.row';
import { UsersRepository } from '../users/users.repository';

@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordRepository,
    private readonly tokens: TokenRepository,
    private readonly clock: ClockRepository,
    private readonly mails: AccountMailsService,
    private readonly lockout: LockoutService,
  ) {}

  async get(userId: string): Promise<Profile> {
    return toProfile(await this.existing(userId));
  }

  /** Only the profile's own fields change; a new e-mail needs the current password (changeEmail). */
  async update(userId: string, input: UpdateProfileRequest): Promise<Profile> {
    const current = await this.existing(userId);
    if (input.email !== undefined && input.email !== current.email)
      throw new AppException('EMAIL_CHANGE_NEEDS_PASSWORD');
    const updated = await this.users.update(userId, {
      name: input.name,
      phone: input.phone,
      city: input.city,
      country: input.country,
      urlAvatar: input.urlAvatar,
    });
    if (!updated) throw new AppException('UNAUTHORIZED');
    return toProfile(updated);
  }

  /**
   * The address changes only when the link mailed to the new one is used; the old one is told, with a link to take
   * the account back. The password is checked first (a wrong one is a strike), so the call probes no address.
   */
  async changeEmail(userId: string, email: string, password: string): Promise<ChangeEmailResponse> {
    const user = await this.lockout.checkPassword({ id: userId }, password);
    if (email === user.email || (await this.users.findByEmail(email))) throw new AppException('EMAIL_ALREADY_EXISTS');
    await this.mails.sendEmailChange(user, email);
    return { msg: 'EMAIL_CHANGE_SENT', email };
  }

  /** Ends every session issued before the change; the caller gets a fresh token to carry on. */
  async changePassword(userId: string, oldPassword: string, newPassword: string): Promise<ChangePasswordResponse> {
    const user = await this.lockout.checkPassword({ id: userId }, oldPassword);
    await this.users.setPassword(user.id, await this.passwords.hash(newPassword), this.clock.now());
    return { msg: 'PASSWORD_CHANGED', token: await this.tokens.sign(user) };
  }

  private async existing(userId: string): Promise<UserRow> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppException('UNAUTHORIZED');
    return user;
  }
}
