import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { City } from '@carta/contracts';
import {
  Page,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Heading,
  useListQuery,
  TextField,
} from '@carta/ui';
import { rules, useForm, useMessages } from '@carta/web-core';
import { FormDialog } from '../../components/form-dialog';
import { RowActions } from '../../components/row-actions';
import { usePagedList } from '../../use-paged-list';
import { createCity, deleteCity, listCities, renameCity } from './api';

function CityForm({ city, onSaved, onCancel }: { city: City | null; onSaved: () => void; onCancel: () => void }) {
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
      <TextField label={t('cities.name')} autoFocus maxLength={100} {...field('name')} />
    </FormDialog>
  );
}

/** /admin/cities: the names owners pick for their restaurant and profile. */
export default function CitiesPage() {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useListQuery({ sort: 'name', order: 1, fields: 'name' });
  const list = usePagedList(listCities, query);
  const [editing, setEditing] = useState<City | 'new' | null>(null);
  const [deleting, setDeleting] = useState<City | null>(null);

  const columns: DataTableColumn<City>[] = [
    { key: 'name', header: t('cities.name'), sortable: true, render: (city) => city.name },
  ];
  const saved = () => {
    setEditing(null);
    list.reload();
  };

  return (
    <Page>
      <Heading>{t('cities.title')}</Heading>
      <DataTable
        caption={t('cities.title')}
        columns={columns}
        rows={list.docs}
        totalDocs={list.totalDocs}
        loading={list.loading}
        query={query}
        onQueryChange={setQuery}
        searchLabel={t('cities.search')}
        emptyText={t('cities.empty')}
        toolbar={<Button onClick={() => setEditing('new')}>{t('cities.add')}</Button>}
        actions={(city) => (
          <RowActions name={city.name} onEdit={() => setEditing(city)} onDelete={() => setDeleting(city)} />
        )}
      />
      {editing && (
        <CityForm city={editing === 'new' ? null : editing} onSaved={saved} onCancel={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('cities.deleteTitle')}
          text={t('cities.deleteText', { name: deleting.name })}
          confirmLabel={t('actions.delete')}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteCity(deleting._id);
            useMessages.getState().showSuccess({ key: 'common.DELETED_SUCCESSFULLY' });
            setDeleting(null);
            list.reload();
          }}
        />
      )}
    </Page>
  );
}
