import { useEffect, useRef } from 'react';
import type L from 'leaflet';
import styled, { useTheme } from 'styled-components';
import { pointMap, STREET_ZOOM } from '@carta/ui/map';

const Box = styled.div`
  height: ${({ theme }) => theme.size.map};
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: ${({ theme }) => theme.hairline};
`;

/** Where the map looks; a new object moves it there. */
export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

export interface PointPickerProps {
  tilesUrl: string;
  view: MapView;
  /** The marked point, null while none is chosen. */
  point: { lat: number; lng: number } | null;
  onPick: (lat: number, lng: number) => void;
  label: string;
}

/** The map's centre, written on its box (`data-center="lat,lng"`) so tests read where it looks. */
function showCentre(box: HTMLElement, map: L.Map): void {
  const { lat, lng } = map.getCenter();
  box.dataset.center = `${lat.toFixed(4)},${lng.toFixed(4)}`;
}

/** A Leaflet map where a click picks the point. Its own chunk: only the map dialog loads it. */
export default function PointPicker({ tilesUrl, view, point, onPick, label }: PointPickerProps) {
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const map = useRef<L.Map | null>(null);
  const pick = useRef(onPick);
  const start = useRef({ view, point });
  useEffect(() => {
    pick.current = onPick;
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const { view: first, point: marked } = start.current;
    const { map: created, marker: dot } = pointMap(
      element,
      { ...first, tilesUrl, color: theme.colors.accent, radius: 9 },
      { attributionControl: true },
    );
    if (marked) dot.setLatLng([marked.lat, marked.lng]);
    else dot.remove();
    marker.current = dot;
    created.on('click', (event: L.LeafletMouseEvent) => pick.current(event.latlng.lat, event.latlng.lng));
    created.on('moveend', () => showCentre(element, created));
    showCentre(element, created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tilesUrl, theme.colors.accent]);

  useEffect(() => {
    map.current?.setView([view.lat, view.lng], view.zoom);
  }, [view]);

  useEffect(() => {
    const dot = marker.current;
    const shown = map.current;
    if (!dot || !shown) return;
    if (!point) {
      dot.remove();
      return;
    }
    dot.setLatLng([point.lat, point.lng]).addTo(shown);
    // The map follows a point typed in the fields: what they say is where the map looks.
    if (!shown.getBounds().contains([point.lat, point.lng])) shown.setView([point.lat, point.lng], STREET_ZOOM);
  }, [point]);

  return <Box ref={box} role="application" aria-label={label} data-testid="map" />;
}
