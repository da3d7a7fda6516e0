import { Logger } from '@nestjs/common';
import { withFakes } from '../../test/fakes';
import { BLOCK_MS, MAX_FAILED_LOGINS } from '../lockout/lockout.service';
import { AccountsService } from './accounts.service';

describe('AccountsService', () => {
  const fake = withFakes(
    (real) =>
      new AccountsService(
        real.users,
        real.passwords,
        real.sessions,
        real.clock,
        real.links,
        real.ids,
        real.mails,
        real.lockout,
      ),
  );

  const code = (error: { code: string }) => error.code;

  describe('login', () => {
    const attempt = (password: string) =>
      fake.service.login({ email: 'a@b.co', password }).then((result) => result.token, code);

    it('unknown e-mail: USER_DOES_NOT_EXIST, after the same one hash verification as a real account', async () => {
      expect(await attempt('right')).toBe('USER_DOES_NOT_EXIST');
      expect(fake.passwords.verified).toEqual([null]);
    });

    it('takes the strike before checking: a blocked account checks no password', async () => {
      fake.users.add({ email: 'a@b.co' });
      for (let i = 0; i < MAX_FAILED_LOGINS; i++) await attempt('wrong');
      expect(fake.passwords.verified).toHaveLength(MAX_FAILED_LOGINS);
      expect(await attempt('right')).toBe('BLOCKED_USER');
      expect(fake.passwords.verified).toHaveLength(MAX_FAILED_LOGINS);
    });

    it('blocks after five wrong passwords, for two hours, even the right password', async () => {
      const user = fake.users.add({ email: 'a@b.co' });
      const start = fake.clock.at;
      for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect(await attempt('wrong')).toBe('WRONG_PASSWORD');
      expect(user.blockedUntil).toEqual(new Date(start.getTime() + BLOCK_MS));
      expect(await attempt('right')).toBe('BLOCKED_USER');
      fake.clock.at = new Date(start.getTime() + BLOCK_MS - 1);
      expect(await attempt('right')).toBe('BLOCKED_USER');
      fake.clock.at = new Date(start.getTime() + BLOCK_MS);
      expect(await attempt('right')).toBe(`token-for-${user.id}`);
      expect(user).toMatchObject({ failedLogins: 0, blockedUntil: null });
    });

    it('a success resets the count of wrong passwords', async () => {
      const user = fake.users.add({ email: 'a@b.co' });
      for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await attempt('wrong');
      await attempt('right');
      expect(user.failedLogins).toBe(0);
      expect(await attempt('wrong')).toBe('WRONG_PASSWORD');
      expect(user.blockedUntil).toBeNull();
    });
  });

  describe('register', () => {
    const input = { name: 'Ana', email: 'ana@b.co', password: 'secret' };

    it('creates an unverified user in the asked language, mails the link and signs in', async () => {
      const { user, token } = await fake.service.register(input, 'en');
      expect(user).toMatchObject({ name: 'Ana', email: 'ana@b.co', role: 'user', verified: false });
      expect(token).toBe(`token-for-${user._id}`);
      expect(fake.users.rows.get(user._id)).toMatchObject({ passwordHash: 'hash:secret', locale: 'en' });
      expect(fake.mails.sent).toEqual([{ kind: 'verify', to: 'ana@b.co' }]);
    });

    it('a taken e-mail: EMAIL_ALREADY_EXISTS, nothing mailed', async () => {
      fake.users.add({ email: 'ana@b.co' });
      expect(await fake.service.register(input, 'es').catch(code)).toBe('EMAIL_ALREADY_EXISTS');
      expect(fake.mails.sent).toEqual([]);
    });

    it('a mail that fails is logged and still leaves the account (it can be sent again)', async () => {
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      fake.mails.fail = true;
      const { user } = await fake.service.register(input, 'es');
      expect(fake.users.rows.has(user._id)).toBe(true);
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ msg: 'verification mail failed' }));
      logged.mockRestore();
    });
  });

  describe('verification', () => {
    it('a live link verifies once; an expired one does not', async () => {
      const user = fake.users.add({ email: 'a@b.co', verified: false });
      await fake.links.replaceVerification(null, user.id, fake.ids.hash('live'), new Date(fake.clock.at.getTime() + 1));
      expect(await fake.service.verify('live')).toEqual({ email: 'a@b.co', verified: true });
      expect(user.verified).toBe(true);
      expect(await fake.service.verify('live').catch(code)).toBe('NOT_FOUND_OR_ALREADY_VERIFIED');
      await fake.links.replaceVerification(null, user.id, fake.ids.hash('old'), fake.clock.at);
      expect(await fake.service.verify('old').catch(code)).toBe('NOT_FOUND_OR_ALREADY_VERIFIED');
    });

    it("an e-mail change's link moves the address and ends every session; the account's own link ends none", async () => {
      const user = fake.users.add({ email: 'a@b.co', verified: false });
      fake.users.session(user);
      const expiresAt = new Date(fake.clock.at.getTime() + 1);
      await fake.links.replaceVerification(null, user.id, fake.ids.hash('own'), expiresAt);
      expect(await fake.service.verify('own')).toEqual({ email: 'a@b.co', verified: true });
      expect(fake.users.liveSessions(user.id)).toHaveLength(1);
      await fake.links.replaceEmailChange(null, user.id, fake.ids.hash('move'), expiresAt, 'new@b.co');
      expect(await fake.service.verify('move')).toEqual({ email: 'new@b.co', verified: true });
      expect(fake.users.liveSessions(user.id)).toEqual([]);
    });

    it('resends only to an unverified user', async () => {
      const pending = fake.users.add({ email: 'p@b.co', verified: false });
      const done = fake.users.add({ email: 'd@b.co' });
      expect(await fake.service.resendValidation(pending.id)).toEqual({ email: 'p@b.co' });
      expect(fake.mails.sent).toEqual([{ kind: 'verify', to: 'p@b.co' }]);
      expect(await fake.service.resendValidation(done.id).catch(code)).toBe('NOT_FOUND_OR_ALREADY_VERIFIED');
      expect(await fake.service.resendValidation('gone').catch(code)).toBe('UNAUTHORIZED');
    });
  });

  describe('password reset', () => {
    it('answers the same for an unknown e-mail, before any mail; mails only a known one', async () => {
      fake.users.add({ email: 'a@b.co' });
      expect(fake.service.forgot({ email: 'a@b.co' })).toEqual({ msg: 'RESET_EMAIL_SENT', email: 'a@b.co' });
      expect(fake.service.forgot({ email: 'x@b.co' })).toEqual({ msg: 'RESET_EMAIL_SENT', email: 'x@b.co' });
      expect(fake.mails.sent).toEqual([]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(fake.mails.sent).toEqual([{ kind: 'reset', to: 'a@b.co' }]);
    });

    it('a reset lifts a lockout', async () => {
      const user = fake.users.add({ email: 'a@b.co', blockedUntil: new Date(fake.clock.at.getTime() + BLOCK_MS) });
      await fake.links.createReset(
        null,
        user.id,
        fake.ids.hash('r1'),
        new Date(fake.clock.at.getTime() + 1),
        fake.clock.at,
      );
      await fake.service.reset({ id: 'r1', password: 'new-pass' });
      expect(await fake.service.login({ email: 'a@b.co', password: 'new-pass' })).toMatchObject({ user: {} });
    });

    it('a live link sets the password once, verifies the e-mail and ends every session', async () => {
      const user = fake.users.add({ email: 'a@b.co', verified: false });
      fake.users.session(user);
      fake.users.session(user);
      await fake.links.createReset(
        null,
        user.id,
        fake.ids.hash('r1'),
        new Date(fake.clock.at.getTime() + 1),
        fake.clock.at,
      );
      expect(await fake.service.reset({ id: 'r1', password: 'new-pass' })).toEqual({ msg: 'PASSWORD_CHANGED' });
      expect(user).toMatchObject({ passwordHash: 'hash:new-pass', verified: true });
      expect(fake.users.liveSessions(user.id)).toEqual([]);
      expect(await fake.service.reset({ id: 'r1', password: 'again' }).catch(code)).toBe('NOT_FOUND_OR_ALREADY_USED');
    });

    it("the old address's restore link gives it back and ends every session", async () => {
      const user = fake.users.add({ email: 'new@b.co' });
      fake.users.session(user);
      await fake.links.createRestore(
        null,
        user.id,
        fake.ids.hash('back'),
        new Date(fake.clock.at.getTime() + 1),
        'a@b.co',
      );
      expect(await fake.service.reset({ id: 'back', password: 'mine-again' })).toEqual({ msg: 'PASSWORD_CHANGED' });
      expect(user).toMatchObject({ email: 'a@b.co', passwordHash: 'hash:mine-again' });
      expect(fake.users.liveSessions(user.id)).toEqual([]);
    });

    it('an unknown or expired link: NOT_FOUND_OR_ALREADY_USED, the password untouched', async () => {
      const user = fake.users.add({ email: 'a@b.co' });
      await fake.links.createReset(null, user.id, fake.ids.hash('old'), fake.clock.at, fake.clock.at);
      expect(await fake.service.reset({ id: 'old', password: 'new-pass' }).catch(code)).toBe(
        'NOT_FOUND_OR_ALREADY_USED',
      );
      expect(await fake.service.reset({ id: 'nope', password: 'new-pass' }).catch(code)).toBe(
        'NOT_FOUND_OR_ALREADY_USED',
      );
      expect(user.passwordHash).toBe('hash:right');
    });
  });

  it('a login opens a session', async () => {
    const user = fake.users.add({ email: 'a@b.co' });
    expect(await fake.service.login({ email: 'a@b.co', password: 'right' })).toMatchObject({
      token: `token-for-${user.id}`,
    });
    expect(fake.users.liveSessions(user.id)).toHaveLength(1);
  });

  it("refresh re-signs the caller's session while it stands; an ended one: UNAUTHORIZED", async () => {
    const user = fake.users.add({ email: 'a@b.co', role: 'admin' });
    const claims = fake.users.session(user);
    expect(await fake.service.refresh(claims)).toEqual({ token: `token-for-${user.id}` });
    fake.users.sessions.get(claims.sid)!.endedAt = fake.clock.at;
    expect(await fake.service.refresh(claims).catch(code)).toBe('UNAUTHORIZED');
  });
});
