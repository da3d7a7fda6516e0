// PostgreSQL going away under a running service (nest-core's error filter, any service alike): the service reaches
// the test database through a loopback TCP relay, and closing the relay is PostgreSQL stopping, for this service
// only (the shared test server keeps serving the other test files). Silencing the relay is a host that accepts
// connections and never answers (a hung server, a blackholed address): only the pool's connect timeout ends the wait.
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';

/**
 * A relay from a loopback port to PostgreSQL that can be cut (sockets reset, port closed), silenced (connections
 * accepted, never answered) and opened again.
 */
class Relay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  private silent = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  open(): Promise<void> {
    this.silent = false;
    this.server = createServer((client) => {
      if (this.silent) {
        this.sockets.add(client);
        client.on('close', () => this.sockets.delete(client));
        client.on('error', () => undefined);
        return;
      }
      const upstream = connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise((resolve) =>
      this.server!.listen(this.port, '127.0.0.1', () => {
        this.port = (this.server!.address() as AddressInfo).port;
        resolve();
      }),
    );
  }

  /** Drops the connections the pool holds; the port stays open and swallows whatever comes next. */
  silence(): void {
    this.silent = true;
    for (const socket of this.sockets) socket.destroy();
  }

  cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }
}

describe('admin: while PostgreSQL is down', () => {
  let svc: ServiceUnderTest;
  let admin: TestUser;
  let relay: Relay;

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'admin_db_down' });
    admin = await svc.createUser({ role: 'admin' });
    const direct = new URL((svc.db as unknown as { options: { connectionString: string } }).options.connectionString);
    relay = new Relay({ host: direct.hostname, port: Number(direct.port) });
    await relay.open();
    const relayed = new URL(direct);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    await svc.restart({ DATABASE_URL: relayed.toString(), DATABASE_CONNECT_TIMEOUT_MS: '1000' });
  });
  afterAll(async () => {
    await svc.close();
    await relay.cut().catch(() => undefined);
  });

  it('answers writes and reads 503 DATABASE_UNAVAILABLE with Retry-After, and serves again once it is back', async () => {
    const before = await svc.request('/cities', { token: admin.token, body: { name: 'Teruel' } });
    expect(before.status).toBe(201);

    await relay.cut();
    // Connections the pool held are cut (terminated), new ones refused: both are the database being away.
    for (const name of ['Huesca', 'Lleida']) {
      const write = await svc.request('/cities', { token: admin.token, body: { name } });
      expect(write).toMatchObject({ status: 503, body: { errors: { msg: 'DATABASE_UNAVAILABLE' } } });
      expect(Number(write.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const read = await svc.request('/cities', { token: admin.token });
    expect(read).toMatchObject({ status: 503, body: { errors: { msg: 'DATABASE_UNAVAILABLE' } } });

    await relay.open();
    expect(await svc.request('/cities', { token: admin.token, body: { name: 'Huesca' } })).toMatchObject({
      status: 201,
    });
  });

  it('answers 503 DATABASE_UNAVAILABLE within the connect timeout when the database accepts and never answers', async () => {
    relay.silence();
    const started = Date.now();
    const read = await svc.request('/cities', { token: admin.token });
    expect(read).toMatchObject({ status: 503, body: { errors: { msg: 'DATABASE_UNAVAILABLE' } } });
    // DATABASE_CONNECT_TIMEOUT_MS is 1 s here; without a connect timeout the request would wait forever.
    expect(Date.now() - started).toBeLessThan(4_000);

    await relay.cut();
    await relay.open();
    expect(await svc.request('/cities', { token: admin.token })).toMatchObject({ status: 200 });
  });
});
