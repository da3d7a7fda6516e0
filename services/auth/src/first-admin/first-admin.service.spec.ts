import { ConfigError } from '@carta/contracts';
import { FakePasswords, InMemoryUsers } from '../../test/fakes';
import type { PasswordRepository } from '../security/password.repository';
import type { UsersRepository } from '../users/users.repository';
import { FirstAdminService } from './first-admin.service';

const PRODUCTION = { NODE_ENV: 'production', ADMIN_EMAIL: null, ADMIN_PASSWORD: null };

function start(env: { NODE_ENV: string; ADMIN_EMAIL: string | null; ADMIN_PASSWORD: string | null }) {
  const users = new InMemoryUsers();
  const service = new FirstAdminService(
    users as unknown as UsersRepository,
    new FakePasswords() as unknown as PasswordRepository,
    env,
  );
  return { users, run: () => service.onApplicationBootstrap() };
}

describe('FirstAdminService', () => {
  it('a production start without an admin and without ADMIN_EMAIL / ADMIN_PASSWORD stops, naming both', async () => {
    const { users, run } = start(PRODUCTION);
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      expect.stringMatching(/^ADMIN_EMAIL: missing/),
      expect.stringMatching(/^ADMIN_PASSWORD: missing, .*at least 12 characters/),
    ]);
    expect(users.rows.size).toBe(0);
  });

  it('creates the first admin, verified, from the variables, the password hashed', async () => {
    const { users, run } = start({ ...PRODUCTION, ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'a-long-password' });
    await run();
    expect([...users.rows.values()]).toEqual([
      expect.objectContaining({
        email: 'boss@example.com',
        role: 'admin',
        verified: true,
        passwordHash: 'hash:a-long-password',
      }),
    ]);
  });

  it("refuses an address that is a user's account rather than promoting it", async () => {
    const { users, run } = start({ ...PRODUCTION, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: '0123456789ab' });
    users.add({ email: 'owner@example.com' });
    await expect(run()).rejects.toThrow(/ADMIN_EMAIL: already the address of an account that is not an admin/);
    expect(users.rows.size).toBe(1);
  });

  it('changes nothing once an admin exists, and needs nothing outside production', async () => {
    const existing = start({ ...PRODUCTION, ADMIN_EMAIL: 'x@example.com', ADMIN_PASSWORD: '0123456789ab' });
    const admin = existing.users.add({ email: 'first@example.com', role: 'admin' });
    await existing.run();
    expect([...existing.users.rows.values()]).toEqual([admin]);
    const tryOut = start({ ...PRODUCTION, NODE_ENV: 'development' });
    await tryOut.run();
    expect(tryOut.users.rows.size).toBe(0);
  });
});
