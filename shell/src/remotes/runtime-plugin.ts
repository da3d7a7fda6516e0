import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRY_DELAY_MS = 300;

/**
 * Retries a failed remote load once (a dropped connection, a deploy in progress), then lets the error
 * reach the RemoteRoute boundary, which shows the "unavailable" panel.
 */
export function retryOncePlugin(): ModuleFederationRuntimePlugin {
  const retrying = new Set<string>();
  return {
    name: 'carta-retry-once',
    async errorLoadRemote({ id, lifecycle, origin }) {
      if (lifecycle !== 'onLoad' || retrying.has(id)) return undefined;
      retrying.add(id);
      try {
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        return (await origin.loadRemote(id)) ?? undefined;
      } catch {
        // the runtime already logged why; returning nothing rethrows the original error
        return undefined;
      } finally {
        retrying.delete(id);
      }
    },
  };
}
