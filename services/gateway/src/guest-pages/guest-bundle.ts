import { builtinModules } from 'node:module';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import type { FastifyBaseLogger } from 'fastify';
import { GUEST_SERVER_MANIFEST, type GuestServerBundle, type GuestServerManifest } from '@carta/contracts';

/** A redeployed guest remote is picked up within this long, without restarting the gateway. */
const RECHECK_MS = 10_000;
const FETCH_TIMEOUT_MS = 5_000;
const BUILTINS = new Set(builtinModules);

export interface LoadedBundle {
  /** Rendered pages are kept per build: a new deployment never serves the old one's HTML. */
  build: string;
  bundle: GuestServerBundle;
  /** The hydrating scripts, as the browser asks for them. */
  scripts: string[];
}

/**
 * Where the remote's files are read (its own files on this machine, or its server) and where the browser asks for its
 * scripts (beside REMOTE_GUEST_URL, the federation manifest the shell loads).
 */
type Source = ({ kind: 'local'; dir: string } | { kind: 'remote'; base: URL }) & { scriptsBase: string };

/**
 * `manifestUrl` is REMOTE_GUEST_URL; `serverUrl` (REMOTE_GUEST_SERVER_URL) the remote's server as the gateway reaches
 * it, when the remote is deployed apart: the manifest's path is REMOTE_GUEST_URL's, so a rollback stays one URL. Without it, a root-relative `/remotes/guest/…` is the gateway's own
 * `<staticDir>/mf-guest`, and an absolute URL is fetched.
 */
export function guestSource(manifestUrl: string, staticDir: string, serverUrl: string | null = null): Source | null {
  const local = /^\/remotes\/guest\/((?:[^/]+\/)*)[^/]*$/.exec(manifestUrl);
  const absolute = /^https?:\/\//i.test(manifestUrl);
  if (!local && !absolute) return null;
  const scriptsBase = local ? `/remotes/guest/${local[1]}` : new URL('.', manifestUrl).href;
  if (serverUrl) {
    const path = absolute ? new URL(manifestUrl).pathname : manifestUrl;
    return { kind: 'remote', base: new URL('.', new URL(path, serverUrl)), scriptsBase };
  }
  if (local) return { kind: 'local', dir: join(staticDir, 'mf-guest', local[1]), scriptsBase };
  return { kind: 'remote', base: new URL('.', manifestUrl), scriptsBase };
}

/** The bundle's module, given only node's own modules: it is self-contained, and may reach nothing of the gateway's. */
function evaluate(code: string, filename: string): GuestServerBundle {
  const module = { exports: {} as Partial<GuestServerBundle> };
  const nodeOnly = (id: string): unknown => {
    if (!BUILTINS.has(id.replace(/^node:/, ''))) throw new Error(`the guest server bundle may not require ${id}`);
    return process.getBuiltinModule(id);
  };
  const factory = runInThisContext(`(function (module, exports, require) {${code}\n})`, { filename }) as (
    module: object,
    exports: object,
    require: (id: string) => unknown,
  ) => void;
  factory(module, module.exports, nodeOnly);
  const bundle = module.exports;
  if (typeof bundle.renderGuestPage !== 'function' || typeof bundle.pageLanguage !== 'function') {
    throw new Error('the guest server bundle does not export renderGuestPage and pageLanguage');
  }
  return bundle as GuestServerBundle;
}

async function readText(source: Source, relative: string): Promise<string> {
  if (source.kind === 'local') return readFile(join(source.dir, relative), 'utf8');
  const url = new URL(relative, source.base);
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.text();
}

function isManifest(value: unknown): value is GuestServerManifest {
  const manifest = value as Partial<GuestServerManifest> | null;
  return (
    typeof manifest?.build === 'string' &&
    typeof manifest.bundle === 'string' &&
    Array.isArray(manifest.scripts) &&
    manifest.scripts.every((script) => typeof script === 'string')
  );
}

/**
 * The guest remote's server bundle, loaded at run time from where the remote is deployed (never part of the gateway's
 * build), checked again every RECHECK_MS: a new build replaces it, a failed check keeps the one loaded. Null while
 * none could be loaded: the guest then gets the single-page app.
 */
export class GuestBundle {
  private loaded: LoadedBundle | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly source: Source | null,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** The bundle to render with now (the first call waits for the first load; later ones never wait). */
  async current(): Promise<LoadedBundle | null> {
    if (this.now() - this.checkedAt >= RECHECK_MS) {
      this.checking ??= this.check().finally(() => (this.checking = null));
      if (!this.loaded) await this.checking;
    }
    return this.loaded;
  }

  private async check(): Promise<void> {
    this.checkedAt = this.now();
    const source = this.source;
    if (!source) return;
    try {
      const manifest: unknown = JSON.parse(await readText(source, GUEST_SERVER_MANIFEST));
      if (!isManifest(manifest)) throw new Error(`${GUEST_SERVER_MANIFEST} is not a guest server manifest`);
      if (manifest.build === this.loaded?.build) return;
      const bundlePath = new URL(manifest.bundle, `http://remote/${GUEST_SERVER_MANIFEST}`).pathname.slice(1);
      const bundle = evaluate(await readText(source, bundlePath), `guest-server:${bundlePath}`);
      const scripts = manifest.scripts.map((script) => `${source.scriptsBase}${script}`);
      this.loaded = { build: manifest.build, bundle, scripts };
      this.log.info({ build: manifest.build }, 'guest server bundle loaded');
    } catch (error) {
      this.log.warn({ err: error }, 'guest server bundle unavailable; guests get the single-page app');
    }
  }
}
