// An async boundary: shared singletons are negotiated before any of them is imported. The first navigation is
// settled here, before any router exists (a restaurant's subdomain may rewrite or leave the address), and a guest
// route boots the light guest page: a guest never downloads the account screens or the libraries they need.
import { remoteForPath } from './remotes/remotes';
import { currentRouterPath, settleFirstNavigation } from './subdomain';

interface Boot {
  start: () => Promise<void>;
}

const bootFor = (path: string): Promise<Boot> =>
  remoteForPath(path) === 'guest' ? import('./guest-bootstrap') : import('./bootstrap');

const firstPath = currentRouterPath();
// Only the landing page can turn into another page; elsewhere the screen's code loads while the rule is settled.
const early = firstPath === '/' ? undefined : bootFor(firstPath);

void settleFirstNavigation().then(async (proceed) => {
  if (!proceed) return;
  const boot = await (early ?? bootFor(currentRouterPath()));
  await boot.start();
});
