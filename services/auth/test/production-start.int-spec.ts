// A production start on a new database: no demo data, and the first admin from ADMIN_EMAIL / ADMIN_PASSWORD.
import { startServiceForTest, type ServiceUnderTest } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';

const PRODUCTION = {
  NODE_ENV: 'production',
  // Never reached: nothing here sends mail, but production refuses to start without a mail server.
  SMTP_URL: 'smtp://127.0.0.1:9',
  DEMO_MODE: '',
};
const FIRST_ADMIN = { email: 'owner.of.carta@example.com', password: 'a long first password' };

describe('auth: a production start', () => {
  it('without an admin and without ADMIN_EMAIL / ADMIN_PASSWORD, stops naming both', async () => {
    await expect(
      startServiceForTest(AppModule, { name: 'auth', env: PRODUCTION, emptyDatabase: true }),
    ).rejects.toThrow(
      /auth: cannot start, fix the environment:\n {2}- ADMIN_EMAIL: missing.*\n {2}- ADMIN_PASSWORD: missing.*at least 12 characters/,
    );
  });

  it('refuses a first admin password shorter than 12 characters', async () => {
    const env = { ...PRODUCTION, ADMIN_EMAIL: FIRST_ADMIN.email, ADMIN_PASSWORD: 'only11chars' };
    await expect(startServiceForTest(AppModule, { name: 'auth', env, emptyDatabase: true })).rejects.toThrow(
      /ADMIN_PASSWORD: expected at least 12 characters$/m,
    );
  });

  describe('with the first admin given', () => {
    let svc: ServiceUnderTest;
    beforeAll(async () => {
      svc = await startServiceForTest(AppModule, {
        name: 'auth',
        env: { ...PRODUCTION, ADMIN_EMAIL: FIRST_ADMIN.email, ADMIN_PASSWORD: FIRST_ADMIN.password },
        emptyDatabase: true,
      });
    });
    afterAll(() => svc.close());

    it('has no demo account: the demo logins answer as unknown users', async () => {
      for (const email of ['admin@admin.com', 'user@user.com']) {
        const res = await svc.request('/login', { body: { email, password: '12345' } });
        expect(res).toMatchObject({ status: 404, body: { errors: { msg: 'USER_DOES_NOT_EXIST' } } });
      }
      const { rows } = await svc.db.query('SELECT email, role, verified FROM users');
      expect(rows).toEqual([{ email: FIRST_ADMIN.email, role: 'admin', verified: true }]);
    });

    it('the first admin logs in', async () => {
      const res = await svc.request('/login', { body: FIRST_ADMIN });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ user: { email: FIRST_ADMIN.email, role: 'admin' }, token: expect.any(String) });
    });
  });
});
