// `npm run images`: the product's images, built on this machine (Dockerfile's header says why): one per service
// (gateway, auth, restaurants, admin), one per remote (mf-owner, mf-guest, mf-admin). Each is tagged
// ghcr.io/carta/<app>:<version> and :<version>-<git sha>. Prints their sizes.
// CARTA_NODE_BASE / CARTA_NGINX_BASE: the bases (default: carta-base:bookworm and carta-rootfs:bookworm, made here when
// missing; production passes node:20.20-bookworm-slim and nginx:1.27-bookworm). CARTA_REMOTE_PREVIOUS=<version>: each
// remote image also serves that version's files, taken from its image (a rollback's target).
import { execFileSync, execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { builtinModules } from 'node:module';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './carta.mjs';

export const SERVICE_APPS = ['gateway', 'auth', 'restaurants', 'admin'];
export const REMOTE_APPS = ['mf-owner', 'mf-guest', 'mf-admin'];
export const REGISTRY = 'ghcr.io/carta';
/** Our machines' stand-ins: Debian with nginx-light (remotes), and that plus the machine's node (services). */
export const LOCAL_BASE = 'carta-base:bookworm';
const ROOTFS_IMAGE = 'carta-rootfs:bookworm';
const STAGE = join(root, '.images');
/** Bumped when productionModules keeps other packages: a new store, not last time's. */
const PRUNE_RULES = 'optional-peers-dropped, argon2 checked';
// The legacy builder: BuildKit needs the buildx plugin, which Debian's docker.io lacks.
const dockerEnv = { ...process.env, DOCKER_BUILDKIT: '0' };

const run = (command, args, options = {}) =>
  execFileSync(command, args, { cwd: root, env: dockerEnv, encoding: 'utf8', ...options });
/** A docker command: its output, and on failure its own words (the legacy builder's deprecation notice aside). */
const docker = (args) => {
  try {
    return run('docker', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`docker ${args[0]} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`, { cause: error });
  }
};
const quietly = (command, args) => {
  try {
    run(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** What the images are called: version from package.json, revision from git. */
export function imageTags() {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const revision = run('git', ['rev-parse', '--short=7', 'HEAD']).trim();
  return { version, revision, tag: version, exactTag: `${version}-${revision}` };
}

export const imageRef = (app, tag) => `${REGISTRY}/${app}:${tag}`;

/** The Debian mirror apt uses here (deb822 sources), for debootstrap. */
function debianMirror() {
  const dir = '/etc/apt/sources.list.d';
  for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.sources')) : []) {
    for (const stanza of readFileSync(join(dir, file), 'utf8').split(/\n\s*\n/)) {
      const field = (name) => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(stanza)?.[1].trim().split(/\s+/) ?? [];
      if (field('Suites').includes('bookworm')) return field('URIs')[0];
    }
  }
  throw new Error('no Debian bookworm mirror in /etc/apt/sources.list.d/*.sources for debootstrap');
}

/** carta-rootfs and carta-base, once per machine: debootstrap minbase + nginx-light, imported; plus the machine's node. */
function ensureLocalBase(log) {
  if (quietly('docker', ['image', 'inspect', LOCAL_BASE]) && quietly('docker', ['image', 'inspect', ROOTFS_IMAGE]))
    return;
  const work = join(STAGE, 'base');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const rootfs = join(work, 'rootfs');
  log(`base: debootstrap bookworm from ${debianMirror()} (about a minute, once)`);
  run('debootstrap', ['--variant=minbase', '--include=nginx-light', 'bookworm', rootfs, debianMirror()], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // What no container reads: package lists and caches, documentation.
  for (const dir of ['var/lib/apt/lists', 'var/cache/apt', 'usr/share/doc', 'usr/share/man', 'usr/share/info']) {
    rmSync(join(rootfs, dir), { recursive: true, force: true });
  }
  execSync(`tar -C ${rootfs} -c . | docker import - ${ROOTFS_IMAGE}`, { env: dockerEnv, stdio: 'ignore' });
  rmSync(rootfs, { recursive: true, force: true });
  copyFileSync(process.execPath, join(work, 'node'));
  docker(['build', '--network', 'host', '-q', '-f', join(root, 'deploy/base.Dockerfile'), '-t', LOCAL_BASE, work]);
  rmSync(work, { recursive: true, force: true });
}

/** The bare package names the compiled services require (not node's own modules). */
function requiredPackages(dir) {
  const found = new Set();
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) {
        // require.resolve too: the print kit's fonts are files found inside their packages.
        for (const [, , spec] of readFileSync(full, 'utf8').matchAll(
          /require(\.resolve)?\(["']([^"'./][^"']*)["']\)/g,
        )) {
          const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
          if (!spec.startsWith('node:') && !builtinModules.includes(name)) found.add(name);
        }
      }
    }
  };
  walk(dir);
  return found;
}

/**
 * The production node_modules the services need, kept in .images/node_modules-<lockfile hash>: `npm ci --omit=dev`
 * (scripts off: argon2 and sharp ship prebuilt binaries), then only the packages the compiled code requires and what
 * they depend on. The front ends' packages (bundled by webpack) and the try-out database (`npm start`) go.
 */
function productionModules(log) {
  const lock = readFileSync(join(root, 'package-lock.json'));
  const store = join(
    STAGE,
    `node_modules-${createHash('sha256').update(lock).update(PRUNE_RULES).digest('hex').slice(0, 12)}`,
  );
  if (existsSync(join(store, 'node_modules'))) return join(store, 'node_modules');
  // Another lockfile's store is never used again.
  for (const entry of existsSync(STAGE) ? readdirSync(STAGE) : []) {
    if (entry.startsWith('node_modules-')) rmSync(join(STAGE, entry), { recursive: true, force: true });
  }
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  // npm ci wants every workspace's package.json beside the lockfile.
  for (const pattern of pkg.workspaces) {
    const dirs = pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
      : [pattern];
    for (const dir of dirs.filter((d) => existsSync(join(root, d, 'package.json')))) {
      mkdirSync(join(store, dir), { recursive: true });
      copyFileSync(join(root, dir, 'package.json'), join(store, dir, 'package.json'));
    }
  }
  copyFileSync(join(root, 'package.json'), join(store, 'package.json'));
  copyFileSync(join(root, 'package-lock.json'), join(store, 'package-lock.json'));
  log('node_modules: npm ci --omit=dev');
  run('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: store,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // argon2's install script tries its prebuilt binary and compiles it when that one fails to load: on our machines
  // the prebuilt one crashes (SIGSEGV), so it is built here, then checked.
  run('npm', ['rebuild', 'argon2', '--foreground-scripts'], { cwd: store, stdio: ['ignore', 'pipe', 'pipe'] });
  run(process.execPath, ['-e', "require('argon2').hash('check').then(() => process.exit(0))"], { cwd: store });
  const modules = join(store, 'node_modules');
  // Keep what the services require and, transitively, what those packages declare (nested copies stay inside).
  const keep = new Set();
  const queue = [...requiredPackages(join(root, 'dist/node'))];
  while (queue.length) {
    const name = queue.pop();
    if (keep.has(name) || !existsSync(join(modules, name, 'package.json'))) continue;
    keep.add(name);
    const manifest = JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8'));
    // A peer marked optional is the user's choice (e.g. typescript for a type helper): not taken along.
    const peers = Object.keys(manifest.peerDependencies ?? {}).filter(
      (peer) => !manifest.peerDependenciesMeta?.[peer]?.optional,
    );
    queue.push(...Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }), ...peers);
  }
  for (const entry of readdirSync(modules)) {
    const names = entry.startsWith('@') ? readdirSync(join(modules, entry)).map((n) => `${entry}/${n}`) : [entry];
    for (const name of names) if (!keep.has(name)) rmSync(join(modules, name), { recursive: true, force: true });
  }
  for (const scope of readdirSync(modules).filter((e) => e.startsWith('@'))) {
    if (!readdirSync(join(modules, scope)).length) rmSync(join(modules, scope), { recursive: true });
  }
  // Bin links and npm's own record of the full tree do not describe what is left.
  rmSync(join(modules, '.bin'), { recursive: true, force: true });
  rmSync(join(modules, '.package-lock.json'), { force: true });
  // Other workspaces' folders were only there for npm ci.
  for (const entry of readdirSync(store)) if (entry !== 'node_modules') rmSync(join(store, entry), { recursive: true });
  return modules;
}

/**
 * .images/services/: the build context of the four service images, staged once: the production node_modules as one
 * archive (one layer they share) and app-<name>/, exactly what each one's `COPY app-${APP}/` takes.
 */
function stageServices(modules, version) {
  const context = join(STAGE, 'services');
  rmSync(context, { recursive: true, force: true });
  mkdirSync(context, { recursive: true });
  // One archive, not thousands of files: Docker sends and checksums it in a moment, and ADD unpacks it.
  const archive = `${modules}.tar`;
  if (!existsSync(archive)) execFileSync('tar', ['-cf', archive, '-C', join(modules, '..'), 'node_modules']);
  execFileSync('ln', [archive, join(context, 'node_modules.tar')]);
  // The Dockerfile's remote stage, built before this one by the legacy builder, copies these: nothing.
  mkdirSync(join(context, 'html'));
  copyFileSync(join(root, 'deploy/remote-nginx.conf'), join(context, 'nginx.conf'));
  const dist = join(root, 'dist/node');
  for (const app of SERVICE_APPS) {
    const dir = join(context, `app-${app}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: `carta-${app}`, version, private: true })}\n`);
    writeFileSync(join(dir, 'main.js'), `require('./dist/node/services/${app}/src/main.js');\n`);
    cpSync(join(dist, 'libs'), join(dir, 'dist/node/libs'), { recursive: true });
    cpSync(join(dist, 'services', app), join(dir, 'dist/node/services', app), { recursive: true });
    // Every service's migrations: auth's image runs setup-database, which reads what each one's migrations create.
    for (const other of SERVICE_APPS) {
      const migrations = join(dist, 'services', other, 'migrations');
      if (existsSync(migrations)) {
        cpSync(migrations, join(dir, 'dist/node/services', other, 'migrations'), { recursive: true });
      }
    }
    // The gateway serves the shell; the remotes are their own images.
    if (app === 'gateway') cpSync(join(root, 'dist/apps/shell'), join(dir, 'dist/apps/shell'), { recursive: true });
  }
  return context;
}

function stageRemote(app, version) {
  const context = join(STAGE, app);
  rmSync(context, { recursive: true, force: true });
  const name = app.replace(/^mf-/, '');
  cpSync(join(root, 'dist/apps', app), join(context, 'html/remotes', name, version), {
    recursive: true,
    filter: (path) => !path.endsWith('.LICENSE.txt'),
  });
  copyFileSync(join(root, 'deploy/remote-nginx.conf'), join(context, 'nginx.conf'));
  // The version a rollback goes back to (CARTA_REMOTE_PREVIOUS), copied out of its own image: one URL in the remotes
  // ConfigMap then switches the shell to it, with nothing else to deploy.
  const previous = process.env.CARTA_REMOTE_PREVIOUS;
  if (previous && previous !== version) {
    // Never pulled (nothing can be, here): the previous build is on this machine or the build stops.
    if (!quietly('docker', ['image', 'inspect', imageRef(app, previous)])) {
      throw new Error(`CARTA_REMOTE_PREVIOUS=${previous}: no image ${imageRef(app, previous)} on this machine`);
    }
    const from = `/usr/share/nginx/html/remotes/${name}/${previous}`;
    const container = docker(['create', imageRef(app, previous)]).trim();
    try {
      docker(['cp', `${container}:${from}`, join(context, 'html/remotes', name, previous)]);
    } finally {
      docker(['rm', container]);
    }
  }
  return context;
}

const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/** Builds every image; returns [{app, ref, bytes}]. `build: false` skips the Nx build (already done). */
export async function buildImages({ log = console.log, build = true } = {}) {
  if (!quietly('docker', ['info'])) {
    throw new Error('docker is not running: apt-get install -y docker.io, then start dockerd (README: Images)');
  }
  const nodeBase = process.env.CARTA_NODE_BASE || LOCAL_BASE;
  const nginxBase = process.env.CARTA_NGINX_BASE || ROOTFS_IMAGE;
  if (nodeBase === LOCAL_BASE || nginxBase === ROOTFS_IMAGE) ensureLocalBase(log);
  if (build) {
    execSync('npx nx run-many -t build --output-style=static', {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' },
    });
  }
  const { version, revision, tag, exactTag } = imageTags();
  const modules = productionModules(log);
  const services = stageServices(modules, version);
  const built = [];
  for (const app of [...SERVICE_APPS, ...REMOTE_APPS]) {
    const service = SERVICE_APPS.includes(app);
    const context = service ? services : stageRemote(app, version);
    const started = Date.now();
    docker([
      'build',
      '--network',
      'host',
      '-q',
      '-f',
      join(root, 'Dockerfile'),
      '--target',
      service ? 'service' : 'remote',
      '--build-arg',
      `NODE_BASE=${nodeBase}`,
      '--build-arg',
      `NGINX_BASE=${nginxBase}`,
      '--build-arg',
      `APP=${app}`,
      '--build-arg',
      `VERSION=${version}`,
      '--build-arg',
      `REVISION=${revision}`,
      '-t',
      imageRef(app, tag),
      '-t',
      imageRef(app, exactTag),
      context,
    ]);
    const bytes = Number(run('docker', ['image', 'inspect', '-f', '{{.Size}}', imageRef(app, tag)]).trim());
    built.push({ app, ref: imageRef(app, exactTag), bytes });
    log(
      `  ${imageRef(app, exactTag).padEnd(44)} ${megabytes(bytes).padStart(9)}  (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  const base = (image) => Number(run('docker', ['image', 'inspect', '-f', '{{.Size}}', image]).trim());
  log(
    `  bases: ${nodeBase} ${megabytes(base(nodeBase))}${nginxBase === nodeBase ? '' : `, ${nginxBase} ${megabytes(base(nginxBase))}`}`,
  );
  log(
    `  production node_modules (one layer shared by the four services): ${execFileSync('du', ['-sh', modules], { encoding: 'utf8' }).split('\t')[0]}`,
  );
  return { images: built, tag, exactTag };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  try {
    await buildImages();
    console.log(`images built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
