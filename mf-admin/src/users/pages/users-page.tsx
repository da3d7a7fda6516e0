import { useTranslation } from 'react-i18next';
import type { User } from '@carta/contracts';
import { Button, type DataTableColumn } from '@carta/ui';
import { useMessages, usePageTitle } from '@carta/web-core';
import { useCreatedColumn } from '../../common/created-column';
import { EditableListPage } from '../../common/editable-list-page';
import { deleteUser, listUsers, resendVerification } from '../api';
import { UserForm } from '../components/user-form';

/** An email that wraps after its "@" and its dots first (a <wbr> copies as nothing); mid-word only when squeezed. */
function breakableEmail(email: string) {
  return email.split(/(?<=[@.])/).flatMap((part, index) => (index ? [<wbr key={index} />, part] : [part]));
}

/** /admin/users: every account, with the columns of the spec's admin users table. */
export default function UsersPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('users.title'));
  const created = useCreatedColumn<User>();
  const columns: DataTableColumn<User>[] = [
    { key: 'name', header: t('users.name'), sortable: true, breaksAnywhere: true, render: (user) => user.name },
    {
      key: 'email',
      header: t('users.email'),
      sortable: true,
      breaksAnywhere: true,
      render: (user) => breakableEmail(user.email),
    },
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
    created,
  ];
  // The account is mailed its link when created; this sends another (lost, expired, or the address changed).
  const resend = async (user: User) => {
    const { email } = await resendVerification(user._id);
    useMessages.getState().showSuccess({ key: 'admin:users.verificationSent', params: { email } });
  };
  return (
    <EditableListPage<User>
      area="users"
      defaults={{ sort: 'name', order: 1, fields: 'name,email,city,country,phone' }}
      columns={columns}
      load={listUsers}
      remove={deleteUser}
      RowForm={UserForm}
      rowName={(user) => user.email}
      deleteText={(user) => t('users.deleteText', { name: user.name, email: user.email })}
      rowAction={(user) =>
        !user.verified && (
          <Button
            $variant="secondary"
            aria-label={t('users.resendNamed', { email: user.email })}
            onClick={() => void resend(user).catch(() => undefined)}
          >
            {t('users.resend')}
          </Button>
        )
      }
    />
  );
}
