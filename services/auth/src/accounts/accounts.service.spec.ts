import type { LinksRepository } from '../links/links.repository';
import type { RateLimitRepository } from '../rate-limit/rate-limit.repository';
import type { ClockRepository } from '../security/clock.repository';
import type { OneTimeIdRepository } from '../security/one-time-id.repository';
import type { PasswordRepository } from '../security/password.repository';
import type { TokenRepository } from '../security/token.repository';
import type { UserRow } from '../users/user.row';
import type { UsersRepository } from '../users/users.repository';
import type { AccountMailsService } from './account-mails.service';
import { AccountsService, BLOCK_MS, MAX_FAILED_LOGINS } from './accounts.service';

/** In-memory users with the repository's contract, enough for the login rules. */
class FakeUsers {
  rows = new Map<string, UserRow>();

  add(row: Partial<UserRow> & { email: string }): UserRow {
    const user: UserRow = {
      id: `id-${this.rows.size + 1}`,
      name: 'N',
      passwordHash: 'hash:right',
      role: 'user',
      verified: true,
      phone: '',
      city: '',
      country: '',
      urlAvatar: '',
      locale: 'es',
      failedLogins: 0,
      blockedUntil: null,
      ...row,
    };
    this.rows.set(user.id, user);
    return user;
  }
  async findByEmail(email: string) {
    return [...this.rows.values()].find((row) => row.email === email) ?? null;
  }
  async incrementFailedLogins(id: string) {
    const row = this.rows.get(id)!;
    row.failedLogins += 1;
    return row.failedLogins;
  }
  async block(id: string, until: Date) {
    Object.assign(this.rows.get(id)!, { failedLogins: 0, blockedUntil: until });
  }
  async clearFailedLogins(id: string) {
    Object.assign(this.rows.get(id)!, { failedLogins: 0, blockedUntil: null });
  }
}

/** Collaborators login never touches: any call fails the test. */
function unusedByLogin(): [LinksRepository, OneTimeIdRepository, AccountMailsService, RateLimitRepository] {
  const unused = new Proxy(
    {},
    { get: (_t, name) => () => Promise.reject(new Error(`unexpected call: ${String(name)}`)) },
  );
  return [unused, unused, unused, unused] as [
    LinksRepository,
    OneTimeIdRepository,
    AccountMailsService,
    RateLimitRepository,
  ];
}

describe('AccountsService.login', () => {
  let users: FakeUsers;
  let now: Date;
  let service: AccountsService;
  const passwords = { verify: async (hash: string, password: string) => hash === `hash:${password}` };
  const tokens = { sign: async (user: { id: string }) => `token-for-${user.id}` };

  beforeEach(() => {
    users = new FakeUsers();
    now = new Date('2026-05-01T10:00:00Z');
    const clock = { now: () => now };
    service = new AccountsService(
      users as unknown as UsersRepository,
      passwords as unknown as PasswordRepository,
      tokens as unknown as TokenRepository,
      clock as ClockRepository,
      ...unusedByLogin(),
    );
  });

  const attempt = (password: string) =>
    service.login({ email: 'a@b.co', password }).then(
      (result) => result.token,
      (error: { code: string }) => error.code,
    );

  it('unknown e-mail: USER_DOES_NOT_EXIST', async () => {
    expect(await attempt('right')).toBe('USER_DOES_NOT_EXIST');
  });

  it('blocks after five wrong passwords, for two hours, even the right password', async () => {
    const user = users.add({ email: 'a@b.co' });
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect(await attempt('wrong')).toBe('WRONG_PASSWORD');
    expect(user.blockedUntil).toEqual(new Date(now.getTime() + BLOCK_MS));
    expect(await attempt('right')).toBe('BLOCKED_USER');
    now = new Date(now.getTime() + BLOCK_MS - 1);
    expect(await attempt('right')).toBe('BLOCKED_USER');
    now = new Date(now.getTime() + 1);
    expect(await attempt('right')).toBe(`token-for-${user.id}`);
    expect(user).toMatchObject({ failedLogins: 0, blockedUntil: null });
  });

  it('a success resets the count of wrong passwords', async () => {
    const user = users.add({ email: 'a@b.co' });
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await attempt('wrong');
    await attempt('right');
    expect(user.failedLogins).toBe(0);
    expect(await attempt('wrong')).toBe('WRONG_PASSWORD');
    expect(user.blockedUntil).toBeNull();
  });
});
