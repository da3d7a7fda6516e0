import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './remotes';

type RoutesModule = { default: ComponentType };

/**
 * One module a remote exposes (its routes, or a component such as owner's RestaurantList) as a lazy component;
 * make a fresh one per attempt, as React caches a rejected lazy() for good.
 */
export function lazyRemote(name: RemoteName, exposed = 'Routes') {
  return lazy(async () => {
    const module = await loadRemote<RoutesModule>(`${name}/${exposed}`);
    if (!module?.default) throw new Error(`remote ${name} exposes no ${exposed} component`);
    return module;
  });
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Shows `fallback` instead of a remote that failed to load or to render. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
