import { join } from 'node:path';
import { resetDemoData } from '@carta/nest-core';
import { startServiceForTest, type ServiceUnderTest } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';

describe('auth: DEMO_MODE data reset', () => {
  let svc: ServiceUnderTest;

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'auth', env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  });
  afterAll(() => svc.close());

  it('removes what visitors added and puts the demo accounts back as they were', async () => {
    const signup = await svc.request('/register', {
      body: { name: 'Visitor', email: 'visitor@example.com', password: 'secret1' },
    });
    expect(signup.status).toBe(201);
    await svc.db.query(`UPDATE users SET name = 'Renamed' WHERE email = 'user@user.com'`);
    await svc.db.query(`DELETE FROM users WHERE email = 'admin@admin.com'`);

    await resetDemoData(svc.db, { service: 'auth', dir: join(__dirname, '../migrations') });

    const { rows } = await svc.db.query<{ email: string; name: string }>(
      'SELECT email, name FROM users ORDER BY email',
    );
    expect(rows).toEqual([
      { email: 'admin@admin.com', name: 'Admin' },
      { email: 'user@user.com', name: 'User' },
    ]);
    const login = await svc.request('/login', { body: { email: 'admin@admin.com', password: '12345' } });
    expect(login.status).toBe(200);
  });
});
