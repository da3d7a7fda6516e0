import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFound, ScreenPending } from '@carta/ui';
import { errorMessageOf, statusOf, useMessages, useServerData } from '@carta/web-core';
import { getRestaurant } from './api';

/** The owner's restaurant `id`; another owner's or an unknown id ends as `notFound` (the API answers 404). */
export function useRestaurant(id: string) {
  const { data, error, setData, reload } = useServerData(`restaurant:${id}`, () => getRestaurant(id));
  const notFound = error !== undefined && statusOf(error) === 404;
  useEffect(() => {
    // 401 already logged out; 404 is the not-found screen; anything else goes to the error snackbar.
    if (error !== undefined && statusOf(error) !== 404 && statusOf(error) !== 401) {
      useMessages.getState().addError(errorMessageOf(error));
    }
  }, [error]);
  return { restaurant: data, notFound, failed: error !== undefined, setRestaurant: setData, reload };
}

/** What a restaurant screen shows until its restaurant is there: loading, not found, or nothing on failure. */
export function RestaurantPending({ notFound, failed }: { notFound: boolean; failed: boolean }): ReactNode {
  const { t } = useTranslation('owner');
  if (notFound) return <NotFound />;
  return <ScreenPending failed={failed ? t('loadFailed') : undefined} />;
}
