import type { ClockRepository } from '@carta/nest-core';
import { FakeClock, fakePasswords, InMemoryLinks, InMemoryUsers } from '../../test/fakes';
import type { PasswordRepository } from '../security/password.repository';
import type { UsersRepository } from '../users/users.repository';
import { UsersAdminService } from './users-admin.service';

describe('UsersAdminService', () => {
  let users: InMemoryUsers;
  let clock: FakeClock;
  let service: UsersAdminService;

  beforeEach(() => {
    users = new InMemoryUsers();
    clock = new FakeClock(new Date('2026-05-01T10:00:00Z'));
    service = new UsersAdminService(
      users as unknown as UsersRepository,
      fakePasswords as PasswordRepository,
      clock as unknown as ClockRepository,
    );
  });

  const code = (error: { code: string }) => error.code;

  it('lists users as the API shows them: no password hash, no locale', async () => {
    users.add({ email: 'a@b.co' });
    const page = await service.list({});
    expect(page.totalDocs).toBe(1);
    expect(Object.keys(page.docs[0]).sort()).toEqual(
      ['_id', 'city', 'country', 'email', 'name', 'phone', 'role', 'urlAvatar', 'verified'].sort(),
    );
  });

  it('creates a user with the chosen role and a hashed password; a taken e-mail: EMAIL_ALREADY_EXISTS', async () => {
    const created = await service.create({ name: 'Ana', email: 'ana@b.co', password: 'secret', role: 'admin' });
    expect(created).toMatchObject({ role: 'admin', phone: '', city: '', country: '', verified: false });
    expect(users.rows.get(created._id)?.passwordHash).toBe('hash:secret');
    const again = { name: 'Other', email: 'ana@b.co', password: 'secret', role: 'user' as const };
    expect(await service.create(again).catch(code)).toBe('EMAIL_ALREADY_EXISTS');
  });

  it('an unknown id: NOT_FOUND for get, update and delete', async () => {
    expect(await service.get('gone').catch(code)).toBe('NOT_FOUND');
    expect(await service.update('gone', { name: 'X' }).catch(code)).toBe('NOT_FOUND');
    expect(await service.remove('gone').catch(code)).toBe('NOT_FOUND');
  });

  it('a new role ends the sessions that carry the old one; the same role does not', async () => {
    const user = users.add({ email: 'a@b.co' });
    await service.update(user.id, { role: 'user', city: 'Lugo' });
    expect(users.sessionsValidAfter.has(user.id)).toBe(false);
    expect(await service.update(user.id, { role: 'admin' })).toMatchObject({ role: 'admin', city: 'Lugo' });
    expect(users.sessionsValidAfter.get(user.id)).toEqual(clock.at);
  });

  it("a new e-mail must be verified again and voids the old address's links", async () => {
    const user = users.add({ email: 'a@b.co' });
    const links = new InMemoryLinks(users);
    await links.createReset(user.id, Buffer.from('r'), new Date(clock.at.getTime() + 1));
    expect(await service.update(user.id, { email: 'a@b.co' })).toMatchObject({ verified: true });
    expect(await service.update(user.id, { email: 'new@b.co' })).toMatchObject({ email: 'new@b.co', verified: false });
    expect(await links.findResetUser(Buffer.from('r'), clock.at)).toBeNull();
  });

  it('never leaves no admin: the last one can be neither demoted nor deleted (LAST_ADMIN)', async () => {
    const admin = users.add({ email: 'admin@b.co', role: 'admin' });
    expect(await service.update(admin.id, { role: 'user' }).catch(code)).toBe('LAST_ADMIN');
    expect(await service.remove(admin.id).catch(code)).toBe('LAST_ADMIN');
    const second = users.add({ email: 'second@b.co', role: 'admin' });
    expect(await service.remove(admin.id)).toMatchObject({ email: 'admin@b.co' });
    expect(await service.update(second.id, { role: 'user' }).catch(code)).toBe('LAST_ADMIN');
  });

  it('deletes a user and answers what was deleted', async () => {
    const user = users.add({ email: 'a@b.co' });
    users.add({ email: 'admin@b.co', role: 'admin' });
    expect(await service.remove(user.id)).toMatchObject({ _id: user.id, email: 'a@b.co' });
    expect(await service.get(user.id).catch(code)).toBe('NOT_FOUND');
  });
});
