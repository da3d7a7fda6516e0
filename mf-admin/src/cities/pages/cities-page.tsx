import { useTranslation } from 'react-i18next';
import { MAX_LENGTH, type City } from '@carta/contracts';
import { TextField } from '@carta/ui';
import { rules, useForm, useMessages, usePageTitle } from '@carta/web-core';
import { useCreatedColumn } from '../../common/created-column';
import { EditableListPage, type RowFormProps } from '../../common/editable-list-page';
import { FormDialog } from '../../common/form-dialog';
import { createCity, deleteCity, listCities, renameCity } from '../api';

function CityForm({ row: city, onSaved, onCancel }: RowFormProps<City>) {
  const { t } = useTranslation('admin');
  const { field, onSubmit } = useForm({ name: city?.name ?? '' }, () => ({ name: [rules.required()] }));
  const submit = onSubmit(async ({ name }) => {
    const input = { name: name.trim() };
    await (city ? renameCity(city._id, input) : createCity(input));
    useMessages.getState().showSuccess({ key: 'common.SAVED_SUCCESSFULLY' });
    onSaved();
  });
  return (
    <FormDialog title={t(city ? 'cities.editTitle' : 'cities.createTitle')} onSubmit={submit} onCancel={onCancel}>
      <TextField label={t('cities.name')} autoFocus maxLength={MAX_LENGTH.cityName} {...field('name')} />
    </FormDialog>
  );
}

/** /admin/cities: the names owners pick for their restaurant and profile. */
export default function CitiesPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('cities.title'));
  const created = useCreatedColumn<City>();
  return (
    <EditableListPage<City>
      area="cities"
      defaults={{ sort: 'name', order: 1, fields: 'name' }}
      columns={[
        { key: 'name', header: t('cities.name'), sortable: true, breaksAnywhere: true, render: (city) => city.name },
        created,
      ]}
      load={listCities}
      remove={deleteCity}
      RowForm={CityForm}
      rowName={(city) => city.name}
      deleteText={(city) => t('cities.deleteText', { name: city.name })}
    />
  );
}
