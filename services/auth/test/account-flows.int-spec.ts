import { linkId, startMailCatcher, type MailCatcher } from '../../../tools/jest/mail-catcher';
import { startServiceForTest, type ServiceUnderTest } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';

const PUBLIC_URL = 'https://carta.example';

interface Session {
  user: { _id: string; email: string; verified: boolean };
  token: string;
}

describe('auth: verification, reset, refresh, profile, lockout (over real SMTP)', () => {
  let svc: ServiceUnderTest;
  let mail: MailCatcher;
  let counter = 0;

  beforeAll(async () => {
    mail = await startMailCatcher();
    svc = await startServiceForTest(AppModule, {
      name: 'auth',
      env: { SMTP_URL: mail.smtpUrl, PUBLIC_URL, AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    });
  });
  afterAll(async () => {
    await svc.close();
    await mail.close();
  });

  async function register(locale = 'es'): Promise<Session & { password: string }> {
    const email = `person${++counter}@example.com`;
    const password = 'first-pass';
    const res = await svc.request('/register', {
      body: { name: `Person <${counter}>`, email, password },
      headers: { 'accept-language': locale },
    });
    expect(res.status).toBe(201);
    return { ...(res.body as Session), password };
  }

  /** A token for the user issued earlier than now, as one from an older session would be. */
  function olderToken(userId: string): string {
    const tenSecondsAgo = Math.floor(Date.now() / 1000) - 10;
    return svc.signToken({ sub: userId, iat: tenSecondsAgo, exp: tenSecondsAgo + 3600 });
  }

  describe('e-mail verification', () => {
    it('mails a Spanish link at sign-up; the link verifies once: 200 then 404', async () => {
      const session = await register('es-ES,es;q=0.9');
      const sent = await mail.next(session.user.email);
      expect(sent.subject).toBe('Confirma tu correo electrónico');
      expect(sent.html).toContain('Person &#60;');
      expect(sent.html).toContain('#ffb632');
      const { url, id } = linkId(sent, 'verify');
      expect(url).toBe(`${PUBLIC_URL}/app/verify/${id}`);
      expect(id.length).toBeGreaterThanOrEqual(43);
      expect(JSON.stringify(await svc.db.query('SELECT * FROM verification_tokens'))).not.toContain(id);

      expect(await svc.request('/profile', { token: session.token })).toMatchObject({ body: { verified: false } });
      expect(await svc.request('/verify', { body: { id } })).toEqual(
        expect.objectContaining({ status: 200, body: { email: session.user.email, verified: true } }),
      );
      expect(await svc.request('/profile', { token: session.token })).toMatchObject({ body: { verified: true } });
      expect(await svc.request('/verify', { body: { id } })).toMatchObject({
        status: 404,
        body: { errors: { msg: 'NOT_FOUND_OR_ALREADY_VERIFIED' } },
      });
    });

    it('mails in English when the browser asks for it', async () => {
      const session = await register('en-US,en;q=0.9');
      const sent = await mail.next(session.user.email);
      expect(sent.subject).toBe('Confirm your e-mail address');
      expect(sent.text).toContain('Confirm e-mail: https://carta.example/app/verify/');
    });

    it('refuses an unknown or expired id: 404 NOT_FOUND_OR_ALREADY_VERIFIED; a missing id: 422 IS_EMPTY', async () => {
      expect(await svc.request('/verify', { body: { id: 'nope' } })).toMatchObject({
        status: 404,
        body: { errors: { msg: 'NOT_FOUND_OR_ALREADY_VERIFIED' } },
      });
      const session = await register();
      const { id } = linkId(await mail.next(session.user.email), 'verify');
      await svc.db.query("UPDATE verification_tokens SET expires_at = now() - interval '1 second'");
      expect(await svc.request('/verify', { body: { id } })).toMatchObject({ status: 404 });
      expect(await svc.request('/verify', { body: {} })).toMatchObject({
        status: 422,
        body: { errors: { msg: 'IS_EMPTY' } },
      });
    });

    it('resendvalidation sends a fresh link that replaces the old one; 404 once verified; 401 without a token', async () => {
      const session = await register();
      const first = linkId(await mail.next(session.user.email), 'verify').id;
      const res = await svc.request('/resendvalidation', { method: 'POST', token: session.token });
      expect(res).toEqual(expect.objectContaining({ status: 200, body: { email: session.user.email } }));
      const second = linkId(await mail.next(session.user.email), 'verify').id;
      expect(second).not.toBe(first);
      expect(await svc.request('/verify', { body: { id: first } })).toMatchObject({ status: 404 });
      expect(await svc.request('/verify', { body: { id: second } })).toMatchObject({ status: 200 });
      expect(await svc.request('/resendvalidation', { method: 'POST', token: session.token })).toMatchObject({
        status: 404,
        body: { errors: { msg: 'NOT_FOUND_OR_ALREADY_VERIFIED' } },
      });
      expect(await svc.request('/resendvalidation', { method: 'POST' })).toMatchObject({ status: 401 });
    });
  });

  describe('forgot and reset', () => {
    it('forgot mails a reset link, never returns it; reset sets the password once and ends older sessions', async () => {
      const session = await register('en');
      await mail.next(session.user.email);
      const old = olderToken(session.user._id);
      expect((await svc.request('/profile', { token: old })).status).toBe(200);

      const forgot = await svc.request('/forgot', { body: { email: session.user.email.toUpperCase() } });
      expect(forgot).toEqual(expect.objectContaining({ status: 200, body: { email: session.user.email } }));
      const sent = await mail.next(session.user.email);
      expect(sent.subject).toBe('Reset your password');
      const { url, id } = linkId(sent, 'reset');
      expect(url).toBe(`${PUBLIC_URL}/app/reset/${id}`);
      expect(JSON.stringify(forgot.body)).not.toContain(id);

      expect(await svc.request('/reset', { body: { id, password: 'new-pass' } })).toEqual(
        expect.objectContaining({ status: 200, body: { msg: 'PASSWORD_CHANGED' } }),
      );
      expect(await svc.request('/reset', { body: { id, password: 'other-pass' } })).toMatchObject({
        status: 404,
        body: { errors: { msg: 'NOT_FOUND_OR_ALREADY_USED' } },
      });
      expect(await svc.request('/profile', { token: old })).toMatchObject({
        status: 401,
        body: { errors: { msg: 'UNAUTHORIZED' } },
      });
      expect(
        await svc.request('/login', { body: { email: session.user.email, password: session.password } }),
      ).toMatchObject({
        status: 409,
        body: { errors: { msg: 'WRONG_PASSWORD' } },
      });
      const login = await svc.request('/login', { body: { email: session.user.email, password: 'new-pass' } });
      expect(login).toMatchObject({ status: 200, body: { user: { verified: true } } });
      expect((await svc.request('/profile', { token: (login.body as Session).token })).status).toBe(200);
    });

    it('answers forgot for an unknown e-mail the same way, without sending anything', async () => {
      const res = await svc.request('/forgot', { body: { email: 'ghost@example.com' } });
      expect(res).toEqual(expect.objectContaining({ status: 200, body: { email: 'ghost@example.com' } }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mail.mails.filter((m) => m.to.includes('ghost@example.com'))).toEqual([]);
    });

    it('refuses an expired or unknown reset id: 404 NOT_FOUND_OR_ALREADY_USED', async () => {
      const session = await register();
      await mail.next(session.user.email);
      await svc.request('/forgot', { body: { email: session.user.email } });
      const { id } = linkId(await mail.next(session.user.email), 'reset');
      await svc.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second'");
      expect(await svc.request('/reset', { body: { id, password: 'new-pass' } })).toMatchObject({
        status: 404,
        body: { errors: { msg: 'NOT_FOUND_OR_ALREADY_USED' } },
      });
      expect(await svc.request('/reset', { body: { id: 'made-up', password: 'new-pass' } })).toMatchObject({
        status: 404,
      });
    });

    it.each([
      ['/forgot', { email: 'nope' }, 'EMAIL_IS_NOT_VALID'],
      ['/forgot', {}, 'IS_EMPTY'],
      ['/reset', { id: 'x', password: '123' }, 'PASSWORD_TOO_SHORT_MIN_5'],
      ['/reset', { password: '12345' }, 'IS_EMPTY'],
    ])('validates %s %j: 422 %s', async (path, body, code) => {
      expect(await svc.request(path, { body })).toMatchObject({ status: 422, body: { errors: { msg: code } } });
    });

    it('limits reset mails per account: 429 TOO_MANY_REQUESTS after five in an hour', async () => {
      const email = 'flood@example.com';
      for (let i = 0; i < 5; i++) expect((await svc.request('/forgot', { body: { email } })).status).toBe(200);
      const refused = await svc.request('/forgot', { body: { email } });
      expect(refused).toMatchObject({ status: 429, body: { errors: { msg: 'TOO_MANY_REQUESTS' } } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // The same account however its address is written.
      expect(await svc.request('/forgot', { body: { email: ' FLOOD@example.com ' } })).toMatchObject({ status: 429 });
    });
  });

  describe('GET /token', () => {
    it('gives a fresh token for a valid one: 200 {token}; 401 without one', async () => {
      const session = await register();
      const res = await svc.request('/token', { token: session.token });
      expect(res.status).toBe(200);
      const { token } = res.body as { token: string };
      expect(Object.keys(res.body as object)).toEqual(['token']);
      expect((await svc.request('/profile', { token })).status).toBe(200);
      expect(await svc.request('/token')).toMatchObject({ status: 401, body: { errors: { msg: 'UNAUTHORIZED' } } });
    });
  });

  describe('PATCH /profile', () => {
    it('updates the profile fields and returns the profile: 200', async () => {
      const session = await register();
      const changes = {
        name: 'New Name',
        phone: '+34 600 000 000',
        city: 'Madrid',
        country: 'España',
        urlAvatar: 'https://img.example/a.png',
      };
      const res = await svc.request('/profile', { method: 'PATCH', token: session.token, body: changes });
      expect(res).toEqual(
        expect.objectContaining({ status: 200, body: { ...changes, email: session.user.email, verified: false } }),
      );
      expect(await svc.request('/profile', { token: session.token })).toMatchObject({ body: changes });
      const cleared = await svc.request('/profile', { method: 'PATCH', token: session.token, body: { urlAvatar: '' } });
      expect(cleared).toMatchObject({ status: 200, body: { urlAvatar: '', name: 'New Name' } });
    });

    it('ignores role, verified and _id; refuses a password field', async () => {
      const session = await register();
      const res = await svc.request('/profile', {
        method: 'PATCH',
        token: session.token,
        body: { _id: 'x', role: 'admin', verified: true, name: 'Still User' },
      });
      expect(res).toMatchObject({ status: 200, body: { name: 'Still User', verified: false } });
      const { rows } = await svc.db.query('SELECT role, verified FROM users WHERE id = $1', [session.user._id]);
      expect(rows[0]).toEqual({ role: 'user', verified: false });
      expect(
        await svc.request('/profile', { method: 'PATCH', token: session.token, body: { password: 'hacked!' } }),
      ).toMatchObject({ status: 422, body: { errors: { msg: 'UNKNOWN_FIELD', param: 'password' } } });
    });

    it('a new e-mail must be verified again: a link goes to it', async () => {
      const session = await register();
      const verifyId = linkId(await mail.next(session.user.email), 'verify').id;
      await svc.request('/verify', { body: { id: verifyId } });
      const res = await svc.request('/profile', {
        method: 'PATCH',
        token: session.token,
        body: { email: 'Moved@Example.com' },
      });
      expect(res).toMatchObject({ status: 200, body: { email: 'moved@example.com', verified: false } });
      const { id } = linkId(await mail.next('moved@example.com'), 'verify');
      expect(await svc.request('/verify', { body: { id } })).toMatchObject({
        status: 200,
        body: { email: 'moved@example.com' },
      });
    });

    it.each([
      [{ name: '' }, 'IS_EMPTY'],
      [{ name: null }, 'IS_EMPTY'],
      [{ email: '' }, 'IS_EMPTY'],
      [{ email: 'nope' }, 'EMAIL_IS_NOT_VALID'],
      [{ email: 'ADMIN@admin.com' }, 'EMAIL_ALREADY_EXISTS'],
      [{ urlAvatar: 'not a url' }, 'NOT_A_VALID_URL'],
      [{ urlAvatar: 'javascript:alert(1)' }, 'NOT_A_VALID_URL'],
      [{ phone: 5 }, 'ERROR'],
    ])('validates %j: 422 %s', async (body, code) => {
      const session = await register();
      expect(await svc.request('/profile', { method: 'PATCH', token: session.token, body })).toMatchObject({
        status: 422,
        body: { errors: { msg: code } },
      });
    });

    it('needs a token: 401', async () => {
      expect(await svc.request('/profile', { method: 'PATCH', body: { name: 'x' } })).toMatchObject({ status: 401 });
    });
  });

  describe('POST /profile/changePassword', () => {
    it('changes the password, ends older sessions and hands back a fresh token: 200', async () => {
      const session = await register();
      const old = olderToken(session.user._id);
      const res = await svc.request('/profile/changePassword', {
        token: session.token,
        body: { oldPassword: session.password, newPassword: 'second-pass' },
      });
      expect(res.status).toBe(200);
      const body = res.body as { msg: string; token: string };
      expect(body.msg).toBe('PASSWORD_CHANGED');
      expect((await svc.request('/profile', { token: body.token })).status).toBe(200);
      expect(await svc.request('/profile', { token: old })).toMatchObject({ status: 401 });
      expect(
        await svc.request('/login', { body: { email: session.user.email, password: 'second-pass' } }),
      ).toMatchObject({
        status: 200,
      });
    });

    it('wrong current password: 409 WRONG_PASSWORD; short new one: 422 PASSWORD_TOO_SHORT_MIN_5; no token: 401', async () => {
      const session = await register();
      const call = (body: object, token?: string) => svc.request('/profile/changePassword', { token, body });
      expect(await call({ oldPassword: 'wrong-pass', newPassword: 'second-pass' }, session.token)).toMatchObject({
        status: 409,
        body: { errors: { msg: 'WRONG_PASSWORD' } },
      });
      expect(await call({ oldPassword: session.password, newPassword: '1234' }, session.token)).toMatchObject({
        status: 422,
        body: { errors: { msg: 'PASSWORD_TOO_SHORT_MIN_5' } },
      });
      expect(await call({ newPassword: 'second-pass' }, session.token)).toMatchObject({
        status: 422,
        body: { errors: { msg: 'IS_EMPTY' } },
      });
      expect(await call({ oldPassword: session.password, newPassword: 'second-pass' })).toMatchObject({ status: 401 });
    });
  });

  describe('login lockout', () => {
    it('after five wrong passwords: 409 BLOCKED_USER for two hours, even with the right one; stored in the database', async () => {
      const session = await register();
      const login = (password: string) => svc.request('/login', { body: { email: session.user.email, password } });
      for (let i = 0; i < 5; i++) {
        expect(await login('wrong-pass')).toMatchObject({ status: 409, body: { errors: { msg: 'WRONG_PASSWORD' } } });
      }
      expect(await login(session.password)).toMatchObject({ status: 409, body: { errors: { msg: 'BLOCKED_USER' } } });
      expect(await login('wrong-pass')).toMatchObject({ status: 409, body: { errors: { msg: 'BLOCKED_USER' } } });
      const { rows } = await svc.db.query<{ minutes: number }>(
        'SELECT extract(epoch FROM blocked_until - now()) / 60 AS minutes FROM users WHERE id = $1',
        [session.user._id],
      );
      expect(Number(rows[0].minutes)).toBeGreaterThan(119);
      expect(Number(rows[0].minutes)).toBeLessThanOrEqual(120);
      await svc.db.query("UPDATE users SET blocked_until = now() - interval '1 second' WHERE id = $1", [
        session.user._id,
      ]);
      expect(await login(session.password)).toMatchObject({ status: 200 });
    });
  });

  it('never sends a secret: no hash, no link id, in any answer', async () => {
    const session = await register();
    const { id } = linkId(await mail.next(session.user.email), 'verify');
    const { rows } = await svc.db.query('SELECT password_hash FROM users WHERE id = $1', [session.user._id]);
    const answers = [
      await svc.request('/profile', { token: session.token }),
      await svc.request('/login', { body: { email: session.user.email, password: session.password } }),
      await svc.request('/resendvalidation', { method: 'POST', token: session.token }),
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(rows[0].password_hash);
      expect(text).not.toContain(id);
      expect(text).not.toMatch(/password|hash/i);
    }
  });
});
