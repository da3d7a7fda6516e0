import { init, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from './remotes';
import { retryOncePlugin } from './runtime-plugin';

const REMOTES_CONFIG_URL = '/app/remotes.json';

/** The defaults the gateway also uses: the remotes served next to the shell. */
function defaultEntry(name: RemoteName): string {
  return `/remotes/${name}/mf-manifest.json`;
}

async function readRemotesConfig(): Promise<Partial<Record<RemoteName, string>>> {
  try {
    // The gateway preloads it with the page (Link header) and never lets it be cached: a plain fetch takes that copy.
    const response = await fetch(REMOTES_CONFIG_URL);
    return response.ok ? ((await response.json()) as Partial<Record<RemoteName, string>>) : {};
  } catch {
    return {};
  }
}

let registered: Promise<void> | undefined;

/**
 * Reads where each remote is deployed at run time (so moving a remote never needs a shell rebuild)
 * and registers it with the federation runtime; once per page, however many callers ask.
 */
export function registerRemotesFromConfig(): Promise<void> {
  registered ??= (async () => {
    init({ name: 'shell', remotes: [], plugins: [retryOncePlugin()] });
    const config = await readRemotesConfig();
    registerRemotes(
      REMOTE_NAMES.map((name) => ({
        name,
        entry: new URL(config[name] ?? defaultEntry(name), window.location.href).href,
      })),
    );
  })();
  return registered;
}

/** Fetches a remote's entry and routes code (not its copies of shared libraries) before React asks for them. */
export async function preloadRemoteRoutes(name: RemoteName): Promise<void> {
  await registerRemotesFromConfig();
  await preloadRemote([{ nameOrAlias: name, exposes: ['./Routes'], resourceCategory: 'sync', share: false }]);
}
