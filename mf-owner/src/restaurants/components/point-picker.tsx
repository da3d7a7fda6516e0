import { useEffect, useRef } from 'react';
import type L from 'leaflet';
import styled, { useTheme } from 'styled-components';
import { pointMap, STREET_ZOOM } from '@carta/ui/map';

const WORLD_ZOOM = 2;

const Box = styled.div`
  height: ${({ theme }) => theme.size.map};
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: ${({ theme }) => theme.hairline};
`;

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
    const { lat: startLat, lng: startLng } = start.current;
    const unset = startLat === 0 && startLng === 0;
    const { map: created, marker: dot } = pointMap(
      box.current,
      { ...start.current, zoom: unset ? WORLD_ZOOM : STREET_ZOOM, tilesUrl, color: theme.colors.accent, radius: 9 },
      { attributionControl: true },
    );
    marker.current = dot;
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
