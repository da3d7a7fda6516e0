import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { MAX_LENGTH, MIN_PASSWORD_LENGTH, WEB_ROUTES } from '@carta/contracts';
import { Button, Card, Form, Heading, Page, TextField } from '@carta/ui';
import { register, rules, useForm, usePageTitle } from '@carta/web-core';

type Fields = { name: string; email: string; password: string };

export default function SignupPage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('signup.title'));
  const navigate = useNavigate();
  const { field, onSubmit } = useForm<Fields>({ name: '', email: '', password: '' }, () => ({
    name: [rules.required()],
    email: [rules.required(), rules.email()],
    password: [rules.required('validation.password'), rules.min(MIN_PASSWORD_LENGTH)],
  }));

  const submit = onSubmit(async ({ name, email, password }) => {
    await register({ name: name.trim(), email: email.trim(), password });
    navigate(WEB_ROUTES.home);
  });

  return (
    <Page $narrow>
      <Card>
        <Heading>{t('signup.title')}</Heading>
        <Form noValidate edits="free" onSubmit={submit}>
          <TextField label={t('signup.name')} autoComplete="name" maxLength={MAX_LENGTH.userName} {...field('name')} />
          <TextField
            label={t('signup.email')}
            type="email"
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
            {...field('email')}
          />
          <TextField
            label={t('signup.password')}
            type="password"
            autoComplete="new-password"
            maxLength={MAX_LENGTH.password}
            {...field('password')}
          />
          <Button type="submit">{t('signup.submit')}</Button>
        </Form>
        <p>
          <Link to={WEB_ROUTES.login}>{t('signup.login')}</Link>
        </p>
      </Card>
    </Page>
  );
}
