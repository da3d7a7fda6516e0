import { useTranslation } from 'react-i18next';
import { MAX_LENGTH, MIN_PASSWORD_LENGTH, ROLES, type Role, type User } from '@carta/contracts';
import { SelectField, TextField } from '@carta/ui';
import { getAllCities, rules, useForm, useMessages, useServerData } from '@carta/web-core';
import type { RowFormProps } from '../../common/editable-list-page';
import { FormDialog } from '../../common/form-dialog';
import { createUser, updateUser } from '../api';

type UserFields = {
  name: string;
  email: string;
  password: string;
  role: Role;
  phone: string;
  city: string;
  country: string;
};

function initialValues(user: User | null): UserFields {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    password: '',
    role: user?.role ?? 'user',
    phone: user?.phone ?? '',
    city: user?.city ?? '',
    country: user?.country ?? '',
  };
}

/** Create (with a password) or edit (the spec's payload: name, email, role, phone, city, country) a user. */
export function UserForm({ row: user, onSaved, onCancel }: RowFormProps<User>) {
  const { t } = useTranslation('admin');
  const { values, field, onSubmit } = useForm(initialValues(user), () => ({
    name: [rules.required()],
    email: [rules.required(), rules.email()],
    ...(user ? {} : { password: [rules.required('validation.password'), rules.min(MIN_PASSWORD_LENGTH)] }),
  }));
  const cities = useServerData('cities', getAllCities).data ?? [];

  const submit = onSubmit(async ({ password, ...fields }) => {
    const input = { ...fields, name: fields.name.trim(), email: fields.email.trim() };
    if (user) {
      await updateUser(user._id, input);
      useMessages.getState().showSuccess({ key: 'common.SAVED_SUCCESSFULLY' });
    } else {
      const created = await createUser({ ...input, password });
      useMessages.getState().showSuccess({ key: 'admin:users.created', params: { email: created.email } });
    }
    onSaved();
  });

  // A city no longer in the list stays selectable rather than being silently dropped.
  const cityNames = [...new Set([...cities.map((city) => city.name), ...(values.city ? [values.city] : [])])];

  return (
    <FormDialog title={t(user ? 'users.editTitle' : 'users.createTitle')} onSubmit={submit} onCancel={onCancel}>
      <TextField
        label={t('users.name')}
        autoComplete="off"
        autoFocus
        maxLength={MAX_LENGTH.userName}
        {...field('name')}
      />
      <TextField
        label={t('users.email')}
        type="email"
        autoComplete="off"
        maxLength={MAX_LENGTH.email}
        {...field('email')}
      />
      {!user && (
        <TextField
          label={t('users.password')}
          type="password"
          autoComplete="new-password"
          maxLength={MAX_LENGTH.password}
          {...field('password')}
        />
      )}
      <SelectField
        label={t('users.role')}
        {...field('role')}
        options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      />
      <TextField
        label={t('users.phone')}
        type="tel"
        autoComplete="off"
        maxLength={MAX_LENGTH.phone}
        {...field('phone')}
      />
      <SelectField
        label={t('users.city')}
        {...field('city')}
        options={[{ value: '', label: t('users.noCity') }, ...cityNames.map((name) => ({ value: name, label: name }))]}
      />
      <TextField label={t('users.country')} autoComplete="off" maxLength={MAX_LENGTH.place} {...field('country')} />
    </FormDialog>
  );
}
