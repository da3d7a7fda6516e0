import { useTranslation } from 'react-i18next';
import { MAX_LENGTH } from '@carta/contracts';
import { Button, Card, Form, SubHeading, Text, TextAreaField, TextField } from '@carta/ui';
import { rules, useForm, useMessages, useSession } from '@carta/web-core';
import { sendContactMessage } from '../api';

/** A message to the administrators about this restaurant. */
export function ContactCard({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('owner');
  const userName = useSession((state) => state.user?.name ?? '');
  const { field, onSubmit, setValues } = useForm({ name: userName, message: '' }, () => ({
    name: [rules.required()],
    message: [rules.required()],
  }));

  const submit = onSubmit(async ({ name, message }) => {
    await sendContactMessage(restaurantId, { name: name.trim(), message: message.trim() });
    setValues((previous) => ({ ...previous, message: '' }));
    useMessages.getState().showSuccess({ key: 'owner:contact.SENT' });
  });

  return (
    <Card aria-labelledby="contact-title">
      <SubHeading id="contact-title">{t('contact.title')}</SubHeading>
      <Text $muted>{t('contact.text')}</Text>
      <Form noValidate onSubmit={submit}>
        <TextField
          label={t('contact.name')}
          autoComplete="name"
          maxLength={MAX_LENGTH.contactName}
          {...field('name')}
        />
        <TextAreaField
          label={t('contact.message')}
          rows={4}
          maxLength={MAX_LENGTH.contactMessage}
          {...field('message')}
        />
        <div>
          <Button type="submit">{t('contact.submit')}</Button>
        </div>
      </Form>
    </Card>
  );
}
