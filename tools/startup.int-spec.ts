// `npm start` explains a failed start: these run tools/carta.mjs and tools/postgres.mjs as `npm start` does, in a
// child node (they are ES modules), against ports that are already taken, and read what they say. And a process that
// started an embedded PostgreSQL takes it along when a signal ends it.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alive } from './processes';

const ROOT = join(__dirname, '..');

/** Runs an ES module snippet from the repository root, in `env`; resolves with what it printed. */
function runModule(code: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', () => resolve(output));
  });
}

function occupy(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
  });
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

describe('a start that cannot happen says why', () => {
  let taken: Server;
  let dataDir: string;
  beforeEach(async () => {
    taken = await occupy();
    dataDir = mkdtempSync(join(tmpdir(), 'carta-startup-'));
    // As root the embedded PostgreSQL runs as `postgres`, which must reach its directory.
    chmodSync(dataDir, 0o755);
  });
  afterEach(() => {
    taken.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names the taken port before starting anything', async () => {
    const port = portOf(taken);
    const said = await runModule(
      `import { startCarta } from './tools/carta.mjs';
       await startCarta({ port: ${port}, dataDir: ${JSON.stringify(dataDir)}, quiet: true }).catch((e) => console.log(e.message));
       process.exit();`,
    );
    expect(said.trim()).toBe(`Carta cannot start: port ${port} (gateway) is already in use: choose another PORT`);
    // Nothing was started: no keys, no database.
    expect(existsSync(join(dataDir, 'keys'))).toBe(false);
  });

  it('in production, names every variable it will not make up, before starting anything', async () => {
    const env = { PATH: process.env.PATH, NODE_ENV: 'production' };
    const said = await runModule(
      `import { startCarta } from './tools/carta.mjs';
       await startCarta({ port: ${portOf(taken) + 1}, dataDir: ${JSON.stringify(dataDir)}, quiet: true })
         .catch((e) => console.log(e.message));
       process.exit();`,
      env,
    );
    expect(said.trim()).toBe(
      'Carta cannot start in production, set:\n' +
        '  - DATABASE_URL: a PostgreSQL URL as a user that may create roles (an embedded database is for try-outs only)\n' +
        '  - JWT_PRIVATE_KEY: the PEM private key that signs tokens (keys are generated for try-outs only)\n' +
        '  - SMTP_URL: the mail server (mails must go out)',
    );
    // Nothing was started or made up: no keys, no database.
    expect(existsSync(join(dataDir, 'keys'))).toBe(false);
    expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
  });

  it("quotes the database's own message and says where its log is", async () => {
    // A cluster directory that is not one (say, cut short by a full disk): PostgreSQL refuses it at once.
    const cluster = join(dataDir, 'postgres');
    mkdirSync(cluster);
    writeFileSync(join(cluster, 'PG_VERSION'), '18\n');
    const said = await runModule(
      `import { startEmbeddedPostgres } from './tools/postgres.mjs';
       await startEmbeddedPostgres({ dataDir: ${JSON.stringify(cluster)}, port: ${portOf(taken)} })
         .catch((e) => console.log(e.message));
       process.exit();`,
    );
    expect(said.trim()).toBe(
      `the embedded PostgreSQL did not start on port ${portOf(taken)}:\n` +
        `  postgres: could not access the server configuration file "${cluster}/postgresql.conf": No such file or directory\n` +
        `(its log: ${cluster}.log)`,
    );
  });
});

describe('an embedded PostgreSQL and signals', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'carta-signals-'));
    chmodSync(dataDir, 0o755);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is stopped with a process that started it and handles no signal itself', async () => {
    const probe = await occupy();
    const port = portOf(probe);
    await new Promise((resolve) => probe.close(resolve));
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { startEmbeddedPostgres } from './tools/postgres.mjs';
         await startEmbeddedPostgres({ dataDir: ${JSON.stringify(join(dataDir, 'pg'))}, port: ${port}, fast: true });
         console.log('up');
         setInterval(() => {}, 1000);`,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let server = 0;
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve));
      server = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      expect(alive(server)).toBe(true);
      child.kill('SIGTERM');
      const ended = await Promise.race([
        exited,
        new Promise((resolve) => setTimeout(resolve, 10_000, 'still running').unref()),
      ]);
      // Ended as SIGTERM ends a process, and its database with it rather than after it.
      expect(ended).toBe(128 + 15);
      expect(alive(server)).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      if (server && alive(server)) process.kill(server, 'SIGKILL');
    }
  });
});
