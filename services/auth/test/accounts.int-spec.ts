import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServiceForTest, type ServiceUnderTest } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { USER_FIELDS } from './user-fields';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ADMIN = { email: 'admin@admin.com', password: '12345' };

describe('auth: register, login, profile', () => {
  let svc: ServiceUnderTest;
  const outbox = mkdtempSync(join(tmpdir(), 'carta-outbox-'));

  beforeAll(async () => {
    // No SMTP_URL: mails go to the development outbox.
    svc = await startServiceForTest(AppModule, {
      name: 'auth',
      env: { OUTBOX_DIR: outbox, AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    });
  });
  afterAll(async () => {
    await svc.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  describe('POST /register', () => {
    it('creates a user (e-mail lower-cased) and returns it with a token: 201', async () => {
      const res = await svc.request('/register', {
        body: { name: ' Ana ', email: 'Ana@Example.COM', password: 'secret1' },
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
      });
      expect(res.status).toBe(201);
      const body = res.body as { user: Record<string, unknown>; token: string };
      expect(Object.keys(body.user).sort()).toEqual(USER_FIELDS);
      expect(body.user).toMatchObject({ name: 'Ana', email: 'ana@example.com', role: 'user', verified: false });
      const profile = await svc.request('/profile', { token: body.token });
      expect(profile.status).toBe(200);
      const { rows } = await svc.db.query('SELECT locale, password_hash FROM users WHERE email = $1', [
        'ana@example.com',
      ]);
      expect(rows[0].locale).toBe('en');
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,.*t=2/);
    });

    it('without SMTP_URL keeps the verification mail in the development outbox', async () => {
      // Written by the mail worker after the registration's commit: on a busy machine, a moment after the answer.
      const deadline = Date.now() + 10_000;
      while (readdirSync(outbox).length === 0 && Date.now() < deadline) await sleep(50);
      const files = readdirSync(outbox);
      expect(files).toHaveLength(1);
      const mail = JSON.parse(readFileSync(join(outbox, files[0]), 'utf8'));
      expect(mail).toMatchObject({ to: ['ana@example.com'], subject: 'Confirm your e-mail address' });
      expect(mail.text).toMatch(/http:\/\/localhost:8080\/app\/verify\/[\w-]{43}/);
    });

    it('refuses a taken e-mail, whatever its case: 422 EMAIL_ALREADY_EXISTS', async () => {
      const res = await svc.request('/register', { body: { name: 'X', email: 'ADMIN@admin.com', password: '12345' } });
      expect(res).toMatchObject({ status: 422, body: { errors: { msg: 'EMAIL_ALREADY_EXISTS' } } });
    });

    it.each([
      [{ email: 'a@b.co', password: '12345' }, 'IS_EMPTY'],
      [{ name: '   ', email: 'a@b.co', password: '12345' }, 'IS_EMPTY'],
      [{ name: 'A', password: '12345' }, 'IS_EMPTY'],
      [{ name: 'A', email: 'not-an-email', password: '12345' }, 'EMAIL_IS_NOT_VALID'],
      [{ name: 'A', email: 'a@b.co' }, 'IS_EMPTY'],
      [{ name: 'A', email: 'a@b.co', password: '1234' }, 'PASSWORD_TOO_SHORT_MIN_5'],
      [{ name: 'A', email: 'a@b.co', password: '12345', role: 'admin' }, 'UNKNOWN_FIELD'],
    ])('validates %j: 422 %s', async (body, code) => {
      const res = await svc.request('/register', { body });
      expect(res).toMatchObject({ status: 422, body: { errors: { msg: code } } });
    });

    it('answers malformed JSON with 422', async () => {
      const res = await svc.request('/register', { body: '{"name":' });
      expect(res).toMatchObject({ status: 422, body: { errors: { msg: 'ERROR' } } });
    });
  });

  describe('POST /login', () => {
    it('logs the seeded admin in, whatever the e-mail case: 200 {user, token}', async () => {
      const res = await svc.request('/login', { body: { email: 'Admin@Admin.com', password: ADMIN.password } });
      expect(res.status).toBe(200);
      const body = res.body as { user: Record<string, unknown>; token: string };
      expect(body.user).toMatchObject({ email: ADMIN.email, role: 'admin', verified: true });
      expect(Object.keys(body.user).sort()).toEqual(USER_FIELDS);
      const [header, payload] = body.token
        .split('.')
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
      expect(header.alg).toBe('RS256');
      expect(payload.exp - payload.iat).toBe(2 * 24 * 3600);
      expect(payload).toMatchObject({ sub: body.user._id, role: 'admin' });
    });

    it('logs the seeded owner in', async () => {
      const res = await svc.request('/login', { body: { email: 'user@user.com', password: '12345' } });
      expect(res).toMatchObject({ status: 200, body: { user: { role: 'user', verified: true } } });
    });

    it('unknown e-mail: 404 USER_DOES_NOT_EXIST', async () => {
      const res = await svc.request('/login', { body: { email: 'nobody@example.com', password: '12345' } });
      expect(res).toMatchObject({ status: 404, body: { errors: { msg: 'USER_DOES_NOT_EXIST' } } });
    });

    it('wrong password: 409 WRONG_PASSWORD', async () => {
      const res = await svc.request('/login', { body: { email: 'user@user.com', password: 'wrong' } });
      expect(res).toMatchObject({ status: 409, body: { errors: { msg: 'WRONG_PASSWORD' } } });
    });

    it.each([
      [{ password: '12345' }, 'IS_EMPTY'],
      [{ email: 'bad', password: '12345' }, 'EMAIL_IS_NOT_VALID'],
      [{ email: 'user@user.com' }, 'IS_EMPTY'],
    ])('validates %j: 422 %s', async (body, code) => {
      const res = await svc.request('/login', { body });
      expect(res).toMatchObject({ status: 422, body: { errors: { msg: code } } });
    });
  });

  describe('GET /profile', () => {
    it('returns exactly the spec profile fields: 200', async () => {
      const login = await svc.request('/login', { body: ADMIN });
      const res = await svc.request('/profile', { token: (login.body as { token: string }).token });
      expect(res).toEqual(
        expect.objectContaining({
          status: 200,
          body: { verified: true, name: 'Admin', email: ADMIN.email, phone: '', city: '', country: '', urlAvatar: '' },
        }),
      );
    });

    it('without a token: 401 UNAUTHORIZED', async () => {
      const res = await svc.request('/profile');
      expect(res).toMatchObject({ status: 401, body: { errors: { msg: 'UNAUTHORIZED' } } });
    });

    it('refuses a token of a deleted user, or with an id that is no id: 401', async () => {
      const user = await svc.createUser();
      const bad = [
        await svc.signToken({ sub: '00000000-0000-4000-8000-000000000000', sid: user.sid }),
        await svc.signToken({ sub: 'not-a-uuid', sid: user.sid }),
        await svc.signToken({ sub: user.id, sid: 'not-a-uuid' }),
      ];
      expect((await svc.request('/profile', { token: user.token })).status).toBe(200);
      await svc.db.query('DELETE FROM users WHERE id = $1', [user.id]);
      for (const token of [...bad, user.token]) {
        const res = await svc.request('/profile', { token });
        expect(res).toMatchObject({ status: 401, body: { errors: { msg: 'UNAUTHORIZED' } } });
      }
    });
  });

  describe('service basics', () => {
    it('answers an unknown route with a JSON 404 and echoes the request id', async () => {
      const res = await svc.request('/nope', { headers: { 'x-request-id': 'req-123' } });
      expect(res).toMatchObject({ status: 404, body: { errors: { msg: 'NOT_FOUND' } } });
      expect(res.headers.get('x-request-id')).toBe('req-123');
    });

    it('generates a request id when none is given', async () => {
      const res = await svc.request('/healthz');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('has liveness and readiness probes without a token', async () => {
      expect(await svc.request('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(await svc.request('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
    });
  });
});
