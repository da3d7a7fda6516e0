import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@carta/contracts';
import { Page, Button, ConfirmDialog, DataTable, type DataTableColumn, Heading, useListQuery } from '@carta/ui';
import { useMessages } from '@carta/web-core';
import { RowActions } from '../../components/row-actions';
import { usePagedList } from '../../use-paged-list';
import { deleteUser, listUsers } from './api';
import { UserForm } from './user-form';

/** /admin/users: every account, with the columns of the spec's admin users table. */
export default function UsersPage() {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useListQuery({ sort: 'name', order: 1, fields: 'name,email,city,country,phone' });
  const list = usePagedList(listUsers, query);
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);

  const columns: DataTableColumn<User>[] = [
    { key: 'name', header: t('users.name'), sortable: true, render: (user) => user.name },
    { key: 'email', header: t('users.email'), sortable: true, render: (user) => user.email },
    { key: 'role', header: t('users.role'), sortable: true, render: (user) => t(`roles.${user.role}`) },
    {
      key: 'verified',
      header: t('users.verified'),
      sortable: true,
      render: (user) => t(user.verified ? 'users.yes' : 'users.no'),
    },
    { key: 'city', header: t('users.city'), sortable: true, render: (user) => user.city },
    { key: 'country', header: t('users.country'), sortable: true, render: (user) => user.country },
    { key: 'phone', header: t('users.phone'), sortable: true, render: (user) => user.phone },
  ];
  const saved = () => {
    setEditing(null);
    list.reload();
  };

  return (
    <Page>
      <Heading>{t('users.title')}</Heading>
      <DataTable
        caption={t('users.title')}
        columns={columns}
        rows={list.docs}
        totalDocs={list.totalDocs}
        loading={list.loading}
        query={query}
        onQueryChange={setQuery}
        searchLabel={t('users.search')}
        emptyText={t('users.empty')}
        toolbar={<Button onClick={() => setEditing('new')}>{t('users.add')}</Button>}
        actions={(user) => (
          <RowActions name={user.email} onEdit={() => setEditing(user)} onDelete={() => setDeleting(user)} />
        )}
      />
      {editing && (
        <UserForm user={editing === 'new' ? null : editing} onSaved={saved} onCancel={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('users.deleteTitle')}
          text={t('users.deleteText', { name: deleting.name, email: deleting.email })}
          confirmLabel={t('actions.delete')}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteUser(deleting._id);
            useMessages.getState().showSuccess({ key: 'common.DELETED_SUCCESSFULLY' });
            setDeleting(null);
            list.reload();
          }}
        />
      )}
    </Page>
  );
}
