import { use, useEffect, useRef } from 'react';
import { DEFAULT_MAP_TILES_URL, WEB_BASE_PATH, type WebConfig } from '@carta/contracts';
import { pointMap, STREET_ZOOM } from '@carta/ui/map';
import { lightTheme } from '@carta/ui/theme';

let tilesUrl: Promise<string> | undefined;

/** The tile server comes from the gateway's configuration (tests point it nowhere). */
function readTilesUrl(): Promise<string> {
  tilesUrl ??= fetch(`${WEB_BASE_PATH}/config.json`, { cache: 'no-store' })
    .then((response): Promise<Partial<WebConfig>> | Partial<WebConfig> => (response.ok ? response.json() : {}))
    .then((config) => (typeof config.mapTilesUrl === 'string' ? config.mapTilesUrl : DEFAULT_MAP_TILES_URL))
    .catch(() => DEFAULT_MAP_TILES_URL);
  return tilesUrl;
}

/** The restaurant on a Leaflet map; its own chunk, with Leaflet. */
export default function MapView({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const url = use(readTilesUrl());
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const { map } = pointMap(
      box.current,
      { lat, lng, zoom: STREET_ZOOM, tilesUrl: url, color: lightTheme.colors.accent, radius: 10 },
      { scrollWheelZoom: false },
    );
    return () => {
      map.remove();
    };
  }, [lat, lng, url]);
  return <div ref={box} className="g-map" role="region" aria-label={label} data-testid="guest-map" />;
}
