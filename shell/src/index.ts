// An async boundary: shared singletons are negotiated before any of them is imported. The first navigation is
// settled here, before any router exists (a restaurant's subdomain may rewrite or leave the address), and a guest
// route boots the light guest page: a guest never downloads the account screens or the libraries they need.
import { preloadRemoteRoutes, registerRemotesFromConfig } from './remotes/registry';
import { remoteForPath } from './remotes/remotes';
import { currentRouterPath, settleFirstNavigation } from './subdomain';

interface Boot {
  start: () => Promise<void>;
}

/** Loads the code of the app that shows `path`; a guest page's remote loads beside React rather than after it. */
function load(path: string): Promise<Boot> {
  if (remoteForPath(path) !== 'guest') return import('./bootstrap');
  void preloadRemoteRoutes('guest').catch(() => undefined);
  return import('./guest-bootstrap');
}

void registerRemotesFromConfig();
const firstPath = currentRouterPath();
// Only the landing page can turn into another page; elsewhere the screen's code loads while the rule is settled.
const early = firstPath === '/' ? undefined : load(firstPath);

void settleFirstNavigation().then(async (proceed) => {
  if (!proceed) return;
  const boot = await (early ?? load(currentRouterPath()));
  await boot.start();
});
