import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQuery, Paged } from '@carta/contracts';
import { Button, ConfirmDialog, DataTable, Heading, Page, useListQuery, type DataTableColumn } from '@carta/ui';
import { useMessages } from '@carta/web-core';
import { RowActions } from './row-actions';
import { usePagedList } from './use-paged-list';

export interface RowFormProps<Row> {
  /** null: a new row. */
  row: Row | null;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * An admin list one can add to, edit and delete from: the paged table, the form dialog and the confirmation.
 * Its texts are `{area}.title`, `.search`, `.empty`, `.add` and `.deleteTitle` of the admin namespace.
 */
export function EditableListPage<Row extends { _id: string }>({
  area,
  defaults,
  columns,
  load,
  remove,
  RowForm,
  rowName,
  deleteText,
  rowAction,
}: {
  area: 'cities' | 'users';
  defaults: ListQuery;
  columns: DataTableColumn<Row>[];
  load: (query: ListQuery) => Promise<Paged<Row>>;
  remove: (id: string) => Promise<void>;
  RowForm: ComponentType<RowFormProps<Row>>;
  /** How the row's buttons name it for screen readers. */
  rowName: (row: Row) => string;
  deleteText: (row: Row) => string;
  /** A row's own action beside Edit and Delete (a user's verification mail), if any. */
  rowAction?: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useListQuery(defaults);
  const list = usePagedList(load, query);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const saved = () => {
    setEditing(null);
    list.reload();
  };

  return (
    <Page>
      <Heading>{t(`${area}.title`)}</Heading>
      <DataTable
        caption={t(`${area}.title`)}
        columns={columns}
        {...list.table}
        query={query}
        onQueryChange={setQuery}
        searchLabel={t(`${area}.search`)}
        emptyText={t(`${area}.empty`)}
        toolbar={<Button onClick={() => setEditing('new')}>{t(`${area}.add`)}</Button>}
        actions={(row) => (
          <RowActions
            name={rowName(row)}
            onEdit={() => setEditing(row)}
            onDelete={() => setDeleting(row)}
            extra={rowAction?.(row)}
          />
        )}
      />
      {editing && (
        <RowForm row={editing === 'new' ? null : editing} onSaved={saved} onCancel={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDialog
          title={t(`${area}.deleteTitle`)}
          text={deleteText(deleting)}
          confirmLabel={t('actions.delete')}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            await remove(deleting._id);
            useMessages.getState().showSuccess({ key: 'common.DELETED_SUCCESSFULLY' });
            setDeleting(null);
            list.reload();
          }}
        />
      )}
    </Page>
  );
}
