import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseEnv } from '@carta/contracts';
import { renderKustomization, type Resource } from '../../../tools/deploy/kustomize.mjs';
import { gatewayConfig, gatewayEnv } from '../src/config';
import { createGateway } from '../src/gateway';

/**
 * Rolling the guest remote back (k8s/overlays/prod: one URL in the carta-remotes ConfigMap): the gateway that reads
 * the new ConfigMap hands the shell the previous version's manifest, whose entry is the previous build, while the
 * shell's own files stay the same bytes. The remote is served as its image serves it (/remotes/guest/<version>/…).
 */
const K8S = join(__dirname, '../../../k8s');
const VERSIONS = ['1.0.0', '1.1.0'];

/** A remote's files as its image lays them out, one folder per version, each entry saying which build it is. */
function remoteFiles(dir: string): void {
  for (const version of VERSIONS) {
    const at = join(dir, 'remotes/guest', version);
    mkdirSync(at, { recursive: true });
    const manifest = {
      id: 'guest',
      name: 'guest',
      metaData: {
        name: 'guest',
        buildInfo: { buildVersion: version },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        publicPath: 'auto',
      },
      exposes: [{ name: 'Routes', path: './Routes' }],
    };
    writeFileSync(join(at, 'mf-manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(at, 'remoteEntry.js'), `var guest = { build: ${JSON.stringify(version)} };`);
  }
}

function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    try {
      const body = readFileSync(join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
      res.setHeader('access-control-allow-origin', '*');
      res.end(body);
    } catch {
      res.statusCode = 404;
      res.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** What the shell does with /app/remotes.json (shell/src/remotes): the manifest, then its entry (publicPath auto). */
async function loadGuest(gateway: string): Promise<string> {
  const remotes = (await (await fetch(`${gateway}/app/remotes.json`)).json()) as Record<string, string>;
  const manifestUrl = new URL(remotes.guest, gateway);
  const manifest = (await (await fetch(manifestUrl)).json()) as {
    metaData: { remoteEntry: { name: string; path: string } };
  };
  const { name, path } = manifest.metaData.remoteEntry;
  const entry = await fetch(new URL(join(path, name), manifestUrl));
  expect(entry.status).toBe(200);
  return entry.text();
}

/** The prod overlay as applied, with the guest remote's line in its kustomization set to `version`. */
function renderProd(k8s: string, version: string): Resource[] {
  const file = join(k8s, 'overlays/prod/kustomization.yaml');
  const text = readFileSync(file, 'utf8');
  writeFileSync(
    file,
    text.replace(/REMOTE_GUEST_URL=\S+/, `REMOTE_GUEST_URL=/remotes/guest/${version}/mf-manifest.json`),
  );
  return renderKustomization(join(k8s, 'overlays/prod'));
}

/** The gateway's environment in the rendered Deployment, with its remotes ConfigMap resolved. */
function gatewayEnvironment(resources: Resource[]): Record<string, string> {
  const deployment = resources.find((r) => r.kind === 'Deployment' && r.metadata.name === 'gateway')!;
  const env: Record<string, string> = {};
  for (const from of deployment.spec.template.spec.containers[0].envFrom) {
    const map = resources.find((r) => r.kind === 'ConfigMap' && r.metadata.name === from.configMapRef?.name);
    if (map) Object.assign(env, map.data);
  }
  return env;
}

const digest = (dir: string) => {
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex');
};

describe('rolling the guest remote back', () => {
  let work: string;
  let remote: Server;
  let origin: string;
  const gateways: FastifyInstance[] = [];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'remote-rollback-'));
    remoteFiles(join(work, 'mf-guest'));
    remote = await serve(join(work, 'mf-guest'));
    origin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
    mkdirSync(join(work, 'static/shell'), { recursive: true });
    writeFileSync(join(work, 'static/shell/index.html'), '<title>CARTA ONLINE</title>');
    writeFileSync(join(work, 'static/shell/main.0123456789abcdef.js'), 'import("./bootstrap")');
    cpSync(K8S, join(work, 'k8s'), { recursive: true });
  });

  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    await new Promise((resolve) => remote.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  /** A gateway pod as the rollout starts it: its environment from the rendered ConfigMaps. */
  async function startGateway(resources: Resource[]): Promise<string> {
    const rendered = gatewayEnvironment(resources);
    // No Ingress here: the remote's origin stands in for the path it routes (/remotes/guest → mf-guest).
    const env = {
      ...rendered,
      REMOTE_GUEST_URL: new URL(rendered.REMOTE_GUEST_URL, origin).toString(),
      STATIC_DIR: join(work, 'static'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REDIS_URL: '',
    };
    const gateway = await createGateway(gatewayConfig(parseEnv('gateway', gatewayEnv, env)));
    gateways.push(gateway);
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  }

  it('is one URL in the remotes ConfigMap: the shell loads the previous build, the shell itself unchanged', async () => {
    const shell = digest(join(work, 'static/shell'));
    const current = await startGateway(renderProd(join(work, 'k8s'), '1.1.0'));
    expect(await loadGuest(current)).toContain('"1.1.0"');

    const rolledBack = renderProd(join(work, 'k8s'), '1.0.0');
    const previous = await startGateway(rolledBack);
    const remotes = (await (await fetch(`${previous}/app/remotes.json`)).json()) as Record<string, string>;
    expect(remotes.guest).toBe(`${origin}/remotes/guest/1.0.0/mf-manifest.json`);
    expect(await loadGuest(previous)).toContain('"1.0.0"');
    // The page that loads it is the same file, byte for byte: nothing was rebuilt.
    expect(digest(join(work, 'static/shell'))).toBe(shell);
    const page = await fetch(`${previous}/app/`);
    expect(await page.text()).toBe('<title>CARTA ONLINE</title>');
    // The other remotes did not move.
    expect(remotes.owner).toBe(gatewayEnvironment(rolledBack).REMOTE_OWNER_URL);
  });
});
