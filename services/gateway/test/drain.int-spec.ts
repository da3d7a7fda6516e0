// SIGTERM on a real gateway (built as `npm start` builds it): every answer lets its client keep the connection idle
// 5 s; draining, a client's next request on a connection it kept is answered (with Connection: close), never reset,
// though the listener has closed; the process exits 0 within 10 s.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const DRAIN_DELAY_MS = 1000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection kept open by hand, as a keep-alive client keeps it. */
function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** One request on `socket`: its answer's status and headers, or the connection's end or error if it came first. */
function exchange(socket: Socket, path: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      if (text.length - end - 4 < Number(headers['content-length'] ?? 0)) return;
      done();
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    };
    const onEnd = (error?: Error) => {
      done();
      reject(error ?? new Error('the connection closed before an answer'));
    };
    const done = () => {
      socket.off('data', onData).off('end', onEnd).off('close', onEnd).off('error', onEnd);
    };
    socket.on('data', onData).once('end', onEnd).once('close', onEnd).once('error', onEnd);
    if (socket.destroyed || !socket.writable) return onEnd(new Error('the connection was closed'));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  });
}

const refused = (port: number) =>
  open(port).then(
    (socket) => {
      socket.destroy();
      return false;
    },
    (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
  );

describe('gateway: SIGTERM drains without resetting a kept connection', () => {
  let services: Server;
  let child: ChildProcess;
  let port: number;
  let staticDir: string;

  beforeAll(async () => {
    execFileSync(process.execPath, [join(ROOT, 'tools/build-node.mjs'), 'gateway'], { cwd: ROOT });
    // Every service at once: ready, and nothing more is asked of them.
    services = createHttpServer((_req, res) => res.end('{}'));
    await new Promise<void>((resolve) => services.listen(0, '127.0.0.1', resolve));
    const upstream = `http://127.0.0.1:${(services.address() as AddressInfo).port}`;
    staticDir = mkdtempSync(join(tmpdir(), 'gateway-drain-'));
    for (const dir of ['shell', 'mf-owner', 'mf-guest', 'mf-admin']) mkdirSync(join(staticDir, dir));
    writeFileSync(join(staticDir, 'shell/index.html'), '<title>Carta</title>');
    port = await freePort();
    child = spawn(process.execPath, [join(ROOT, 'dist/node/services/gateway/src/main.js')], {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: String(port),
        METRICS_PORT: '0',
        STATIC_DIR: staticDir,
        AUTH_URL: upstream,
        RESTAURANTS_URL: upstream,
        ADMIN_URL: upstream,
        DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
      },
    });
    for (let waited = 0; ; waited += 100) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) break;
      if (waited > 30_000) throw new Error('the gateway did not become ready');
      await sleep(100);
    }
  }, 60_000);
  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await new Promise((resolve) => services.close(resolve));
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers a request on a connection kept from before the signal after the listener closed; exits 0', async () => {
    const kept = await open(port);
    const first = await exchange(kept, '/healthz');
    expect([first.status, first.headers.connection, first.headers['keep-alive']]).toEqual([
      200,
      'keep-alive',
      'timeout=5',
    ]);
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    // Opened while draining, its request sent only once the listener has closed.
    const late = await open(port);
    while (!(await refused(port))) {
      if (Date.now() - signalledAt > 5000) throw new Error('the listener did not close');
      await sleep(50);
    }
    const answers = await Promise.all([exchange(kept, '/healthz'), exchange(late, '/readyz')]);
    expect(answers.map(({ status, headers }) => [status, headers.connection])).toEqual([
      [200, 'close'],
      [503, 'close'],
    ]);
    expect(await exit).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
  }, 20_000);
});
