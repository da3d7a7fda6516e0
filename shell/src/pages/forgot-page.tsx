import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WEB_ROUTES } from '@carta/contracts';
import { Button, Card, Form, Heading, Page, Text, TextField } from '@carta/ui';
import { forgotPassword, rules, useMessageText, validate, type Message, usePageTitle } from '@carta/web-core';

export default function ForgotPage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('forgot.title'));
  const text = useMessageText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(email, [rules.required(), rules.email()]);
    setError(found);
    if (found) return;
    const address = email.trim();
    try {
      await forgotPassword(address);
    } catch {
      // deliberately the same confirmation: whether the address exists is nobody's business
    }
    setSentTo(address);
  };

  return (
    <Page $narrow>
      <Card>
        <Heading>{t('forgot.title')}</Heading>
        {/* The confirmation replaces the form and stays: the owner goes to their mail and comes back to it. */}
        {sentTo ? (
          <Text role="status">{t('forgot.sent', { email: sentTo })}</Text>
        ) : (
          <>
            <Text>{t('forgot.text')}</Text>
            <Form noValidate edits="free" onSubmit={submit}>
              <TextField
                label={t('forgot.email')}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={setEmail}
                error={text(error)}
              />
              <Button type="submit">{t('forgot.submit')}</Button>
            </Form>
          </>
        )}
        <p>
          <Link to={WEB_ROUTES.login}>{t('forgot.login')}</Link>
        </p>
      </Card>
    </Page>
  );
}
