import { use, useEffect, useRef } from 'react';
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css';
import { DEFAULT_MAP_TILES_URL, WEB_BASE_PATH, type WebConfig } from '@carta/contracts';
import { lightTheme } from '@carta/ui/theme';

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
const STREET_ZOOM = 16;

let tilesUrl: Promise<string> | undefined;

/** The tile server comes from the gateway's configuration (tests point it nowhere). */
function readTilesUrl(): Promise<string> {
  tilesUrl ??= fetch(`${WEB_BASE_PATH}/config.json`, { cache: 'no-store' })
    .then((response): Promise<Partial<WebConfig>> | Partial<WebConfig> => (response.ok ? response.json() : {}))
    .then((config) => (typeof config.mapTilesUrl === 'string' ? config.mapTilesUrl : DEFAULT_MAP_TILES_URL))
    .catch(() => DEFAULT_MAP_TILES_URL);
  return tilesUrl;
}

let styleInjected = false;

function injectLeafletStyle(): void {
  if (styleInjected) return;
  styleInjected = true;
  const style = document.createElement('style');
  style.dataset.leaflet = '';
  style.textContent = leafletCss;
  document.head.append(style);
}

/** The restaurant on a Leaflet map; its own chunk, with Leaflet. */
export default function MapView({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const url = use(readTilesUrl());
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    injectLeafletStyle();
    const map = L.map(box.current, { scrollWheelZoom: false }).setView([lat, lng], STREET_ZOOM);
    L.tileLayer(url, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map);
    L.circleMarker([lat, lng], { radius: 10, color: lightTheme.colors.accent, fillOpacity: 0.6 }).addTo(map);
    return () => {
      map.remove();
    };
  }, [lat, lng, url]);
  return <div ref={box} className="g-map" role="region" aria-label={label} data-testid="guest-map" />;
}
