import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LENGTH } from '@carta/contracts';
import { Button, Card, Form, Heading, Notice, Page, Text, TextAreaField, TextField } from '@carta/ui';
import { rules, sendContactMessage, usePageTitle, useForm, useSession } from '@carta/web-core';

type Fields = { name: string; email: string; message: string };

/** The footer's Contact page: a message to the admins, who answer by e-mail. */
export default function ContactPage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('contact.title'));
  const user = useSession((state) => state.user);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A signed-in owner is not asked again who they are.
  const { setValues, field, onSubmit } = useForm<Fields>(
    { name: user?.name ?? '', email: user?.email ?? '', message: '' },
    () => ({
      name: [rules.required()],
      email: [rules.required(), rules.email()],
      message: [rules.required()],
    }),
  );

  const submit = onSubmit(async ({ name, email, message }) => {
    await sendContactMessage({ name: name.trim(), email: email.trim(), message: message.trim() });
    setSentTo(email.trim());
    setValues((previous) => ({ ...previous, message: '' }));
  });

  return (
    <Page $narrow>
      <Heading>{t('contact.title')}</Heading>
      <Card>
        {sentTo ? (
          <>
            <Notice role="status">
              <Text>{t('contact.sent', { email: sentTo })}</Text>
            </Notice>
            <Button $variant="secondary" onClick={() => setSentTo(null)}>
              {t('contact.another')}
            </Button>
          </>
        ) : (
          <>
            <Text>{t('contact.text')}</Text>
            <Form noValidate onSubmit={submit}>
              <TextField
                label={t('contact.name')}
                autoComplete="name"
                maxLength={MAX_LENGTH.contactName}
                {...field('name')}
              />
              <TextField
                label={t('contact.email')}
                type="email"
                autoComplete="email"
                maxLength={MAX_LENGTH.email}
                {...field('email')}
              />
              <TextAreaField
                label={t('contact.message')}
                rows={6}
                maxLength={MAX_LENGTH.contactMessage}
                {...field('message')}
              />
              <Button type="submit">{t('contact.send')}</Button>
            </Form>
          </>
        )}
      </Card>
    </Page>
  );
}
