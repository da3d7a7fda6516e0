import type { ClockRepository } from '@carta/nest-core';
import { FakeClock, FakeMails, fakePasswords, fakeTokens, InMemoryUsers } from '../../test/fakes';
import type { AccountMailsService } from '../links/account-mails.service';
import type { PasswordRepository } from '../security/password.repository';
import type { TokenRepository } from '../security/token.repository';
import type { UsersRepository } from '../users/users.repository';
import { ProfileService } from './profile.service';

describe('ProfileService', () => {
  let users: InMemoryUsers;
  let mails: FakeMails;
  let clock: FakeClock;
  let service: ProfileService;

  beforeEach(() => {
    users = new InMemoryUsers();
    mails = new FakeMails();
    clock = new FakeClock(new Date('2026-05-01T10:00:00Z'));
    service = new ProfileService(
      users as unknown as UsersRepository,
      fakePasswords as PasswordRepository,
      fakeTokens as unknown as TokenRepository,
      clock as unknown as ClockRepository,
      mails as unknown as AccountMailsService,
    );
  });

  const code = (error: { code: string }) => error.code;

  it('shows the profile without id, role or password', async () => {
    const user = users.add({ email: 'a@b.co', name: 'Ana', role: 'admin' });
    expect(await service.get(user.id)).toEqual({
      verified: true,
      name: 'Ana',
      email: 'a@b.co',
      phone: '',
      city: '',
      country: '',
      urlAvatar: '',
    });
    expect(await service.get('gone').catch(code)).toBe('UNAUTHORIZED');
  });

  it('changes only the profile fields; the same e-mail keeps it verified and mails nothing', async () => {
    const user = users.add({ email: 'a@b.co' });
    const input = { email: 'a@b.co', city: 'Madrid', role: 'admin', verified: false, _id: 'other' };
    expect(await service.update(user.id, input)).toMatchObject({ email: 'a@b.co', city: 'Madrid', verified: true });
    expect(user).toMatchObject({ id: user.id, role: 'user', verified: true });
    expect(mails.sent).toEqual([]);
  });

  it('a new e-mail must be verified again: unverified, and a link mailed to it', async () => {
    const user = users.add({ email: 'a@b.co' });
    expect(await service.update(user.id, { email: 'new@b.co' })).toMatchObject({ email: 'new@b.co', verified: false });
    expect(mails.sent).toEqual([{ kind: 'verify', to: 'new@b.co' }]);
  });

  it("another user's e-mail: EMAIL_ALREADY_EXISTS, nothing changed", async () => {
    const user = users.add({ email: 'a@b.co' });
    users.add({ email: 'taken@b.co' });
    expect(await service.update(user.id, { email: 'taken@b.co', city: 'X' }).catch(code)).toBe('EMAIL_ALREADY_EXISTS');
    expect(user).toMatchObject({ email: 'a@b.co', city: '', verified: true });
  });

  it('changes the password with the old one, ends older sessions and hands a fresh token', async () => {
    const user = users.add({ email: 'a@b.co' });
    expect(await service.changePassword(user.id, 'right', 'new-pass')).toEqual({
      msg: 'PASSWORD_CHANGED',
      token: `token-for-${user.id}`,
    });
    expect(user.passwordHash).toBe('hash:new-pass');
    expect(users.sessionsValidAfter.get(user.id)).toEqual(clock.at);
  });

  it('a wrong old password: WRONG_PASSWORD, the password untouched', async () => {
    const user = users.add({ email: 'a@b.co' });
    expect(await service.changePassword(user.id, 'wrong', 'new-pass').catch(code)).toBe('WRONG_PASSWORD');
    expect(user.passwordHash).toBe('hash:right');
    expect(users.sessionsValidAfter.has(user.id)).toBe(false);
  });
});
