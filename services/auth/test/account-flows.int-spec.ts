import argon2 from 'argon2';
import { linkId, startMailCatcher, type MailCatcher } from '../../../tools/jest/mail-catcher';
import { startServiceForTest, type ServiceUnderTest } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';

const PUBLIC_URL = 'https://carta.example';

interface Session {
  user: { _id: string; name: string; email: string; verified: boolean };
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

  /** A token of another session of the user: a login elsewhere. */
  async function otherSession(email: string, password: string): Promise<string> {
    const login = await svc.request('/login', { body: { email, password } });
    expect(login.status).toBe(200);
    return (login.body as Session).token;
  }

  describe('e-mail verification', () => {
    it('mails a Spanish link at sign-up; the link verifies once: 200 then 404', async () => {
      const session = await register('es-ES,es;q=0.9');
      const sent = await mail.next(session.user.email);
      expect(sent.subject).toBe('Confirma tu correo electrónico');
      // A week is said in days, as people say it ("168 horas" before).
      expect(sent.text).toContain('El enlace caduca en 7 días.');
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

  describe('an account an admin creates', () => {
    const error = (status: number, msg: string) => ({ status, body: { errors: { msg } } });

    it("is mailed its verification link in the admin's language, and verifies with it", async () => {
      const admin = await svc.createUser({ role: 'admin' });
      const email = `created${++counter}@example.com`;
      const created = await svc.request('/users', {
        token: admin.token,
        headers: { 'accept-language': 'en' },
        body: { name: 'Lucía', email, password: 'given-pass', role: 'user' },
      });
      expect(created).toMatchObject({ status: 201, body: { email, verified: false } });
      const sent = await mail.next(email);
      expect(sent.subject).toBe('You have an account on CARTA ONLINE');
      expect(sent.text).toContain('An administrator of CARTA ONLINE created an account for you with this address.');
      expect(sent.text).toContain('to choose your own, use “Forgot your password?” when you log in.');
      expect(sent.text).toContain('The link expires in 7 days.');
      const { id } = linkId(sent, 'verify');
      expect(await svc.request('/verify', { body: { id } })).toMatchObject({ status: 200, body: { email } });
      // Its language stays the account's: its next mails are in English too.
      const { rows } = await svc.db.query('SELECT locale FROM users WHERE email = $1', [email]);
      expect(rows[0].locale).toBe('en');
    });

    it('the admin sends the link again, in the account’s language, until the address is verified', async () => {
      const admin = await svc.createUser({ role: 'admin' });
      const session = await register('es');
      const first = linkId(await mail.next(session.user.email), 'verify').id;
      const resend = (token: string, id = session.user._id) =>
        svc.request(`/users/${id}/resendvalidation`, { method: 'POST', token });

      expect(await resend(admin.token)).toMatchObject({ status: 200, body: { email: session.user.email } });
      const sent = await mail.next(session.user.email);
      expect(sent.subject).toBe('Confirma tu correo electrónico');
      expect(sent.text).toContain('Un administrador de CARTA ONLINE te pide que confirmes el correo de tu cuenta.');
      const second = linkId(sent, 'verify').id;
      expect(await svc.request('/verify', { body: { id: first } })).toMatchObject({ status: 404 });
      expect(await svc.request('/verify', { body: { id: second } })).toMatchObject({ status: 200 });
      expect(await resend(admin.token)).toMatchObject(error(404, 'NOT_FOUND_OR_ALREADY_VERIFIED'));

      // For admins only; an id that is none, or no one's.
      expect(await resend(session.token)).toMatchObject(error(403, 'FORBIDDEN'));
      expect(await resend(admin.token, '00000000-0000-4000-8000-000000000000')).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await resend(admin.token, 'nope')).toMatchObject(error(422, 'ID_MALFORMED'));
      expect(mail.mails.filter((caught) => caught.to.includes(session.user.email))).toEqual([]);
    });
  });

  describe('forgot and reset', () => {
    it('forgot mails a reset link, never returns it; reset sets the password once and ends every session', async () => {
      const session = await register('en');
      await mail.next(session.user.email);
      const old = await otherSession(session.user.email, session.password);
      expect((await svc.request('/profile', { token: old })).status).toBe(200);

      const forgot = await svc.request('/forgot', { body: { email: session.user.email.toUpperCase() } });
      expect(forgot).toEqual(
        expect.objectContaining({ status: 200, body: { msg: 'RESET_EMAIL_SENT', email: session.user.email } }),
      );
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
      for (const token of [old, session.token]) {
        expect(await svc.request('/profile', { token })).toMatchObject({
          status: 401,
          body: { errors: { msg: 'UNAUTHORIZED' } },
        });
      }
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
      expect(res).toEqual(
        expect.objectContaining({ status: 200, body: { msg: 'RESET_EMAIL_SENT', email: 'ghost@example.com' } }),
      );
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

    it('answers before the mail goes: a known address is not slower than an unknown one', async () => {
      const session = await register();
      await mail.next(session.user.email);
      // The SMTP catcher holds every mail for 300 ms: an answer that waited for it would take that long.
      mail.delayMs = 300;
      try {
        const started = Date.now();
        expect(await svc.request('/forgot', { body: { email: session.user.email } })).toMatchObject({ status: 200 });
        expect(Date.now() - started).toBeLessThan(250);
        await mail.next(session.user.email);
      } finally {
        mail.delayMs = 0;
      }
    });

    it('caps reset mails at five live links per account, always 200; the newest link still works', async () => {
      const session = await register();
      await mail.next(session.user.email);
      for (let i = 0; i < 7; i++)
        expect(await svc.request('/forgot', { body: { email: session.user.email } })).toMatchObject({
          status: 200,
          body: { msg: 'RESET_EMAIL_SENT' },
        });
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push(linkId(await mail.next(session.user.email), 'reset').id);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mail.mails.filter((m) => m.to.includes(session.user.email))).toEqual([]);
      // Whoever asked, the owner's inbox holds a live link: it resets the password, and the cap starts again.
      expect(await svc.request('/reset', { body: { id: ids[4], password: 'owner-pass' } })).toMatchObject({
        status: 200,
      });
      await svc.request('/forgot', { body: { email: session.user.email } });
      expect(linkId(await mail.next(session.user.email), 'reset').id).toBeDefined();
    });

    it('a reset lifts a lockout: the owner logs in at once', async () => {
      const session = await register();
      await mail.next(session.user.email);
      const login = (password: string) => svc.request('/login', { body: { email: session.user.email, password } });
      for (let i = 0; i < 5; i++) await login('wrong-pass');
      expect(await login(session.password)).toMatchObject({ status: 409, body: { errors: { msg: 'BLOCKED_USER' } } });
      await svc.request('/forgot', { body: { email: session.user.email } });
      const { id } = linkId(await mail.next(session.user.email), 'reset');
      expect(await svc.request('/reset', { body: { id, password: 'fresh-pass' } })).toMatchObject({ status: 200 });
      expect(await login('fresh-pass')).toMatchObject({ status: 200 });
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

    it('a new e-mail without the password: 422 EMAIL_CHANGE_NEEDS_PASSWORD, nothing changed', async () => {
      const session = await register();
      await mail.next(session.user.email);
      const res = await svc.request('/profile', {
        method: 'PATCH',
        token: session.token,
        body: { email: 'Moved@Example.com', name: 'Other' },
      });
      expect(res).toMatchObject({ status: 422, body: { errors: { msg: 'EMAIL_CHANGE_NEEDS_PASSWORD' } } });
      expect(await svc.request('/profile', { token: session.token })).toMatchObject({
        body: { email: session.user.email, name: session.user.name },
      });
    });

    it.each([
      [{ name: '' }, 'IS_EMPTY'],
      [{ name: null }, 'IS_EMPTY'],
      [{ email: '' }, 'IS_EMPTY'],
      [{ email: 'nope' }, 'EMAIL_IS_NOT_VALID'],
      [{ email: 'ADMIN@admin.com' }, 'EMAIL_CHANGE_NEEDS_PASSWORD'],
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
    it("changes the password, ends the other sessions, keeps the caller's and hands back a fresh token: 200", async () => {
      const session = await register();
      const old = await otherSession(session.user.email, session.password);
      const res = await svc.request('/profile/changePassword', {
        token: session.token,
        body: { oldPassword: session.password, newPassword: 'second-pass' },
      });
      expect(res.status).toBe(200);
      const body = res.body as { msg: string; token: string };
      expect(body.msg).toBe('PASSWORD_CHANGED');
      expect((await svc.request('/profile', { token: body.token })).status).toBe(200);
      // ASVS 3.3.3: a client that ignores the returned token is not logged out at its next call.
      expect((await svc.request('/profile', { token: session.token })).status).toBe(200);
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

  describe('POST /profile/changeEmail', () => {
    const changeEmail = (token: string, body: object) => svc.request('/profile/changeEmail', { token, body });

    it('changes the address only when the new inbox confirms, ending every session; the old one can take the account back', async () => {
      const session = await register('en');
      const oldEmail = session.user.email;
      await mail.next(oldEmail);
      await svc.request('/forgot', { body: { email: oldEmail } });
      const staleReset = linkId(await mail.next(oldEmail), 'reset').id;

      expect(await changeEmail(session.token, { email: 'Moved@Example.com', password: session.password })).toEqual(
        expect.objectContaining({ status: 200, body: { msg: 'EMAIL_CHANGE_SENT', email: 'moved@example.com' } }),
      );
      expect(await svc.request('/profile', { token: session.token })).toMatchObject({ body: { email: oldEmail } });
      const confirm = await mail.next('moved@example.com');
      expect(confirm.subject).toBe('Confirm your new e-mail address');
      const notice = await mail.next(oldEmail);
      expect(notice.subject).toBe("Your account's e-mail is being changed");
      expect(notice.text).toContain('moved@example.com');
      const restore = linkId(notice, 'reset').id;

      expect(await svc.request('/verify', { body: { id: linkId(confirm, 'verify').id } })).toMatchObject({
        status: 200,
        body: { email: 'moved@example.com', verified: true },
      });
      // Confirming ends every session, in the same transaction: the owner signs in again with the new address.
      expect(await svc.request('/profile', { token: session.token })).toMatchObject({ status: 401 });
      expect(await svc.request('/login', { body: { email: oldEmail, password: session.password } })).toMatchObject({
        status: 404,
        body: { errors: { msg: 'USER_DOES_NOT_EXIST' } },
      });
      const moved = await otherSession('moved@example.com', session.password);
      expect(await svc.request('/profile', { token: moved })).toMatchObject({
        body: { email: 'moved@example.com', verified: true },
      });
      // Reset links sent to the old address before the change are dead…
      expect(await svc.request('/reset', { body: { id: staleReset, password: 'taken-over' } })).toMatchObject({
        status: 404,
        body: { errors: { msg: 'NOT_FOUND_OR_ALREADY_USED' } },
      });
      // …except the notice's, which even a reset from the new address does not burn…
      await svc.request('/forgot', { body: { email: 'moved@example.com' } });
      const newReset = linkId(await mail.next('moved@example.com'), 'reset').id;
      expect(await svc.request('/reset', { body: { id: newReset, password: 'taken-over' } })).toMatchObject({
        status: 200,
      });
      const takenOver = await otherSession('moved@example.com', 'taken-over');
      // …and which sets a new password, gives the account its old address back and ends every session.
      expect(await svc.request('/reset', { body: { id: restore, password: 'mine-again' } })).toMatchObject({
        status: 200,
      });
      expect(await svc.request('/profile', { token: takenOver })).toMatchObject({ status: 401 });
      expect(await svc.request('/login', { body: { email: oldEmail, password: 'mine-again' } })).toMatchObject({
        status: 200,
        body: { user: { email: oldEmail } },
      });
    });

    it('a second request replaces the first: only the newest confirmation link works', async () => {
      const session = await register();
      await mail.next(session.user.email);
      await changeEmail(session.token, { email: 'first@example.com', password: session.password });
      const first = linkId(await mail.next('first@example.com'), 'verify').id;
      await changeEmail(session.token, { email: 'second@example.com', password: session.password });
      const second = linkId(await mail.next('second@example.com'), 'verify').id;
      expect(await svc.request('/verify', { body: { id: first } })).toMatchObject({ status: 404 });
      expect(await svc.request('/verify', { body: { id: second } })).toMatchObject({
        status: 200,
        body: { email: 'second@example.com' },
      });
    });

    it('an address taken before the link is used: 422 EMAIL_ALREADY_EXISTS, the account keeps its address', async () => {
      const session = await register();
      await mail.next(session.user.email);
      await changeEmail(session.token, { email: 'contested@example.com', password: session.password });
      const { id } = linkId(await mail.next('contested@example.com'), 'verify');
      const rival = await svc.request('/register', {
        body: { name: 'Rival', email: 'contested@example.com', password: 'rival-pass' },
      });
      expect(rival.status).toBe(201);
      expect(await svc.request('/verify', { body: { id } })).toMatchObject({
        status: 422,
        body: { errors: { msg: 'EMAIL_ALREADY_EXISTS' } },
      });
      expect(await svc.request('/profile', { token: session.token })).toMatchObject({
        body: { email: session.user.email },
      });
    });

    it('wrong password: 409 WRONG_PASSWORD, nothing mailed; taken address: 422; bad input: 422; no token: 401', async () => {
      const session = await register();
      await mail.next(session.user.email);
      expect(await changeEmail(session.token, { email: 'x@example.com', password: 'wrong-pass' })).toMatchObject({
        status: 409,
        body: { errors: { msg: 'WRONG_PASSWORD' } },
      });
      expect(await changeEmail(session.token, { email: 'admin@admin.com', password: session.password })).toMatchObject({
        status: 422,
        body: { errors: { msg: 'EMAIL_ALREADY_EXISTS' } },
      });
      expect(await changeEmail(session.token, { email: 'nope', password: session.password })).toMatchObject({
        status: 422,
        body: { errors: { msg: 'EMAIL_IS_NOT_VALID' } },
      });
      expect(await changeEmail(session.token, { email: 'x@example.com' })).toMatchObject({
        status: 422,
        body: { errors: { msg: 'IS_EMPTY' } },
      });
      expect(
        await svc.request('/profile/changeEmail', { body: { email: 'x@example.com', password: 'p' } }),
      ).toMatchObject({ status: 401 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mail.mails.filter((m) => m.to.includes('x@example.com'))).toEqual([]);
    });
  });

  describe('login lockout', () => {
    afterEach(() => jest.restoreAllMocks());

    it('20 parallel wrong passwords check at most five: the rest are 409 BLOCKED_USER', async () => {
      const session = await register();
      await mail.next(session.user.email);
      const verifications = jest.spyOn(argon2, 'verify');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          svc.request('/login', { body: { email: session.user.email, password: 'wrong-pass' } }),
        ),
      );
      expect(verifications.mock.calls.length).toBeLessThanOrEqual(5);
      const codes = answers.map((answer) => (answer.body as { errors: { msg: string } }).errors.msg);
      expect(codes.filter((c) => c === 'WRONG_PASSWORD')).toHaveLength(verifications.mock.calls.length);
      expect(codes.filter((c) => c === 'BLOCKED_USER')).toHaveLength(20 - verifications.mock.calls.length);
      expect(
        await svc.request('/login', { body: { email: session.user.email, password: session.password } }),
      ).toMatchObject({ status: 409, body: { errors: { msg: 'BLOCKED_USER' } } });
    });

    it('an unknown address: 404 USER_DOES_NOT_EXIST after one hash verification, like a known one', async () => {
      const verifications = jest.spyOn(argon2, 'verify');
      expect(
        await svc.request('/login', { body: { email: 'nobody-here@example.com', password: 'any-pass' } }),
      ).toMatchObject({ status: 404, body: { errors: { msg: 'USER_DOES_NOT_EXIST' } } });
      expect(verifications).toHaveBeenCalledTimes(1);
    });

    it('wrong current passwords in changePassword count toward the same lockout', async () => {
      const session = await register();
      await mail.next(session.user.email);
      const change = (oldPassword: string) =>
        svc.request('/profile/changePassword', {
          token: session.token,
          body: { oldPassword, newPassword: 'second-pass' },
        });
      for (let i = 0; i < 3; i++) expect(await change('wrong-pass')).toMatchObject({ status: 409 });
      for (let i = 0; i < 2; i++)
        await svc.request('/login', { body: { email: session.user.email, password: 'wrong-pass' } });
      expect(await change(session.password)).toMatchObject({ status: 409, body: { errors: { msg: 'BLOCKED_USER' } } });
      expect(
        await svc.request('/login', { body: { email: session.user.email, password: session.password } }),
      ).toMatchObject({ status: 409, body: { errors: { msg: 'BLOCKED_USER' } } });
    });

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
