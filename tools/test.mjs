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

/**
 * Debian packages the tests need: poppler reads the print kit's PDFs back (integration: pdftoppm, pdftotext, pdfinfo,
 * pdffonts; end to end: the printed allergen table), Chromium runs the end-to-end tests.
 */
const DEBIAN_TOOLS = [
  ['/usr/bin/pdftoppm', 'poppler-utils'],
  [CHROMIUM_PATH, 'chromium'],
];

function ensureDebianTools() {
  const missing = DEBIAN_TOOLS.filter(([path]) => !existsSync(path));
  if (!missing.length) return;
  const packages = missing.map(([, name]) => name).join(' ');
  if (process.getuid?.() !== 0) {
    throw new Error(`${missing.map(([path]) => path).join(', ')} missing: apt-get install ${packages}, then npm test.`);
  }
  step(
    'install Debian tools',
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
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
  ensureDebianTools();
  step('integration', 'npx jest --selectProjects integration');
  step('build', 'npx nx run-many -t build --output-style=static');
  step('end-to-end', 'npx playwright test');
} finally {
  console.log('\nTimings:');
  for (const [name, seconds] of timings) console.log(`  ${name.padEnd(22)} ${seconds.toFixed(1)} s`);
}
