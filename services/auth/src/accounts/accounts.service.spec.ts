import { Logger } from '@nestjs/common';
import type { ClockRepository } from '@carta/nest-core';
import {
  FakeClock,
  fakeIds,
  FakeMails,
  fakePasswords,
  fakeTokens,
  InMemoryLinks,
  InMemoryUsers,
} from '../../test/fakes';
import type { AccountMailsService } from '../links/account-mails.service';
import type { LinksRepository } from '../links/links.repository';
import type { OneTimeIdRepository } from '../security/one-time-id.repository';
import type { PasswordRepository } from '../security/password.repository';
import type { TokenRepository } from '../security/token.repository';
import type { UsersRepository } from '../users/users.repository';
import { AccountsService, BLOCK_MS, MAX_FAILED_LOGINS } from './accounts.service';

describe('AccountsService', () => {
  let users: InMemoryUsers;
  let links: InMemoryLinks;
  let mails: FakeMails;
  let clock: FakeClock;
  let ids: ReturnType<typeof fakeIds>;
  let service: AccountsService;

  beforeEach(() => {
    users = new InMemoryUsers();
    links = new InMemoryLinks(users);
    mails = new FakeMails();
    clock = new FakeClock(new Date('2026-05-01T10:00:00Z'));
    ids = fakeIds();
    service = new AccountsService(
      users as unknown as UsersRepository,
      fakePasswords as PasswordRepository,
      fakeTokens as unknown as TokenRepository,
      clock as unknown as ClockRepository,
      links as unknown as LinksRepository,
      ids as OneTimeIdRepository,
      mails as unknown as AccountMailsService,
    );
  });

  const code = (error: { code: string }) => error.code;

  describe('login', () => {
    const attempt = (password: string) =>
      service.login({ email: 'a@b.co', password }).then((result) => result.token, code);

    it('unknown e-mail: USER_DOES_NOT_EXIST', async () => {
      expect(await attempt('right')).toBe('USER_DOES_NOT_EXIST');
    });

    it('blocks after five wrong passwords, for two hours, even the right password', async () => {
      const user = users.add({ email: 'a@b.co' });
      const start = clock.at;
      for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect(await attempt('wrong')).toBe('WRONG_PASSWORD');
      expect(user.blockedUntil).toEqual(new Date(start.getTime() + BLOCK_MS));
      expect(await attempt('right')).toBe('BLOCKED_USER');
      clock.at = new Date(start.getTime() + BLOCK_MS - 1);
      expect(await attempt('right')).toBe('BLOCKED_USER');
      clock.at = new Date(start.getTime() + BLOCK_MS);
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

  describe('register', () => {
    const input = { name: 'Ana', email: 'ana@b.co', password: 'secret' };

    it('creates an unverified user in the asked language, mails the link and signs in', async () => {
      const { user, token } = await service.register(input, 'en');
      expect(user).toMatchObject({ name: 'Ana', email: 'ana@b.co', role: 'user', verified: false });
      expect(token).toBe(`token-for-${user._id}`);
      expect(users.rows.get(user._id)).toMatchObject({ passwordHash: 'hash:secret', locale: 'en' });
      expect(mails.sent).toEqual([{ kind: 'verify', to: 'ana@b.co' }]);
    });

    it('a taken e-mail: EMAIL_ALREADY_EXISTS, nothing mailed', async () => {
      users.add({ email: 'ana@b.co' });
      expect(await service.register(input, 'es').catch(code)).toBe('EMAIL_ALREADY_EXISTS');
      expect(mails.sent).toEqual([]);
    });

    it('a mail that fails is logged and still leaves the account (it can be sent again)', async () => {
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      mails.fail = true;
      const { user } = await service.register(input, 'es');
      expect(users.rows.has(user._id)).toBe(true);
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ msg: 'verification mail failed' }));
      logged.mockRestore();
    });
  });

  describe('verification', () => {
    it('a live link verifies once; an expired one does not', async () => {
      const user = users.add({ email: 'a@b.co', verified: false });
      await links.replaceVerification(user.id, ids.hash('live'), new Date(clock.at.getTime() + 1));
      expect(await service.verify('live')).toEqual({ email: 'a@b.co', verified: true });
      expect(user.verified).toBe(true);
      expect(await service.verify('live').catch(code)).toBe('NOT_FOUND_OR_ALREADY_VERIFIED');
      await links.replaceVerification(user.id, ids.hash('old'), clock.at);
      expect(await service.verify('old').catch(code)).toBe('NOT_FOUND_OR_ALREADY_VERIFIED');
    });

    it('resends only to an unverified user', async () => {
      const pending = users.add({ email: 'p@b.co', verified: false });
      const done = users.add({ email: 'd@b.co' });
      expect(await service.resendValidation(pending.id)).toEqual({ email: 'p@b.co' });
      expect(mails.sent).toEqual([{ kind: 'verify', to: 'p@b.co' }]);
      expect(await service.resendValidation(done.id).catch(code)).toBe('NOT_FOUND_OR_ALREADY_VERIFIED');
      expect(await service.resendValidation('gone').catch(code)).toBe('UNAUTHORIZED');
    });
  });

  describe('password reset', () => {
    it('answers the same for an unknown e-mail, and mails only a known one', async () => {
      users.add({ email: 'a@b.co' });
      expect(await service.forgot({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
      expect(await service.forgot({ email: 'x@b.co' })).toEqual({ email: 'x@b.co' });
      expect(mails.sent).toEqual([{ kind: 'reset', to: 'a@b.co' }]);
    });

    it('a live link sets the password once, verifies the e-mail and ends older sessions', async () => {
      const user = users.add({ email: 'a@b.co', verified: false });
      await links.createReset(user.id, ids.hash('r1'), new Date(clock.at.getTime() + 1));
      expect(await service.reset({ id: 'r1', password: 'new-pass' })).toEqual({ msg: 'PASSWORD_CHANGED' });
      expect(user).toMatchObject({ passwordHash: 'hash:new-pass', verified: true });
      expect(users.sessionsValidAfter.get(user.id)).toEqual(clock.at);
      expect(await service.reset({ id: 'r1', password: 'again' }).catch(code)).toBe('NOT_FOUND_OR_ALREADY_USED');
    });

    it('an unknown or expired link: NOT_FOUND_OR_ALREADY_USED, the password untouched', async () => {
      const user = users.add({ email: 'a@b.co' });
      await links.createReset(user.id, ids.hash('old'), clock.at);
      expect(await service.reset({ id: 'old', password: 'new-pass' }).catch(code)).toBe('NOT_FOUND_OR_ALREADY_USED');
      expect(await service.reset({ id: 'nope', password: 'new-pass' }).catch(code)).toBe('NOT_FOUND_OR_ALREADY_USED');
      expect(user.passwordHash).toBe('hash:right');
    });
  });

  it('refresh signs a token with the current user; a deleted user: UNAUTHORIZED', async () => {
    const user = users.add({ email: 'a@b.co', role: 'admin' });
    expect(await service.refresh(user.id)).toEqual({ token: `token-for-${user.id}` });
    expect(await service.refresh('gone').catch(code)).toBe('UNAUTHORIZED');
  });
});
