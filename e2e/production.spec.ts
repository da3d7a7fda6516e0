import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const FIRST_ADMIN = { email: 'first.admin@example.com', password: 'twelve chars or more' };
// Never reached: nothing here sends mail, but production refuses to start without a mail server.
const SMTP_URL = 'smtp://127.0.0.1:9';

/** Runs e2e/production-stack.mjs; resolves with its first line ("ready <url>" or "failed <message>"). */
function startProduction(env: Record<string, string>): Promise<{ said: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'production-stack.mjs'), JSON.stringify(env)], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve({ said: out.split('\n')[0], stop });
    });
    child.once('exit', () => resolve({ said: out.trim(), stop }));
  });
}

const login = (url: string, body: { email: string; password: string }) =>
  fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

test.describe('a production start (NODE_ENV=production npm start with a DATABASE_URL)', () => {
  test.setTimeout(120_000);

  test('without an admin, it stops naming ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const { said, stop } = await startProduction({ SMTP_URL });
    await stop();
    expect(said).toMatch(/^failed /);
    const message = JSON.parse(said.slice('failed '.length)) as string;
    expect(message).toContain('Carta cannot start: auth stopped');
    expect(message).toMatch(/- ADMIN_EMAIL: missing[\s\S]*- ADMIN_PASSWORD: missing/);
  });

  test('serves no demo account nor demo restaurant; the first admin logs in', async () => {
    const { said, stop } = await startProduction({
      SMTP_URL,
      ADMIN_EMAIL: FIRST_ADMIN.email,
      ADMIN_PASSWORD: FIRST_ADMIN.password,
    });
    try {
      expect(said).toMatch(/^ready /);
      const url = said.slice('ready '.length);
      for (const email of ['admin@admin.com', 'user@user.com']) {
        const demo = await login(url, { email, password: '12345' });
        expect(demo.status).toBe(404);
        expect(await demo.json()).toEqual({ errors: { msg: 'USER_DOES_NOT_EXIST' } });
      }
      const admin = await login(url, FIRST_ADMIN);
      expect(admin.status).toBe(200);
      const { token, user } = (await admin.json()) as { token: string; user: { role: string } };
      expect(user.role).toBe('admin');
      // No demo restaurant: the admin's list of every restaurant is empty; the reference cities are there.
      const restaurants = await fetch(`${url}/api/restaurants/all`, { headers: { authorization: `Bearer ${token}` } });
      expect(await restaurants.json()).toMatchObject({ totalDocs: 0 });
      const cities = await fetch(`${url}/api/cities/all`, { headers: { authorization: `Bearer ${token}` } });
      expect(await cities.json()).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Madrid' })]));
    } finally {
      await stop();
    }
  });
});
