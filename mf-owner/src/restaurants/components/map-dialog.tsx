import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LATITUDE, LONGITUDE, parseDecimal, type MapInfo, type Restaurant } from '@carta/contracts';
import { Checkbox, Form, FormDialogButtons, Modal, Row, Text, TextField } from '@carta/ui';
import { getWebConfig, rules, useForm, useMessages, useServerData } from '@carta/web-core';
import { updateRestaurant } from '../api';

// Leaflet is heavy: its own chunk, fetched when this dialog opens.
const PointPicker = lazy(() => import(/* webpackChunkName: "point-picker" */ './point-picker'));

const COORDINATE_DECIMALS = 6;

export interface MapDialogProps {
  restaurant: Restaurant;
  onClose: () => void;
  onSaved: (restaurant: Restaurant) => void;
}

/** Where the restaurant is ("how to arrive" for guests): a click on the map or the coordinates by hand. */
export function MapDialog({ restaurant, onClose, onSaved }: MapDialogProps) {
  const { t } = useTranslation('owner');
  const tilesUrl = useServerData('web-config', getWebConfig).data?.mapTilesUrl;
  const [enabled, setEnabled] = useState(restaurant.mapInfo.enabled);
  const { values, setValues, field, onSubmit } = useForm(
    { lat: String(restaurant.mapInfo.lat), lng: String(restaurant.mapInfo.lng) },
    () => ({
      lat: [rules.required(), rules.decimal(LATITUDE)],
      lng: [rules.required(), rules.decimal(LONGITUDE)],
    }),
  );
  const lat = parseDecimal(values.lat, LATITUDE);
  const lng = parseDecimal(values.lng, LONGITUDE);

  const submit = onSubmit(async () => {
    // The rules above have read both coordinates.
    if (!lat.ok || !lng.ok) return;
    const mapInfo: MapInfo = { lat: lat.value, lng: lng.value, enabled };
    const saved = await updateRestaurant(restaurant._id, { mapInfo });
    useMessages.getState().showSuccess({ key: 'owner:map.SAVED' });
    onSaved(saved);
  });

  const pick = (pickedLat: number, pickedLng: number) =>
    setValues({ lat: pickedLat.toFixed(COORDINATE_DECIMALS), lng: pickedLng.toFixed(COORDINATE_DECIMALS) });

  return (
    <Modal title={t('map.title')} onClose={onClose} size="large">
      <Text $muted>{t('map.text')}</Text>
      {tilesUrl && (
        <Suspense fallback={<Text $muted>{t('loading')}</Text>}>
          <PointPicker
            tilesUrl={tilesUrl}
            lat={lat.ok && lng.ok ? lat.value : 0}
            lng={lat.ok && lng.ok ? lng.value : 0}
            onPick={pick}
            label={t('map.mapLabel')}
          />
        </Suspense>
      )}
      <Form noValidate onSubmit={submit}>
        <Row $wrap={false}>
          <TextField label={t('map.lat')} inputMode="decimal" {...field('lat')} />
          <TextField label={t('map.lng')} inputMode="decimal" {...field('lng')} />
        </Row>
        <Checkbox label={t('map.enabled')} checked={enabled} onChange={setEnabled} />
        <FormDialogButtons onCancel={onClose} />
      </Form>
    </Modal>
  );
}
