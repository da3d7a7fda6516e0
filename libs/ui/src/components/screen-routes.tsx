import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { Page, Text } from './layout';
import { NotFound } from './not-found';

/** A screen still loading (its code or its data), or the message of one that could not load. */
export function ScreenPending({ failed }: { failed?: string }) {
  const { t } = useTranslation('common');
  return (
    <Page aria-busy={failed === undefined}>
      <Text $muted>{failed ?? t('remote.loading')}</Text>
    </Page>
  );
}

export interface Screen {
  /** One path, or several that show the same page. */
  path: string | readonly string[];
  page: LazyExoticComponent<ComponentType>;
}

/** A remote's screens under the shell's router: each page its own chunk, unknown paths the shared not-found. */
export function ScreenRoutes({ screens }: { screens: readonly Screen[] }) {
  return (
    <Routes>
      {screens.flatMap(({ path, page: Screen }) =>
        (typeof path === 'string' ? [path] : path).map((one) => (
          <Route
            key={one}
            path={one}
            element={
              <Suspense fallback={<ScreenPending />}>
                <Screen />
              </Suspense>
            }
          />
        )),
      )}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
