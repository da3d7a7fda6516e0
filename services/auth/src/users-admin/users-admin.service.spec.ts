import { withFakes } from '../../test/fakes';
import { UsersAdminService } from './users-admin.service';
import { USER_FIELDS } from '../../test/user-fields';

describe('UsersAdminService', () => {
  const fake = withFakes((real) => new UsersAdminService(real.users, real.passwords, real.clock));

  const code = (error: { code: string }) => error.code;

  it('lists users as the API shows them: no password hash, no locale; when created and changed', async () => {
    fake.users.add({ email: 'a@b.co' });
    const page = await fake.service.list({});
    expect(page.totalDocs).toBe(1);
    expect(Object.keys(page.docs[0]).sort()).toEqual(USER_FIELDS);
    expect(page.docs[0]).toMatchObject({ createdAt: new Date(0).toISOString(), updatedAt: new Date(0).toISOString() });
  });

  it('creates a user with the chosen role and a hashed password; a taken e-mail: EMAIL_ALREADY_EXISTS', async () => {
    const created = await fake.service.create({ name: 'Ana', email: 'ana@b.co', password: 'secret', role: 'admin' });
    expect(created).toMatchObject({ role: 'admin', phone: '', city: '', country: '', verified: false });
    expect(fake.users.rows.get(created._id)?.passwordHash).toBe('hash:secret');
    const again = { name: 'Other', email: 'ana@b.co', password: 'secret', role: 'user' as const };
    expect(await fake.service.create(again).catch(code)).toBe('EMAIL_ALREADY_EXISTS');
  });

  it('an unknown id: NOT_FOUND for get, update and delete', async () => {
    expect(await fake.service.get('gone').catch(code)).toBe('NOT_FOUND');
    expect(await fake.service.update('gone', { name: 'X' }).catch(code)).toBe('NOT_FOUND');
    expect(await fake.service.remove('gone').catch(code)).toBe('NOT_FOUND');
  });

  it('a new role ends the sessions that carry the old one; the same role does not', async () => {
    const user = fake.users.add({ email: 'a@b.co' });
    const session = fake.users.session(user);
    await fake.service.update(user.id, { role: 'user', city: 'Lugo' });
    expect(fake.users.liveSessions(user.id)).toEqual([session.sid]);
    expect(await fake.service.update(user.id, { role: 'admin' })).toMatchObject({ role: 'admin', city: 'Lugo' });
    expect(fake.users.liveSessions(user.id)).toEqual([]);
    expect(fake.users.sessions.get(session.sid)?.endedAt).toEqual(fake.clock.at);
  });

  it("a new e-mail must be verified again and voids the old address's links", async () => {
    const user = fake.users.add({ email: 'a@b.co' });
    await fake.links.createReset(null, user.id, Buffer.from('r'), new Date(fake.clock.at.getTime() + 1), fake.clock.at);
    expect(await fake.service.update(user.id, { email: 'a@b.co' })).toMatchObject({ verified: true });
    expect(await fake.service.update(user.id, { email: 'new@b.co' })).toMatchObject({
      email: 'new@b.co',
      verified: false,
    });
    expect(await fake.links.findResetUser(Buffer.from('r'), fake.clock.at)).toBeNull();
  });

  it('never leaves no admin: the last one can be neither demoted nor deleted (LAST_ADMIN)', async () => {
    const admin = fake.users.add({ email: 'admin@b.co', role: 'admin' });
    expect(await fake.service.update(admin.id, { role: 'user' }).catch(code)).toBe('LAST_ADMIN');
    expect(await fake.service.remove(admin.id).catch(code)).toBe('LAST_ADMIN');
    const second = fake.users.add({ email: 'second@b.co', role: 'admin' });
    expect(await fake.service.remove(admin.id)).toMatchObject({ email: 'admin@b.co' });
    expect(await fake.service.update(second.id, { role: 'user' }).catch(code)).toBe('LAST_ADMIN');
  });

  it('deletes a user and answers what was deleted', async () => {
    const user = fake.users.add({ email: 'a@b.co' });
    fake.users.add({ email: 'admin@b.co', role: 'admin' });
    expect(await fake.service.remove(user.id)).toMatchObject({ _id: user.id, email: 'a@b.co' });
    expect(await fake.service.get(user.id).catch(code)).toBe('NOT_FOUND');
  });
});
