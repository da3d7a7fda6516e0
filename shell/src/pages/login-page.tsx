import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { WEB_ROUTES } from '@carta/contracts';
import { Button, Card, Form, Heading, Notice, Page, Row, Text, TextField } from '@carta/ui';
import { getWebConfig, login, rules, useForm, usePageTitle, useSession, type LoginState } from '@carta/web-core';

type Fields = { email: string; password: string };

const Links = styled(Row)`
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** The accounts the demo data seeds (issue 2), shown only when the gateway says DEMO_MODE is on. */
const DEMO_ACCOUNTS = [
  { key: 'login.demoOwner', email: 'user@user.com', password: '12345' },
  { key: 'login.demoAdmin', email: 'admin@admin.com', password: '12345' },
];

function DemoNotice() {
  const { t } = useTranslation('shell');
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    let active = true;
    void getWebConfig().then((config) => active && setDemo(config.demoMode));
    return () => {
      active = false;
    };
  }, []);
  if (!demo) return null;
  return (
    <Notice $tone="warning">
      <Text>{t('login.demo')}</Text>
      <Text as="div">
        {t('login.demoCredentials')}
        <ul>
          {DEMO_ACCOUNTS.map((account) => (
            <li key={account.key}>{t(account.key, { email: account.email, password: account.password })}</li>
          ))}
        </ul>
      </Text>
    </Notice>
  );
}

export default function LoginPage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  // Back, once logged in, to the page that asked for a login (RequireAuth) or whose session ended.
  const ended = useSession((state) => state.ended);
  const from = ((useLocation().state ?? {}) as LoginState).from ?? ended?.from;
  const { field, onSubmit } = useForm<Fields>({ email: '', password: '' }, () => ({
    email: [rules.required(), rules.email()],
    password: [rules.required('validation.password')],
  }));

  const submit = onSubmit(async ({ email, password }) => {
    await login({ email: email.trim(), password });
    navigate(from ?? WEB_ROUTES.home);
  });

  return (
    <Page $narrow>
      <Card>
        <Heading>{t('login.title')}</Heading>
        {ended && (
          <Notice role="status">
            <Text>{t('login.ended')}</Text>
          </Notice>
        )}
        <DemoNotice />
        <Form noValidate edits="free" onSubmit={submit}>
          <TextField label={t('login.email')} type="email" autoComplete="email" {...field('email')} />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            {...field('password')}
          />
          <Button type="submit">{t('login.submit')}</Button>
        </Form>
        <Links>
          <Link to={WEB_ROUTES.forgotPassword}>{t('login.forgot')}</Link>
          <Link to={WEB_ROUTES.signup}>{t('login.signup')}</Link>
        </Links>
      </Card>
    </Page>
  );
}
