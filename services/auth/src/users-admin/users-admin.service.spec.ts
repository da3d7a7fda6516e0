import { withFakes } from '../../test/fakes';
import { UsersAdminService } from './users-admin.service';
import { USER_FIELDS } from '../../test/user-fields';

describe('UsersAdminService', () => {
  const fake = withFakes((real) => new UsersAdminService(real.users, real.passwords, real.clock, real.mails));

  const code = (error: { code: string }) => error.code;

  it('lists users as the API shows them: no password hash, no locale; when created and changed', async () => {
    fake.users.add({ email: 'a@b.co' });
    const page = await fake.service.list({});
    expect(page.totalDocs).toBe(1);
    expect(Object.keys(page.docs[0]).sort()).toEqual(USER_FIELDS);
    expect(page.docs[0]).toMatchObject({ createdAt: new Date(0).toISOString(), updatedAt: new Date(0).toISOString() });
  });

  it('creates a user with the chosen role and a hashed password; a taken e-mail: EMAIL_ALREADY_EXISTS', async () => {
    const input = { name: 'Ana', email: 'ana@b.co', password: 'secret', role: 'admin' as const };
    const created = await fake.service.create(input, 'en');
    expect(created).toMatchObject({ role: 'admin', phone: '', city: '', country: '', verified: false });
    expect(fake.users.rows.get(created._id)).toMatchObject({ passwordHash: 'hash:secret', locale: 'en' });
    expect(fake.mails.sent).toEqual([{ kind: 'welcome', to: 'ana@b.co' }]);
    const again = { name: 'Other', email: 'ana@b.co', password: 'secret', role: 'user' as const };
    expect(await fake.service.create(again, 'es').catch(code)).toBe('EMAIL_ALREADY_EXISTS');
  });

  it('a mail that fails leaves the account created; the admin sends it again until the address is verified', async () => {
    fake.mails.fail = true;
    const created = await fake.service.create(
      { name: 'Ana', email: 'ana@b.co', password: 'secret', role: 'user' },
      'es',
    );
    expect(fake.users.rows.has(created._id)).toBe(true);
    fake.mails.fail = false;
    expect(await fake.service.resendVerification(created._id)).toEqual({ email: 'ana@b.co' });
    expect(fake.mails.sent).toEqual([{ kind: 'verifyAsked', to: 'ana@b.co' }]);
    const verified = fake.users.add({ email: 'v@b.co' });
    expect(await fake.service.resendVerification(verified.id).catch(code)).toBe('NOT_FOUND_OR_ALREADY_VERIFIED');
    expect(await fake.service.resendVerification('gone').catch(code)).toBe('NOT_FOUND');
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
