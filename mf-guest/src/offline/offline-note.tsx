import { useSyncExternalStore } from 'react';
import type { Translate } from '../common/interface-text';
import { offlineAsOf, subscribeOfflineAsOf } from './register';

/** When the copy on screen was stored, if the service worker answered it from its cache (the guest is offline). */
function useOfflineAsOf(): Date | null {
  return useSyncExternalStore(subscribeOfflineAsOf, offlineAsOf, () => null);
}

/** The hour and minute a copy was stored, on the guest's clock (HH:MM). */
export function asOfTime(asOf: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(asOf);
}

/** "Offline · menu as of 13:05": shown while what is on screen came from the service worker's cache. */
export function OfflineNote({ t, locale }: { t: Translate; locale: string }) {
  const asOf = useOfflineAsOf();
  if (!asOf) return null;
  return (
    <p className="g-offline" role="status">
      {t('offline.asOf', { time: asOfTime(asOf, locale) })}
    </p>
  );
}
