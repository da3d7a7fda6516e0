import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { MAX_LENGTH, MIN_PASSWORD_LENGTH, WEB_ROUTES } from '@carta/contracts';
import { Button, Card, Form, Heading, Page, Text, TextField } from '@carta/ui';
import { resetPassword, rules, statusOf, useForm, usePageTitle } from '@carta/web-core';

type Fields = { password: string; confirm: string };
type Outcome = 'form' | 'changed' | 'invalidLink';

export default function ResetPage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('reset.title'));
  const { id = '' } = useParams();
  const { field, onSubmit } = useForm<Fields>({ password: '', confirm: '' }, (values) => ({
    password: [rules.required('validation.password'), rules.min(MIN_PASSWORD_LENGTH)],
    confirm: [rules.required(), rules.confirmed(() => values.password)],
  }));
  // Spec §4: the inputs are shown until the reset succeeds (200) or the link is unknown (404).
  const [outcome, setOutcome] = useState<Outcome>('form');

  const submit = onSubmit(async ({ password }) => {
    try {
      await resetPassword(id, password);
      setOutcome('changed');
    } catch (error) {
      if (statusOf(error) === 404) setOutcome('invalidLink');
    }
  });

  return (
    <Page $narrow>
      <Card>
        <Heading>{t('reset.title')}</Heading>
        {outcome === 'form' && (
          <Form noValidate edits="free" onSubmit={submit}>
            <TextField
              label={t('reset.password')}
              type="password"
              autoComplete="new-password"
              maxLength={MAX_LENGTH.password}
              {...field('password')}
            />
            <TextField label={t('reset.confirm')} type="password" autoComplete="new-password" {...field('confirm')} />
            <Button type="submit">{t('reset.submit')}</Button>
          </Form>
        )}
        {outcome === 'changed' && (
          <>
            <Text role="status">{t('reset.done')}</Text>
            <Link to={WEB_ROUTES.login}>{t('reset.login')}</Link>
          </>
        )}
        {outcome === 'invalidLink' && (
          <>
            <Text>{t('reset.failed')}</Text>
            <Link to={WEB_ROUTES.forgotPassword}>{t('reset.forgot')}</Link>
          </>
        )}
      </Card>
    </Page>
  );
}
