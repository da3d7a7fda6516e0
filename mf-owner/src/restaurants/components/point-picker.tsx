import { useEffect, useRef } from 'react';
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css';
import styled, { useTheme } from 'styled-components';

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
const WORLD_ZOOM = 2;
const STREET_ZOOM = 16;

const Box = styled.div`
  height: 280px;
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

let leafletStyleInjected = false;

function injectLeafletStyle(): void {
  if (leafletStyleInjected) return;
  leafletStyleInjected = true;
  const style = document.createElement('style');
  style.dataset.leaflet = '';
  style.textContent = leafletCss;
  document.head.append(style);
}

export interface PointPickerProps {
  tilesUrl: string;
  lat: number;
  lng: number;
  onPick: (lat: number, lng: number) => void;
  label: string;
}

/** A Leaflet map where a click picks the point. Its own chunk: only the map dialog loads it. */
export default function PointPicker({ tilesUrl, lat, lng, onPick, label }: PointPickerProps) {
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const map = useRef<L.Map | null>(null);
  const pick = useRef(onPick);
  const start = useRef({ lat, lng });
  useEffect(() => {
    pick.current = onPick;
  });

  useEffect(() => {
    if (!box.current) return;
    injectLeafletStyle();
    const { lat: startLat, lng: startLng } = start.current;
    const unset = startLat === 0 && startLng === 0;
    const created = L.map(box.current, { attributionControl: true }).setView(
      [startLat, startLng],
      unset ? WORLD_ZOOM : STREET_ZOOM,
    );
    L.tileLayer(tilesUrl, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(created);
    marker.current = L.circleMarker([startLat, startLng], {
      radius: 9,
      color: theme.colors.accent,
      fillOpacity: 0.6,
    }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => pick.current(event.latlng.lat, event.latlng.lng));
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tilesUrl, theme.colors.accent]);

  useEffect(() => {
    marker.current?.setLatLng([lat, lng]);
  }, [lat, lng]);

  return <Box ref={box} role="application" aria-label={label} data-testid="map" />;
}
