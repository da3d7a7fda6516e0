import { lazy, Suspense, useId, useState } from 'react';
import { guestMapPoint, type PublicRestaurant } from '@carta/contracts';
import { useGuestText } from '../../common/guest-context';
import { FailureBoundary } from '../../common/states';
import { mapsSearchUrl } from './actions';

// Leaflet and its stylesheet load only when the guest asks for the map.
const MapView = lazy(() => import(/* webpackChunkName: "guest-map" */ './map-view'));

/** "How to arrive", when the owner placed the restaurant on the map: the map on demand, and a maps link. */
export function HowToArrive({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t } = useGuestText();
  const headingId = useId();
  const [showMap, setShowMap] = useState(false);
  const point = guestMapPoint(restaurant.mapInfo);
  if (!point) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('arrive.title')}</h2>
      {showMap ? (
        <FailureBoundary fallback={<p className="g-muted">{t('arrive.mapFailed')}</p>}>
          <Suspense fallback={<div className="g-map" aria-busy="true" />}>
            <MapView lat={point.lat} lng={point.lng} label={t('arrive.mapLabel', { name: restaurant.name })} />
          </Suspense>
        </FailureBoundary>
      ) : (
        <button type="button" className="g-button" onClick={() => setShowMap(true)}>
          {t('arrive.showMap')}
        </button>
      )}
      <p>
        <a className="g-inline-link" href={mapsSearchUrl(restaurant)} target="_blank" rel="noopener noreferrer">
          {t('arrive.search')}
        </a>
      </p>
    </section>
  );
}
