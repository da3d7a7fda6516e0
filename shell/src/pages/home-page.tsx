import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Page, Text } from '@carta/ui';
import { lazyRemote, RemoteErrorBoundary } from '../remotes/remote-loader';
import { UnavailablePanel } from '../remotes/remote-route';
import { usePageTitle } from '@carta/web-core';

/** The owner's restaurants come from the owner remote (`owner/RestaurantList`): the shell never imports its source. */
export default function HomePage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('home.title'));
  const [attempt, setAttempt] = useState(() => ({ key: 0, RestaurantList: lazyRemote('owner', 'RestaurantList') }));
  const retry = () =>
    setAttempt((previous) => ({ key: previous.key + 1, RestaurantList: lazyRemote('owner', 'RestaurantList') }));
  const { RestaurantList } = attempt;
  return (
    <Page>
      <Heading>{t('home.title')}</Heading>
      <RemoteErrorBoundary key={attempt.key} fallback={<UnavailablePanel onRetry={retry} />}>
        <Suspense fallback={<Text $muted>{t('home.loading')}</Text>}>
          <div data-remote="owner">
            <RestaurantList />
          </div>
        </Suspense>
      </RemoteErrorBoundary>
    </Page>
  );
}
