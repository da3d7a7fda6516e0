import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  cityCentre,
  COUNTRY_CENTRE,
  isMapPoint,
  LATITUDE,
  LONGITUDE,
  parseDecimal,
  type DecimalRule,
  type MapInfo,
  type Restaurant,
} from '@carta/contracts';
import { STREET_ZOOM } from '@carta/ui/map';
import { Button, Checkbox, Form, FormDialogButtons, Modal, Row, Text, TextField } from '@carta/ui';
import {
  errorCodeOf,
  errorMessageOf,
  getWebConfig,
  rules,
  useForm,
  useMessageText,
  useMessages,
  useServerData,
  type Message,
  type Rule,
} from '@carta/web-core';
import { geocode, updateRestaurant } from '../api';
import type { MapView } from './point-picker';

/** The address field takes the room; its button sits level with the input, below the label. */
const SearchRow = styled(Row)`
  align-items: flex-end;
  & > :first-child {
    flex: 1;
  }
  & > button {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

/** Latitude and longitude side by side, level at the top: a message under one leaves the other where it is. */
const Coordinates = styled(Row)`
  align-items: flex-start;
  & > * {
    flex: 1;
  }
`;

// Leaflet is heavy: its own chunk, fetched when this dialog opens.
const PointPicker = lazy(() => import(/* webpackChunkName: "point-picker" */ './point-picker'));

const COORDINATE_DECIMALS = 6;
const CITY_ZOOM = 13;
const COUNTRY_ZOOM = 5;

/** The address as the geocoder reads it best: street, then postal code and city. */
function addressOf(restaurant: Restaurant): string {
  const place = [restaurant.postalCode, restaurant.city].filter((part) => part.trim()).join(' ');
  return [restaurant.address, place].filter((part) => part.trim()).join(', ');
}

/** Where the map opens: the saved point; else the city (its address is looked up meanwhile); else the country. */
function firstView(restaurant: Restaurant): MapView {
  const { lat, lng } = restaurant.mapInfo;
  if (isMapPoint(restaurant.mapInfo)) return { lat, lng, zoom: STREET_ZOOM };
  const city = cityCentre(restaurant.city);
  return city ? { ...city, zoom: CITY_ZOOM } : { ...COUNTRY_CENTRE, zoom: COUNTRY_ZOOM };
}

/** A coordinate as typed (`37,39` or `37.39`), or null while it is none. */
function coordinateOf(text: string, rule: DecimalRule): number | null {
  const reading = parseDecimal(text, rule);
  return reading.ok ? reading.value : null;
}

/** The fields of a point: empty while none was chosen (never "0", which would read as a place). */
function pointFields(mapInfo: MapInfo): { lat: string; lng: string } {
  return isMapPoint(mapInfo) ? { lat: String(mapInfo.lat), lng: String(mapInfo.lng) } : { lat: '', lng: '' };
}

const pointMissing: Rule = () => ({ key: 'errors.MAP_POINT_MISSING' });

export interface MapDialogProps {
  restaurant: Restaurant;
  onClose: () => void;
  onSaved: (restaurant: Restaurant) => void;
}

/**
 * Where the restaurant is ("how to arrive" for guests): found by its address, a tap on the map, or typed. The fields
 * show the marked point and the map follows them; with no point chosen they are empty, and "how to arrive" cannot be
 * shown (the service refuses it too: MAP_POINT_MISSING).
 */
export function MapDialog({ restaurant, onClose, onSaved }: MapDialogProps) {
  const { t } = useTranslation('owner');
  const text = useMessageText();
  const tilesUrl = useServerData('web-config', getWebConfig).data?.mapTilesUrl;
  const [enabled, setEnabled] = useState(restaurant.mapInfo.enabled);
  const [view, setView] = useState<MapView>(() => firstView(restaurant));
  const [query, setQuery] = useState(() => addressOf(restaurant));
  const [found, setFound] = useState<string | null>(null);
  const [searchError, setSearchError] = useState<Message | null>(null);
  // A point the owner found or tapped is an edit of the coordinates' form (not the one found for them on opening).
  const [moved, setMoved] = useState(false);
  const { values, setValues, field, onSubmit } = useForm(pointFields(restaurant.mapInfo), (current) => {
    // Both empty: no point, which only a hidden "how to arrive" may keep.
    if (!current.lat.trim() && !current.lng.trim()) return { lat: enabled ? [pointMissing] : [] };
    const atZero = coordinateOf(current.lat, LATITUDE) === 0 && coordinateOf(current.lng, LONGITUDE) === 0;
    return {
      lat: [rules.required(), rules.decimal(LATITUDE), ...(enabled && atZero ? [pointMissing] : [])],
      lng: [rules.required(), rules.decimal(LONGITUDE)],
    };
  });
  const lat = coordinateOf(values.lat, LATITUDE);
  const lng = coordinateOf(values.lng, LONGITUDE);
  const point = useMemo(
    () => (lat === null || lng === null || !isMapPoint({ lat, lng }) ? null : { lat, lng }),
    [lat, lng],
  );

  const place = useCallback(
    (result: { lat: number; lng: number }) => {
      setValues({ lat: result.lat.toFixed(COORDINATE_DECIMALS), lng: result.lng.toFixed(COORDINATE_DECIMALS) });
      setView({ lat: result.lat, lng: result.lng, zoom: STREET_ZOOM });
    },
    [setValues],
  );

  // A restaurant never placed opens on its address, when the geocoder knows it (else on its city, quietly).
  useEffect(() => {
    const address = addressOf(restaurant);
    if (isMapPoint(restaurant.mapInfo) || !address) return;
    let current = true;
    geocode(address).then(
      (result) => {
        if (!current) return;
        setFound(result.label);
        place(result);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [restaurant, place]);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setSearchError(null);
    setFound(null);
    if (!query.trim()) return setSearchError({ key: 'validation.required' });
    try {
      const result = await geocode(query);
      setFound(result.label);
      place(result);
      setMoved(true);
    } catch (error) {
      setSearchError(errorCodeOf(error) === 'NOT_FOUND' ? { key: 'owner:map.notFound' } : errorMessageOf(error));
    }
  };

  const submit = onSubmit(async (form) => {
    // Checked above: empty fields are no point (0,0, hidden), anything else reads as coordinates.
    const mapInfo: MapInfo = {
      lat: coordinateOf(form.lat, LATITUDE) ?? 0,
      lng: coordinateOf(form.lng, LONGITUDE) ?? 0,
      enabled,
    };
    const saved = await updateRestaurant(restaurant._id, { mapInfo });
    useMessages.getState().showSuccess({ key: 'owner:map.SAVED' });
    onSaved(saved);
  });

  const pick = (pickedLat: number, pickedLng: number) => {
    setValues({ lat: pickedLat.toFixed(COORDINATE_DECIMALS), lng: pickedLng.toFixed(COORDINATE_DECIMALS) });
    setMoved(true);
  };

  return (
    <Modal title={t('map.title')} onClose={onClose} size="large">
      <Text $muted>{t('map.text')}</Text>
      <Form noValidate edits="free" onSubmit={search} role="search">
        <SearchRow $wrap={false}>
          <TextField label={t('map.search')} value={query} onChange={setQuery} error={text(searchError)} />
          <Button type="submit" $variant="secondary">
            {t('map.find')}
          </Button>
        </SearchRow>
        <Text $muted aria-live="polite">
          {found && t('map.found', { place: found })}
        </Text>
      </Form>
      {tilesUrl && (
        <Suspense fallback={<Text $muted>{t('loading')}</Text>}>
          <PointPicker tilesUrl={tilesUrl} view={view} point={point} onPick={pick} label={t('map.mapLabel')} />
        </Suspense>
      )}
      {!point && <Text $muted>{t('map.noPoint')}</Text>}
      <Form noValidate edited={moved} onSubmit={submit}>
        <Coordinates $wrap={false}>
          <TextField label={t('map.lat')} inputMode="decimal" {...field('lat')} />
          <TextField label={t('map.lng')} inputMode="decimal" {...field('lng')} />
        </Coordinates>
        <Checkbox label={t('map.enabled')} checked={enabled} onChange={setEnabled} />
        <FormDialogButtons onCancel={onClose} />
      </Form>
    </Modal>
  );
}
