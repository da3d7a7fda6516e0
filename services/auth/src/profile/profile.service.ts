import { Injectable } from '@nestjs/common';
import type { ChangePasswordResponse, Profile, TokenClaims, UpdateProfileRequest } from '@carta/contracts';
import { AppException, ClockRepository } from '@carta/nest-core';
import { AccountMailsService } from '../links/account-mails.service';
import { PasswordRepository } from '../security/password.repository';
import { SessionsService } from '../sessions/sessions.service';
import { toProfile } from '../users/user.mapper';
import type { UserRow } from '../users/user.row';
import { UsersRepository } from '../users/users.repository';

@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordRepository,
    private readonly sessions: SessionsService,
    private readonly clock: ClockRepository,
    private readonly mails: AccountMailsService,
  ) {}

  async get(userId: string): Promise<Profile> {
    return toProfile(await this.existing(userId));
  }

  /** Only the profile's own fields change; a new e-mail must be verified again. */
  async update(userId: string, input: UpdateProfileRequest): Promise<Profile> {
    const current = await this.existing(userId);
    const emailChanged = input.email !== undefined && input.email !== current.email;
    if (emailChanged && (await this.users.findByEmail(input.email ?? '')))
      throw new AppException('EMAIL_ALREADY_EXISTS');
    const updated = await this.users.update(
      userId,
      {
        name: input.name,
        email: input.email,
        phone: input.phone,
        city: input.city,
        country: input.country,
        urlAvatar: input.urlAvatar,
      },
      { unverify: emailChanged },
    );
    if (!updated) throw new AppException('UNAUTHORIZED');
    if (emailChanged) await this.mails.sendVerification(updated);
    return toProfile(updated);
  }

  /**
   * Ends the user's other sessions and keeps the caller's (ASVS 3.3.3): its old token goes on working, and a fresh one
   * comes back.
   */
  async changePassword(caller: TokenClaims, oldPassword: string, newPassword: string): Promise<ChangePasswordResponse> {
    const user = await this.existing(caller.sub);
    if (!(await this.passwords.verify(user.passwordHash, oldPassword))) throw new AppException('WRONG_PASSWORD');
    await this.users.setPassword(user.id, await this.passwords.hash(newPassword), {
      keepSession: caller.sid,
      at: this.clock.now(),
    });
    return { msg: 'PASSWORD_CHANGED', token: await this.sessions.refresh(caller) };
  }

  private async existing(userId: string): Promise<UserRow> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppException('UNAUTHORIZED');
    return user;
  }
}
