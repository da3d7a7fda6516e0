import { lazy, Suspense, useId, useState } from 'react';
import type { PublicRestaurant } from '@carta/contracts';
import { useGuestText } from '../../common/guest-context';
import { FailureBoundary } from '../../common/states';
import { addressLine } from './contact';

// Leaflet and its stylesheet load only when the guest asks for the map.
const MapView = lazy(() => import(/* webpackChunkName: "guest-map" */ './map-view'));

/** A maps search for the place: it opens the phone's maps app, and works when no map can be drawn here. */
export function mapsSearchUrl(restaurant: PublicRestaurant): string {
  const { mapInfo } = restaurant;
  const query = mapInfo.enabled ? `${mapInfo.lat},${mapInfo.lng}` : `${restaurant.name}, ${addressLine(restaurant)}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** "How to arrive": the address, the map on demand when the owner enabled it, and always a maps search link. */
export function HowToArrive({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t } = useGuestText();
  const headingId = useId();
  const [showMap, setShowMap] = useState(false);
  const { mapInfo } = restaurant;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('arrive.title')}</h2>
      <p>{addressLine(restaurant)}</p>
      {mapInfo.enabled &&
        (showMap ? (
          <FailureBoundary fallback={<p className="g-muted">{t('arrive.mapFailed')}</p>}>
            <Suspense fallback={<div className="g-map" aria-busy="true" />}>
              <MapView lat={mapInfo.lat} lng={mapInfo.lng} label={t('arrive.mapLabel', { name: restaurant.name })} />
            </Suspense>
          </FailureBoundary>
        ) : (
          <button type="button" className="g-button" onClick={() => setShowMap(true)}>
            {t('arrive.showMap')}
          </button>
        ))}
      <p>
        <a href={mapsSearchUrl(restaurant)} target="_blank" rel="noopener noreferrer">
          {t('arrive.search')}
        </a>
      </p>
    </section>
  );
}
