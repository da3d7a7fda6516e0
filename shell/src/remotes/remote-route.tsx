import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Button, Heading, Page, Text } from '@carta/ui';
import type { RemoteName } from './remotes';

type RoutesModule = { default: ComponentType };

function lazyRemote(name: RemoteName) {
  return lazy(async () => {
    const module = await loadRemote<RoutesModule>(`${name}/Routes`);
    if (!module?.default) throw new Error(`remote ${name} exposes no Routes component`);
    return module;
  });
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const Panel = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space(6)};
`;

function UnavailablePanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Page>
      <Panel role="alert">
        <Heading as="h1">{t('remote.unavailable')}</Heading>
        <Text $muted>{t('remote.hint')}</Text>
        <Button onClick={onRetry}>{t('remote.retry')}</Button>
      </Panel>
    </Page>
  );
}

function Loading() {
  const { t } = useTranslation('common');
  return (
    <Page aria-busy="true">
      <Text $muted>{t('remote.loading')}</Text>
    </Page>
  );
}

/**
 * Mounts one remote's routes. If the remote cannot be loaded, only this part of the screen shows a
 * translated "unavailable" panel with a Retry button; the toolbar and the shell's routes keep working.
 */
export function RemoteRoute({ name }: { name: RemoteName }) {
  // A fresh lazy component per attempt: React caches a rejected lazy() for good.
  const [attempt, setAttempt] = useState(() => ({ key: 0, Routes: lazyRemote(name) }));
  const retry = () => setAttempt((previous) => ({ key: previous.key + 1, Routes: lazyRemote(name) }));
  const { Routes } = attempt;
  return (
    <RemoteErrorBoundary key={attempt.key} fallback={<UnavailablePanel onRetry={retry} />}>
      <Suspense fallback={<Loading />}>
        <div data-remote={name}>
          <Routes />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
