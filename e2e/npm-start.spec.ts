// `npm start` stopped by a signal (Ctrl-C, or `kill` from a script or a supervisor): nothing it started outlives it.
// A process left behind keeps its ports, and the next start (or test run) fails on them.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { alive } from '../tools/processes';

const ROOT = join(__dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The product's processes `parent` started: the database and the services (not the build, not `initdb`). */
function productProcesses(parent: number): { pid: number; command: string }[] {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The fields after the command's name, which may hold spaces: state, then the parent's id.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (ppid === parent && /dist\/node\/services|\/bin\/postgres /.test(command))
        found.push({ pid: Number(entry), command });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

test.describe('npm start stopped by a signal', () => {
  test.setTimeout(120_000);

  // A terminal's Ctrl-C is SIGINT to the whole process group: the database and the services hear it too.
  const cases = [
    { signal: 'SIGTERM', moment: 'while it is starting' },
    { signal: 'SIGTERM', moment: 'once it is up' },
    { signal: 'Ctrl-C', moment: 'once it is up' },
  ] as const;
  for (const { signal, moment } of cases) {
    test(`${signal} ${moment} stops every process it started`, async () => {
      const port = await freePort();
      const start = spawn(process.execPath, ['tools/start.mjs'], {
        cwd: ROOT,
        env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'ignore'],
        // Its own process group, as under a terminal.
        detached: true,
      });
      let said = '';
      start.stdout.on('data', (chunk) => (said += chunk));
      const exited = new Promise((resolve) => start.once('exit', resolve));
      const started = new Map<number, string>();
      try {
        await expect
          .poll(
            () => {
              for (const { pid, command } of productProcesses(start.pid ?? 0)) started.set(pid, command);
              const gatewaySpawned = [...started.values()].some((command) => command.includes('services/gateway'));
              return moment === 'once it is up' ? said.includes('Carta is up') : gatewaySpawned;
            },
            { timeout: 90_000, intervals: [50] },
          )
          .toBe(true);
        // The database and the four services.
        expect([...started.values()]).toHaveLength(5);
        if (signal === 'Ctrl-C') process.kill(-(start.pid ?? 0), 'SIGINT');
        else start.kill('SIGTERM');
        if (moment === 'while it is starting') expect(said).not.toContain('Carta is up');
        // Services drain for 2 s (DRAIN_DELAY_MS): a stop that waits for a database already gone takes far longer.
        const signalled = Date.now();
        await exited;
        expect(Date.now() - signalled).toBeLessThan(8_000);
        // Gone before it: none left to finish stopping on its own, without its database.
        expect([...started.keys()].filter(alive)).toEqual([]);
      } finally {
        if (start.exitCode === null) start.kill('SIGKILL');
        for (const pid of started.keys()) if (alive(pid)) process.kill(pid, 'SIGKILL');
        rmSync(join(ROOT, '.data', `port-${port}`), { recursive: true, force: true });
      }
    });
  }
});
