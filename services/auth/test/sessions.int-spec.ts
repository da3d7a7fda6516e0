import { createPublicKey } from 'node:crypto';
import { decodeProtectedHeader } from 'jose';
import { AUTH_KEYS_ROUTE } from '@carta/contracts';
import { linkId, startMailCatcher, type MailCatcher } from '../../../tools/jest/mail-catcher';
import { startServiceForTest, type ServiceUnderTest } from '../../../tools/jest/service-app';
import { forgedTokens, payloadOf, testKey } from '../../../tools/jest/tokens';
import { AppModule } from '../src/app.module';
import { SESSION_LIFETIME_MS } from '../src/sessions/sessions.repository';
import { UsersRepository } from '../src/users/users.repository';

const UNAUTHORIZED = { status: 401, body: { errors: { msg: 'UNAUTHORIZED' } } };

interface Account {
  id: string;
  email: string;
  password: string;
  token: string;
}

describe('auth: sessions and their tokens', () => {
  let svc: ServiceUnderTest;
  let mail: MailCatcher;
  let counter = 0;

  beforeAll(async () => {
    mail = await startMailCatcher();
    svc = await startServiceForTest(AppModule, {
      name: 'auth',
      env: { SMTP_URL: mail.smtpUrl, AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    });
  });
  afterAll(async () => {
    await svc.close();
    await mail.close();
  });

  async function register(): Promise<Account> {
    const email = `session${++counter}@example.com`;
    const password = 'first-pass';
    const res = await svc.request('/register', { body: { name: 'S', email, password } });
    expect(res.status).toBe(201);
    const body = res.body as { user: { _id: string }; token: string };
    await mail.next(email);
    return { id: body.user._id, email, password, token: body.token };
  }

  async function login(account: Account, password = account.password): Promise<string> {
    const res = await svc.request('/login', { body: { email: account.email, password } });
    expect(res.status).toBe(200);
    return (res.body as { token: string }).token;
  }

  const profileStatus = async (token: string) => (await svc.request('/profile', { token })).status;

  /** Refreshes with `token` again and again until `done` settles; every token it got back. */
  async function refreshWhile(token: string, done: Promise<unknown>): Promise<string[]> {
    let settled = false;
    void done.finally(() => (settled = true));
    const tokens: string[] = [];
    while (!settled) {
      const res = await svc.request('/token', { token });
      if (res.status === 200) tokens.push((res.body as { token: string }).token);
    }
    return tokens;
  }

  describe('the token', () => {
    it('is an RFC 9068 access token: typ at+jwt, the published kid, iss, aud, sub, sid, role, jti', async () => {
      const account = await register();
      const header = decodeProtectedHeader(account.token);
      expect(header).toEqual({ alg: 'RS256', typ: 'at+jwt', kid: svc.key.jwk.kid });
      const claims = payloadOf(account.token);
      expect(claims).toMatchObject({ iss: 'carta-auth', aud: 'carta-api', sub: account.id, role: 'user' });
      expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'jti', 'role', 'sid', 'sub']);
      expect(claims.exp).toBe((claims.iat as number) + 2 * 24 * 3600);
      const { rows } = await svc.db.query('SELECT user_id FROM sessions WHERE id = $1', [claims.sid]);
      expect(rows).toEqual([{ user_id: account.id }]);
    });

    it('publishes its public key, and nothing private, at the key set route without a token', async () => {
      const res = await svc.request(AUTH_KEYS_ROUTE);
      expect(res).toMatchObject({ status: 200, body: { keys: [svc.key.jwk] } });
      expect(JSON.stringify(res.body)).not.toMatch(/"(d|p|q|dp|dq|qi)"/);
    });

    it('refuses, with 401 UNAUTHORIZED, every forged or wrong token', async () => {
      const user = await svc.createUser();
      for (const [kind, token] of Object.entries(await forgedTokens(svc.key, { sub: user.id, sid: user.sid }))) {
        expect({ kind, ...(await svc.request('/profile', { token })) }).toMatchObject({ kind, ...UNAUTHORIZED });
        expect({ kind, ...(await svc.request('/token', { token })) }).toMatchObject({ kind, ...UNAUTHORIZED });
      }
      expect(await profileStatus(user.token)).toBe(200);
    });
  });

  describe('logout', () => {
    it("ends the caller's session on the server: its tokens get 401, the user's other sessions go on", async () => {
      const account = await register();
      const other = await login(account);
      const refreshed = (await svc.request('/token', { token: account.token })).body as { token: string };
      expect(await svc.request('/logout', { method: 'POST', token: account.token })).toMatchObject({ status: 204 });
      for (const token of [account.token, refreshed.token]) {
        expect(await svc.request('/profile', { token })).toMatchObject(UNAUTHORIZED);
        expect(await svc.request('/token', { token })).toMatchObject(UNAUTHORIZED);
        expect(await svc.request('/logout', { method: 'POST', token })).toMatchObject(UNAUTHORIZED);
      }
      expect(await profileStatus(other)).toBe(200);
      expect(await svc.request('/logout', { method: 'POST' })).toMatchObject(UNAUTHORIZED);
    });
  });

  describe('absolute lifetime', () => {
    it('a session lasts 30 days from the login; a refresh never reaches past it, and after it: 401', async () => {
      const account = await register();
      const { sid } = payloadOf(account.token);
      const { rows } = await svc.db.query<{ days: number }>(
        'SELECT extract(epoch FROM expires_at - created_at) * 1000 AS days FROM sessions WHERE id = $1',
        [sid],
      );
      expect(Number(rows[0].days)).toBe(SESSION_LIFETIME_MS);
      // The login was almost 30 days ago: the session has an hour left.
      await svc.db.query(
        `UPDATE sessions SET created_at = now() - interval '30 days' + interval '1 hour',
           expires_at = now() + interval '1 hour' WHERE id = $1`,
        [sid],
      );
      const res = await svc.request('/token', { token: account.token });
      expect(res.status).toBe(200);
      const { exp } = payloadOf((res.body as { token: string }).token);
      const { rows: end } = await svc.db.query<{ at: number }>(
        'SELECT floor(extract(epoch FROM expires_at))::bigint AS at FROM sessions WHERE id = $1',
        [sid],
      );
      expect(exp).toBe(Number(end[0].at));
      await svc.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [sid]);
      expect(await svc.request('/token', { token: account.token })).toMatchObject(UNAUTHORIZED);
      expect(await svc.request('/profile', { token: (res.body as { token: string }).token })).toMatchObject(
        UNAUTHORIZED,
      );
    });
  });

  describe('revocation without a race', () => {
    it('a password change ends every other session, even tokens refreshed while the new password was hashed', async () => {
      const account = await register();
      const other = await login(account);
      const change = svc.request('/profile/changePassword', {
        token: account.token,
        body: { oldPassword: account.password, newPassword: 'second-pass' },
      });
      const raced = await refreshWhile(other, change);
      expect((await change).status).toBe(200);
      expect(raced.length).toBeGreaterThan(0);
      for (const token of [other, ...raced])
        expect(await svc.request('/profile', { token })).toMatchObject(UNAUTHORIZED);
      // The session that made the change goes on, with the token it had and the one it got back.
      expect(await profileStatus(account.token)).toBe(200);
      expect(await profileStatus(((await change).body as { token: string }).token)).toBe(200);
    });

    it('a password reset ends every session, even tokens refreshed while the new password was hashed', async () => {
      const account = await register();
      const other = await login(account);
      await svc.request('/forgot', { body: { email: account.email } });
      const { id } = linkId(await mail.next(account.email), 'reset');
      const reset = svc.request('/reset', { body: { id, password: 'reset-pass' } });
      const raced = (await Promise.all([refreshWhile(account.token, reset), refreshWhile(other, reset)])).flat();
      expect((await reset).status).toBe(200);
      expect(raced.length).toBeGreaterThan(0);
      for (const token of [account.token, other, ...raced]) {
        expect(await svc.request('/profile', { token })).toMatchObject(UNAUTHORIZED);
      }
      expect(await profileStatus(await login(account, 'reset-pass'))).toBe(200);
    });

    it("a confirmed e-mail change ends every session, and so does the old address's restore link", async () => {
      const account = await register();
      const other = await login(account);
      const moved = `moved-${account.email}`;
      const change = await svc.request('/profile/changeEmail', {
        token: account.token,
        body: { email: moved, password: account.password },
      });
      expect(change.status).toBe(200);
      const confirm = linkId(await mail.next(moved), 'verify').id;
      const restore = linkId(await mail.next(account.email), 'reset').id;
      const verify = svc.request('/verify', { body: { id: confirm } });
      const raced = (await Promise.all([refreshWhile(account.token, verify), refreshWhile(other, verify)])).flat();
      expect((await verify).status).toBe(200);
      for (const token of [account.token, other, ...raced]) {
        expect(await svc.request('/profile', { token })).toMatchObject(UNAUTHORIZED);
      }
      const afterChange = await login({ ...account, email: moved });
      expect(await profileStatus(afterChange)).toBe(200);

      expect(await svc.request('/reset', { body: { id: restore, password: 'restored-pass' } })).toMatchObject({
        status: 200,
      });
      expect(await svc.request('/profile', { token: afterChange })).toMatchObject(UNAUTHORIZED);
      expect(await profileStatus(await login(account, 'restored-pass'))).toBe(200);
    });

    it('a role change ends the sessions of the old role, even tokens refreshed while it ran', async () => {
      const admin = await svc.createUser({ role: 'admin' });
      const account = await register();
      const change = svc.request(`/users/${account.id}`, {
        method: 'PATCH',
        token: admin.token,
        body: { role: 'admin' },
      });
      const raced = await refreshWhile(account.token, change);
      expect((await change).status).toBe(200);
      for (const token of [account.token, ...raced]) {
        expect(await svc.request('/profile', { token })).toMatchObject(UNAUTHORIZED);
      }
      expect(payloadOf(await login(account))).toMatchObject({ role: 'admin' });
    });

    it('a login that checked the old password, e-mail or role opens no session once the change is committed', async () => {
      const account = await register();
      const users = new UsersRepository(svc.db);
      const { rows } = await svc.db.query<{ email: string; passwordHash: string }>(
        'SELECT email, password_hash AS "passwordHash" FROM users WHERE id = $1',
        [account.id],
      );
      const checked = { id: account.id, role: 'user' as const, ...rows[0] };
      const now = new Date();
      const later = new Date(now.getTime() + SESSION_LIFETIME_MS);
      expect(await users.openSession({ ...checked, passwordHash: 'the hash before a change' }, now, later)).toBeNull();
      expect(await users.openSession({ ...checked, email: 'the.address@before.a.change' }, now, later)).toBeNull();
      expect(await users.openSession({ ...checked, role: 'admin' }, now, later)).toBeNull();
      expect(await users.openSession(checked, now, later)).toMatchObject({ userId: account.id, role: 'user' });
    });
  });

  describe('key rotation', () => {
    it('publishes the next key, then signs with it while the previous one still checks: no session is lost', async () => {
      const account = await register();
      const next = await testKey();
      const previousPublicKey = createPublicKey(svc.key.privateKey).export({ type: 'spki', format: 'pem' }).toString();

      // 1. The next key is published before it signs anything.
      await svc.restart({ JWT_NEXT_PUBLIC_KEY: next.publicPem });
      expect((await svc.request(AUTH_KEYS_ROUTE)).body).toEqual({ keys: [svc.key.jwk, next.jwk] });
      expect(await profileStatus(account.token)).toBe(200);

      // 2. It signs; the retired key is still published, so tokens it signed go on working and refresh.
      await svc.restart({
        JWT_PRIVATE_KEY: next.privatePem,
        JWT_NEXT_PUBLIC_KEY: '',
        JWT_PREVIOUS_PUBLIC_KEY: previousPublicKey,
      });
      expect((await svc.request(AUTH_KEYS_ROUTE)).body).toEqual({ keys: [next.jwk, svc.key.jwk] });
      expect(await profileStatus(account.token)).toBe(200);
      const refreshed = (await svc.request('/token', { token: account.token })).body as { token: string };
      expect(decodeProtectedHeader(refreshed.token).kid).toBe(next.jwk.kid);
      expect(payloadOf(refreshed.token).sid).toBe(payloadOf(account.token).sid);

      // 3. Once the old tokens have expired, the retired key goes; the session lives on in its new token.
      await svc.restart({ JWT_PREVIOUS_PUBLIC_KEY: '' });
      expect(await svc.request('/profile', { token: account.token })).toMatchObject(UNAUTHORIZED);
      expect(await profileStatus(refreshed.token)).toBe(200);
      await svc.restart({ JWT_PRIVATE_KEY: svc.key.privatePem });
    });
  });
});
