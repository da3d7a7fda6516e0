import { withFakes } from '../../test/fakes';
import { MAX_FAILED_LOGINS } from '../lockout/lockout.service';
import { ProfileService } from './profile.service';

describe('ProfileService', () => {
  const fake = withFakes(
    (real) => new ProfileService(real.users, real.passwords, real.tokens, real.clock, real.mails, real.lockout),
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

  it('a new e-mail without the password: EMAIL_CHANGE_NEEDS_PASSWORD, nothing changed', async () => {
    const user = fake.users.add({ email: 'a@b.co' });
    expect(await fake.service.update(user.id, { email: 'new@b.co', city: 'X' }).catch(code)).toBe(
      'EMAIL_CHANGE_NEEDS_PASSWORD',
    );
    expect(user).toMatchObject({ email: 'a@b.co', city: '', verified: true });
    expect(fake.mails.sent).toEqual([]);
  });

  describe('changeEmail', () => {
    it('with the password: nothing changes yet; the new address gets the link, the old one is told', async () => {
      const user = fake.users.add({ email: 'a@b.co' });
      expect(await fake.service.changeEmail(user.id, 'new@b.co', 'right')).toEqual({
        msg: 'EMAIL_CHANGE_SENT',
        email: 'new@b.co',
      });
      expect(user).toMatchObject({ email: 'a@b.co', verified: true });
      expect(fake.mails.sent).toEqual([
        { kind: 'confirmEmail', to: 'new@b.co' },
        { kind: 'emailChanging', to: 'a@b.co' },
      ]);
    });

    it('a wrong password: WRONG_PASSWORD, a strike toward the lockout; nothing mailed', async () => {
      const user = fake.users.add({ email: 'a@b.co' });
      for (let i = 0; i < MAX_FAILED_LOGINS; i++)
        expect(await fake.service.changeEmail(user.id, 'new@b.co', 'wrong').catch(code)).toBe('WRONG_PASSWORD');
      expect(await fake.service.changeEmail(user.id, 'new@b.co', 'right').catch(code)).toBe('BLOCKED_USER');
      expect(fake.mails.sent).toEqual([]);
    });

    it("another account's or its own address: EMAIL_ALREADY_EXISTS, checked after the password", async () => {
      const user = fake.users.add({ email: 'a@b.co' });
      fake.users.add({ email: 'taken@b.co' });
      expect(await fake.service.changeEmail(user.id, 'taken@b.co', 'wrong').catch(code)).toBe('WRONG_PASSWORD');
      expect(await fake.service.changeEmail(user.id, 'taken@b.co', 'right').catch(code)).toBe('EMAIL_ALREADY_EXISTS');
      expect(await fake.service.changeEmail(user.id, 'a@b.co', 'right').catch(code)).toBe('EMAIL_ALREADY_EXISTS');
      expect(fake.mails.sent).toEqual([]);
    });
  });

  it('changes the password with the old one, ends older sessions and hands a fresh token', async () => {
    const user = fake.users.add({ email: 'a@b.co' });
    expect(await fake.service.changePassword(user.id, 'right', 'new-pass')).toEqual({
      msg: 'PASSWORD_CHANGED',
      token: `token-for-${user.id}`,
    });
    expect(user.passwordHash).toBe('hash:new-pass');
    expect(fake.users.sessionsValidAfter.get(user.id)).toEqual(fake.clock.at);
  });

  it('a wrong old password: WRONG_PASSWORD, the password untouched, a strike toward the lockout', async () => {
    const user = fake.users.add({ email: 'a@b.co' });
    expect(await fake.service.changePassword(user.id, 'wrong', 'new-pass').catch(code)).toBe('WRONG_PASSWORD');
    expect(user).toMatchObject({ passwordHash: 'hash:right', failedLogins: 1 });
    expect(fake.users.sessionsValidAfter.has(user.id)).toBe(false);
    for (let i = 1; i < MAX_FAILED_LOGINS; i++)
      await fake.service.changePassword(user.id, 'wrong', 'new-pass').catch(code);
    expect(await fake.service.changePassword(user.id, 'right', 'new-pass').catch(code)).toBe('BLOCKED_USER');
    expect(user.passwordHash).toBe('hash:right');
  });
});
