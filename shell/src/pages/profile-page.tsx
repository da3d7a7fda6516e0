import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LENGTH, MIN_PASSWORD_LENGTH, type CityName } from '@carta/contracts';
import { Button, Card, Form, Heading, Page, ProgressBar, SelectField, SubHeading, Text, TextField } from '@carta/ui';
import {
  changeEmail,
  changePassword,
  getAllCities,
  getProfile,
  rules,
  updateProfile,
  useForm,
  useMessages,
  usePageTitle,
} from '@carta/web-core';

/** `password`: the current one, asked for only when the e-mail changes. */
type ProfileFields = { name: string; email: string; phone: string; city: string; country: string; password: string };
type PasswordFields = { oldPassword: string; newPassword: string; confirm: string };

const EMPTY_PROFILE: ProfileFields = { name: '', email: '', phone: '', city: '', country: '', password: '' };

/** The address as the server stores it. */
const normalEmail = (email: string) => email.trim().toLowerCase();
const EMPTY_PASSWORDS: PasswordFields = { oldPassword: '', newPassword: '', confirm: '' };

function ProfileForm() {
  const { t } = useTranslation(['shell', 'common']);
  // The stored address: a different one in the form is an e-mail change, which needs the current password.
  const [storedEmail, setStoredEmail] = useState('');
  const { values, setValues, field, onSubmit } = useForm(EMPTY_PROFILE, (current) => ({
    name: [rules.required()],
    email: [rules.required(), rules.email()],
    password: normalEmail(current.email) === storedEmail ? [] : [rules.required('validation.password')],
  }));
  const emailChanging = normalEmail(values.email) !== storedEmail;
  const [verified, setVerified] = useState<boolean | null>(null);
  const [cities, setCities] = useState<CityName[]>([]);

  useEffect(() => {
    let active = true;
    getProfile().then(
      (profile) => {
        if (!active) return;
        setValues({
          name: profile.name,
          email: profile.email,
          phone: profile.phone,
          city: profile.city,
          country: profile.country,
          password: '',
        });
        setStoredEmail(profile.email);
        setVerified(profile.verified);
      },
      () => undefined,
    );
    getAllCities().then(
      (list) => active && setCities(list),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [setValues]);

  const submit = onSubmit(async ({ password, email, ...profile }) => {
    // The e-mail first: a wrong password then saves nothing.
    const change = emailChanging ? await changeEmail({ email: normalEmail(email), password }) : null;
    await updateProfile({ ...profile, name: profile.name.trim() });
    if (change) {
      // The address stays until the link mailed to the new one is opened.
      setValues((previous) => ({ ...previous, email: storedEmail, password: '' }));
      useMessages
        .getState()
        .showSuccess({ key: 'shell:myProfile.EMAIL_CHANGE_SENT', params: { email: change.email } }, 0);
    } else {
      useMessages.getState().showSuccess({ key: 'shell:myProfile.PROFILE_SAVED_SUCCESSFULLY' });
    }
  });

  // The stored city may no longer be in the list; keep it selectable rather than silently dropping it.
  const cityNames = [...new Set([...cities.map((city) => city.name), ...(values.city ? [values.city] : [])])];

  return (
    <Card aria-labelledby="profile-data">
      <SubHeading id="profile-data">{t('myProfile.data')}</SubHeading>
      {/* The form waits for the stored profile: filled in earlier, its answer would overwrite what was typed. */}
      {verified === null ? (
        <ProgressBar label={t('common:loading.message')} />
      ) : (
        <>
          <Text $muted>{verified ? t('myProfile.verified') : t('myProfile.notVerified')}</Text>
          <Form noValidate onSubmit={submit}>
            <TextField
              label={t('myProfile.name')}
              autoComplete="name"
              maxLength={MAX_LENGTH.userName}
              {...field('name')}
            />
            <TextField
              label={t('myProfile.email')}
              type="email"
              autoComplete="email"
              maxLength={MAX_LENGTH.email}
              {...field('email')}
            />
            {emailChanging && (
              <TextField
                label={t('myProfile.emailPassword')}
                type="password"
                autoComplete="current-password"
                {...field('password')}
              />
            )}
            <TextField
              label={t('myProfile.phone')}
              type="tel"
              autoComplete="tel"
              maxLength={MAX_LENGTH.phone}
              {...field('phone')}
            />
            <SelectField
              label={t('myProfile.city')}
              {...field('city')}
              options={[
                { value: '', label: t('myProfile.noCity') },
                ...cityNames.map((name) => ({ value: name, label: name })),
              ]}
            />
            <TextField
              label={t('myProfile.country')}
              autoComplete="country-name"
              maxLength={MAX_LENGTH.place}
              {...field('country')}
            />
            <Button type="submit">{t('myProfile.save')}</Button>
          </Form>
        </>
      )}
    </Card>
  );
}

function PasswordForm() {
  const { t } = useTranslation('shell');
  const { setValues, field, onSubmit } = useForm(EMPTY_PASSWORDS, (values) => ({
    oldPassword: [rules.required('validation.password')],
    newPassword: [rules.required('validation.password'), rules.min(MIN_PASSWORD_LENGTH)],
    confirm: [rules.required(), rules.confirmed(() => values.newPassword)],
  }));

  const submit = onSubmit(async ({ oldPassword, newPassword }) => {
    await changePassword({ oldPassword, newPassword });
    setValues(EMPTY_PASSWORDS);
    useMessages.getState().showSuccess({ key: 'shell:myProfile.PASSWORD_CHANGED' });
  });

  return (
    <Card aria-labelledby="profile-password">
      <SubHeading id="profile-password">{t('myProfile.changePassword')}</SubHeading>
      <Form noValidate onSubmit={submit}>
        <TextField
          label={t('myProfile.currentPassword')}
          type="password"
          autoComplete="current-password"
          {...field('oldPassword')}
        />
        <TextField
          label={t('myProfile.newPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={MAX_LENGTH.password}
          {...field('newPassword')}
        />
        <TextField
          label={t('myProfile.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...field('confirm')}
        />
        <Button type="submit">{t('myProfile.submitPassword')}</Button>
      </Form>
    </Card>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('myProfile.title'));
  return (
    <Page $narrow>
      <Heading>{t('myProfile.title')}</Heading>
      <ProfileForm />
      <PasswordForm />
    </Page>
  );
}
