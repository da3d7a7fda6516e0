import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { WEB_BASE_PATH } from '@carta/contracts';
import { setNavigator } from '@carta/web-core';
import { RequireAuth } from './auth/require-auth';
import { Layout, type RouteHandle } from './layout/layout';
import { RemoteOutlet } from './remotes/remote-outlet';

/** Each shell screen is its own chunk, so a guest route never downloads the account screens. */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const noLogo: RouteHandle = { hideLogo: true };

const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    // The first screen's chunk is tiny; render nothing rather than a flash of a spinner.
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: page(() => import('./pages/landing-page')) },
      { path: 'login', handle: noLogo, lazy: page(() => import('./pages/login-page')) },
      { path: 'signup', handle: noLogo, lazy: page(() => import('./pages/signup-page')) },
      { path: 'forgot', handle: noLogo, lazy: page(() => import('./pages/forgot-page')) },
      { path: 'reset/:id', handle: noLogo, lazy: page(() => import('./pages/reset-page')) },
      { path: 'verify/:id', lazy: page(() => import('./pages/verify-page')) },
      { path: 'about', lazy: page(() => import('./pages/about-page')) },
      { path: 'contact', lazy: page(() => import('./pages/contact-page')) },
      {
        Component: RequireAuth,
        children: [
          { path: 'home', lazy: page(() => import('./pages/home-page')) },
          { path: 'profile', lazy: page(() => import('./pages/profile-page')) },
        ],
      },
      // Owner, guest and admin paths, mounted from their remotes; anything else is not found.
      { path: '*', Component: RemoteOutlet },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes, { basename: WEB_BASE_PATH });
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
