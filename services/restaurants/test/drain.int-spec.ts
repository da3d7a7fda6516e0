// SIGTERM on a real process (nest-core's bootstrapService, built as `npm start` builds it): readiness fails first,
// the request in flight completes, the process exits well within 10 s.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { cloneTestDatabase, dropTestDatabase } from '../../../tools/jest/service-app';

const ROOT = join(__dirname, '../../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const readiness = (port: number) =>
  fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1000) }).then(
    (res) => res.status,
    () => 0,
  );

describe('restaurants: SIGTERM drains', () => {
  let database: Awaited<ReturnType<typeof cloneTestDatabase>>;
  let child: ChildProcess;
  let port: number;

  beforeAll(async () => {
    execFileSync(process.execPath, [join(ROOT, 'tools/build-node.mjs'), 'restaurants'], { cwd: ROOT });
    database = await cloneTestDatabase('drain');
    port = await freePort();
    child = spawn(process.execPath, [join(ROOT, 'dist/node/services/restaurants/src/main.js')], {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: database.dbUrl,
        AUTH_URL: 'http://127.0.0.1:9',
        DRAIN_DELAY_MS: '1500',
      },
    });
    for (let waited = 0; (await readiness(port)) !== 200; waited += 100) {
      if (waited > 30_000) throw new Error('the service did not become ready');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);
  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await dropTestDatabase(database.serverUrl, database.database);
  });

  it('answers 503 on /readyz at once, completes the request in flight, exits 0 within 10 s', async () => {
    const body = JSON.stringify({ name: 'Ana', message: 'Hola, una pregunta' });
    // A slow client: the request is in flight (half its body sent) when the signal comes.
    const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/restaurants/11111111-1111-4111-8111-111111111111/contact',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 1000);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const signalled = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readiness(port)).toBe(503);
    // Its answer (no token: 401), not a reset connection; the connection is not kept.
    expect(await answer).toEqual({ status: 401, connection: 'close' });
    expect(await exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    // After the drain delay the listener is closed.
    expect(await readiness(port)).toBe(0);
  });
});
