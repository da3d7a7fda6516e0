import { Injectable } from '@nestjs/common';
import type { AdminCreateUserRequest, AdminUpdateUserRequest, ListQuery, Paged, User } from '@carta/contracts';
import { planList, AppException } from '@carta/nest-core';
import { ClockRepository } from '../security/clock.repository';
import { PasswordRepository } from '../security/password.repository';
import { toUser } from '../users/user.mapper';
import type { UserRow } from '../users/user.row';
import { EmailTakenError } from '../users/users.repository';
import { USER_LIST_COLUMNS, UsersAdminRepository, type GuardedWrite } from './users-admin.repository';

/** The admin's user management: never a password out, always at least one admin left. */
@Injectable()
export class UsersAdminService {
  constructor(
    private readonly users: UsersAdminRepository,
    private readonly passwords: PasswordRepository,
    private readonly clock: ClockRepository,
  ) {}

  async list(query: ListQuery): Promise<Paged<User>> {
    const { rows, total } = await this.users.page(planList(query, USER_LIST_COLUMNS, 'name'));
    return { docs: rows.map(toUser), totalDocs: total };
  }

  async get(id: string): Promise<User> {
    const row = await this.users.findById(id);
    if (!row) throw new AppException('NOT_FOUND');
    return toUser(row);
  }

  async create(input: AdminCreateUserRequest): Promise<User> {
    const passwordHash = await this.passwords.hash(input.password);
    const row = await emailUnique(() =>
      this.users.create({
        name: input.name,
        email: input.email,
        passwordHash,
        role: input.role,
        phone: input.phone ?? '',
        city: input.city ?? '',
        country: input.country ?? '',
      }),
    );
    return toUser(row);
  }

  /** A new e-mail must be verified again; a new role ends the sessions that carry the old one. */
  async update(id: string, input: AdminUpdateUserRequest): Promise<User> {
    const current = await this.users.findById(id);
    if (!current) throw new AppException('NOT_FOUND');
    const roleChanged = input.role !== undefined && input.role !== current.role;
    const emailChanged = input.email !== undefined && input.email !== current.email;
    const result = await emailUnique(() =>
      this.users.update(
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
      ),
    );
    return toUser(written(result));
  }

  async remove(id: string): Promise<User> {
    return toUser(written(await this.users.delete(id)));
  }
}

function written(result: GuardedWrite): UserRow {
  if (result === 'missing') throw new AppException('NOT_FOUND');
  if (result === 'lastAdmin') throw new AppException('LAST_ADMIN');
  return result;
}

async function emailUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof EmailTakenError) throw new AppException('EMAIL_ALREADY_EXISTS');
    throw error;
  }
}
