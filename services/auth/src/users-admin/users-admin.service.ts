import { Injectable, Logger } from '@nestjs/common';
import type {
  AdminCreateUserRequest,
  AdminUpdateUserRequest,
  ListQuery,
  Paged,
  ResendValidationResponse,
  User,
} from '@carta/contracts';
import { AppException, ClockRepository, planList } from '@carta/nest-core';
import { AccountMailsService } from '../links/account-mails.service';
import { PasswordRepository } from '../security/password.repository';
import { toUser } from '../users/user.mapper';
import type { GuardedWrite, Locale, UserRow } from '../users/user.row';
import { USER_SEARCH, USER_SORT_COLUMNS, UsersRepository } from '../users/users.repository';

/** The admin's user management: never a password out, always at least one admin left. */
@Injectable()
export class UsersAdminService {
  private readonly logger = new Logger('UsersAdmin');

  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordRepository,
    private readonly clock: ClockRepository,
    private readonly mails: AccountMailsService,
  ) {}

  async list(query: ListQuery): Promise<Paged<User>> {
    const { rows, total } = await this.users.page(planList(query, USER_SORT_COLUMNS, 'name', USER_SEARCH));
    return { docs: rows.map(toUser), totalDocs: total };
  }

  async get(id: string): Promise<User> {
    const row = await this.users.findById(id);
    if (!row) throw new AppException('NOT_FOUND');
    return toUser(row);
  }

  /**
   * The account speaks the admin's language (`locale`) and is mailed its verification link at once. A mail that fails
   * is logged: the account exists either way, and the admin can send it again.
   */
  async create(input: AdminCreateUserRequest, locale: Locale): Promise<User> {
    const row = await this.users.create({
      name: input.name,
      email: input.email,
      passwordHash: await this.passwords.hash(input.password),
      role: input.role,
      phone: input.phone ?? '',
      city: input.city ?? '',
      country: input.country ?? '',
      locale,
    });
    try {
      await this.mails.sendVerification(row, 'welcome');
    } catch (error) {
      this.logger.error({ msg: 'verification mail failed', err: error });
    }
    return toUser(row);
  }

  /** Another verification link, in the user's language, for an account whose address is not verified yet. */
  async resendVerification(id: string): Promise<ResendValidationResponse> {
    const row = await this.users.findById(id);
    if (!row) throw new AppException('NOT_FOUND');
    if (row.verified) throw new AppException('NOT_FOUND_OR_ALREADY_VERIFIED');
    await this.mails.sendVerification(row, 'verifyAsked');
    return { email: row.email };
  }

  /** A new e-mail must be verified again; a new role ends the sessions that carry the old one. */
  async update(id: string, input: AdminUpdateUserRequest): Promise<User> {
    const current = await this.users.findById(id);
    if (!current) throw new AppException('NOT_FOUND');
    const roleChanged = input.role !== undefined && input.role !== current.role;
    const emailChanged = input.email !== undefined && input.email !== current.email;
    const result = await this.users.updateKeepingAnAdmin(
      id,
      {
        name: input.name,
        email: input.email,
        role: input.role,
        phone: input.phone,
        city: input.city,
        country: input.country,
      },
      { unverify: emailChanged, endSessionsAt: roleChanged ? this.clock.now() : null },
    );
    return toUser(written(result));
  }

  async remove(id: string): Promise<User> {
    return toUser(written(await this.users.deleteKeepingAnAdmin(id)));
  }
}

function written(result: GuardedWrite): UserRow {
  if (result === 'missing') throw new AppException('NOT_FOUND');
  if (result === 'lastAdmin') throw new AppException('LAST_ADMIN');
  return result;
}
