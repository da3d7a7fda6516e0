import { withFakes } from '../../test/fakes';
import { ProfileService } from './profile.service';

describe('ProfileService', () => {
  const fake = withFakes(
    (real) => new ProfileService(real.users, real.passwords, real.sessions, real.clock, real.mails),
  );

  const code = (error: { code: string }) => error.code;

  it('shows the profile without id, role or password', async () => {
    const user = fake.users.add({ email: 'a@b.co', name: 'Ana', role: 'admin' });
    expect(await fake.service.get(user.id)).toEqual({
      verified: true,
      name: 'Ana',
      email: 'a@b.co',
      phone: '',
      city: '',
      country: '',
      urlAvatar: '',
    });
    expect(await fake.service.get('gone').catch(code)).toBe('UNAUTHORIZED');
  });

  it('changes only the profile fields; the same e-mail keeps it verified and mails nothing', async () => {
    const user = fake.users.add({ email: 'a@b.co' });
    const input = { email: 'a@b.co', city: 'Madrid', role: 'admin', verified: false, _id: 'other' };
    expect(await fake.service.update(user.id, input)).toMatchObject({
      email: 'a@b.co',
      city: 'Madrid',
      verified: true,
    });
    expect(user).toMatchObject({ id: user.id, role: 'user', verified: true });
    expect(fake.mails.sent).toEqual([]);
  });

  it('a new e-mail must be verified again: unverified, and a link mailed to it', async () => {
    const user = fake.users.add({ email: 'a@b.co' });
    expect(await fake.service.update(user.id, { email: 'new@b.co' })).toMatchObject({
      email: 'new@b.co',
      verified: false,
    });
    expect(fake.mails.sent).toEqual([{ kind: 'verify', to: 'new@b.co' }]);
  });

  it("another user's e-mail: EMAIL_ALREADY_EXISTS, nothing changed", async () => {
    const user = fake.users.add({ email: 'a@b.co' });
    fake.users.add({ email: 'taken@b.co' });
    expect(await fake.service.update(user.id, { email: 'taken@b.co', city: 'X' }).catch(code)).toBe(
      'EMAIL_ALREADY_EXISTS',
    );
    expect(user).toMatchObject({ email: 'a@b.co', city: '', verified: true });
  });

  it("changes the password with the old one, ends the user's other sessions, keeps the caller's with a fresh token", async () => {
    const user = fake.users.add({ email: 'a@b.co' });
    const other = fake.users.session(user);
    const caller = fake.users.session(user);
    expect(await fake.service.changePassword(caller, 'right', 'new-pass')).toEqual({
      msg: 'PASSWORD_CHANGED',
      token: `token-for-${user.id}`,
    });
    expect(user.passwordHash).toBe('hash:new-pass');
    expect(fake.users.liveSessions(user.id)).toEqual([caller.sid]);
    expect(fake.users.sessions.get(other.sid)?.endedAt).toEqual(fake.clock.at);
  });

  it('a wrong old password: WRONG_PASSWORD, the password and the sessions untouched', async () => {
    const user = fake.users.add({ email: 'a@b.co' });
    const other = fake.users.session(user);
    const caller = fake.users.session(user);
    expect(await fake.service.changePassword(caller, 'wrong', 'new-pass').catch(code)).toBe('WRONG_PASSWORD');
    expect(user.passwordHash).toBe('hash:right');
    expect(fake.users.liveSessions(user.id)).toEqual([other.sid, caller.sid]);
  });
});
