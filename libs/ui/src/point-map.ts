// A separate entry (@carta/ui/map): only the chunks that draw a map load Leaflet, and the guest page takes it
// without the rest of the library.
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css';

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
export const STREET_ZOOM = 16;

let styleInjected = false;

function injectLeafletStyle(): void {
  if (styleInjected) return;
  styleInjected = true;
  const style = document.createElement('style');
  style.dataset.leaflet = '';
  style.textContent = leafletCss;
  document.head.append(style);
}

/** A Leaflet map in `box` centred on a point, marked by a round marker of `color`. */
export function pointMap(
  box: HTMLElement,
  point: { lat: number; lng: number; zoom: number; tilesUrl: string; color: string; radius: number },
  options: L.MapOptions,
): { map: L.Map; marker: L.CircleMarker } {
  injectLeafletStyle();
  const map = L.map(box, options).setView([point.lat, point.lng], point.zoom);
  L.tileLayer(point.tilesUrl, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map);
  const marker = L.circleMarker([point.lat, point.lng], {
    radius: point.radius,
    color: point.color,
    fillOpacity: 0.6,
  }).addTo(map);
  return { map, marker };
}
