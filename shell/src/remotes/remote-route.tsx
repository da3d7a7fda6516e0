import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Heading, Page, ScreenPending, Text } from '@carta/ui';
import { lazyRemote, RemoteErrorBoundary } from './remote-loader';
import type { RemoteName } from './remotes';

const Panel = styled.div`
  border: ${({ theme }) => theme.hairline};
  border-left: ${({ theme }) => `${theme.borderWidth.thick} solid ${theme.colors.danger}`};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space(6)};
`;

/** The translated "unavailable" panel with its Retry button (also the light guest page's fallback). */
export function UnavailablePanel({ onRetry }: { onRetry: () => void }) {
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

/**
 * Mounts one remote's routes. If the remote cannot be loaded, only this part of the screen shows a
 * translated "unavailable" panel with a Retry button; the toolbar and the shell's routes keep working.
 */
export function RemoteRoute({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(() => ({ key: 0, Routes: lazyRemote(name) }));
  const retry = () => setAttempt((previous) => ({ key: previous.key + 1, Routes: lazyRemote(name) }));
  const { Routes } = attempt;
  return (
    <RemoteErrorBoundary key={attempt.key} fallback={<UnavailablePanel onRetry={retry} />}>
      <Suspense fallback={<ScreenPending />}>
        <div data-remote={name}>
          <Routes />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
