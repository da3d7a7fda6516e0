import { init, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from './remotes';
import { retryOncePlugin } from './runtime-plugin';

const REMOTES_CONFIG_URL = '/app/remotes.json';

/** The defaults the gateway also uses: the remotes served next to the shell. */
function defaultEntry(name: RemoteName): string {
  return `/remotes/${name}/mf-manifest.json`;
}

async function readRemotesConfig(): Promise<Partial<Record<RemoteName, string>>> {
  try {
    const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-store' });
    return response.ok ? ((await response.json()) as Partial<Record<RemoteName, string>>) : {};
  } catch {
    return {};
  }
}

/**
 * Reads where each remote is deployed at run time (so moving a remote never needs a shell rebuild)
 * and registers it with the federation runtime.
 */
export async function registerRemotesFromConfig(): Promise<void> {
  init({ name: 'shell', remotes: [], plugins: [retryOncePlugin()] });
  const config = await readRemotesConfig();
  registerRemotes(
    REMOTE_NAMES.map((name) => ({
      name,
      entry: new URL(config[name] ?? defaultEntry(name), window.location.href).href,
    })),
  );
}
