// `npm test`: every check the project has, cheapest first; stops at the first failure.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';
import { root } from './carta.mjs';

const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false', FORCE_COLOR: '0' };
const timings = [];

function step(name, command) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  execSync(command, { cwd: root, stdio: 'inherit', env });
  timings.push([name, (Date.now() - started) / 1000]);
}

/** Debian packages the end-to-end tests need: Chromium, and poppler's pdftotext to read a printed PDF. */
const E2E_TOOLS = [
  [CHROMIUM_PATH, 'chromium'],
  ['/usr/bin/pdftotext', 'poppler-utils'],
];

function ensureE2eTools() {
  const missing = E2E_TOOLS.filter(([path]) => !existsSync(path));
  if (!missing.length) return;
  const packages = missing.map(([, name]) => name).join(' ');
  if (process.getuid?.() !== 0) {
    throw new Error(`${missing.map(([path]) => path).join(', ')} missing: apt-get install ${packages}, then npm test.`);
  }
  step('install e2e tools', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`);
}

/** The print kit's tests read its PDFs with poppler (pdftoppm, pdftotext, pdfinfo, pdffonts). */
function ensurePoppler() {
  if (existsSync('/usr/bin/pdftoppm')) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      "pdftoppm is missing: install Debian's poppler-utils (apt-get install poppler-utils) and run npm test again.",
    );
  }
  step(
    'install poppler-utils',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils',
  );
}

try {
  // The module-boundary lint rule reads Nx's cached project graph and skips itself without one (a fresh clone).
  step('project graph', 'npx nx show projects');
  step('lint', 'npx eslint . --max-warnings 0');
  step('format', 'npx prettier --check . --log-level warn');
  step('typecheck', 'npx tsc --noEmit -p .');
  step('deployment manifests', 'node tools/validate-deploy.mjs');
  step('unit', 'npx jest --selectProjects unit');
  ensurePoppler();
  step('integration', 'npx jest --selectProjects integration');
  step('build', 'npx nx run-many -t build --output-style=static');
  ensureE2eTools();
  step('end-to-end', 'npx playwright test');
} finally {
  console.log('\nTimings:');
  for (const [name, seconds] of timings) console.log(`  ${name.padEnd(22)} ${seconds.toFixed(1)} s`);
}
