// Seconds from `npm start` to a ready /readyz on a clean clone: cold (nothing built, no database) and warm.
// Usage: node bench/startup.mjs   (clones HEAD to a temp dir and runs `npm ci` there first, untimed)
import { execSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = 8280;
const clone = mkdtempSync(join(tmpdir(), 'carta-bench-'));
// As root the embedded PostgreSQL runs as `postgres`, which must reach .data/ inside the clone.
chmodSync(clone, 0o755);
execSync(`git clone -q ${process.cwd()} ${clone} && cd ${clone} && npm ci --silent`, { stdio: 'inherit' });

async function timeStart(label, extraEnv = {}) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env: { ...process.env, PORT: String(port), NX_NO_CLOUD: 'true', ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error('npm start exited');
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  process.kill(-child.pid, 'SIGINT');
  await new Promise((r) => child.once('exit', r));
  console.log(`${label.padEnd(6)} npm start → /readyz: ${seconds.toFixed(1)} s`);
}

try {
  // Nx keeps a per-user cache outside the checkout: skip it, so cold means every app is built.
  await timeStart('cold', { NX_SKIP_NX_CACHE: 'true' });
  await timeStart('warm');
} finally {
  rmSync(clone, { recursive: true, force: true });
}
