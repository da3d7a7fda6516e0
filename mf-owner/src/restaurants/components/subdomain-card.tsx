import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_LENGTH, type Restaurant } from '@carta/contracts';
import { Button, Card, Form, Notice, SubHeading, Text, TextField } from '@carta/ui';
import { rules, useForm, useMessages } from '@carta/web-core';
import { requestSubdomain } from '../api';
import { guestUrl, subdomainUrl } from '../guest-url';

/** The notice's sentences, one under another. */
const Said = styled.p`
  margin: 0;
  & + & {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/** The admin's own words, as they wrote them (their line breaks too). */
const Reason = styled(Said)`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The custom address: its state (a refusal with the admin's reason), and the request form unless pending or live. */
export interface SubdomainCardProps {
  restaurant: Restaurant;
  mainHost: string;
  onChange: (restaurant: Restaurant) => void;
}

export function SubdomainCard({ restaurant, mainHost, onChange }: SubdomainCardProps) {
  const { t } = useTranslation('owner');
  const { field, onSubmit, setValues } = useForm({ subDomain: '' }, () => ({
    subDomain: [rules.required(), rules.subdomain()],
  }));
  const state = restaurant.subDomainState;
  const example = new URL(subdomainUrl(t('subdomain.example'), mainHost)).host;

  const submit = onSubmit(async ({ subDomain }) => {
    const saved = await requestSubdomain(restaurant._id, subDomain.trim());
    setValues({ subDomain: '' });
    useMessages.getState().showSuccess({ key: 'owner:subdomain.REQUESTED' });
    onChange(saved);
  });

  return (
    <Card aria-labelledby="subdomain-title">
      <SubHeading id="subdomain-title">{t('subdomain.title')}</SubHeading>
      {state === 'accepted' && (
        <Notice role="status">{t('subdomain.accepted', { url: guestUrl(restaurant, mainHost) })}</Notice>
      )}
      {state === 'pending' && (
        <Notice $tone="warning" role="status">
          {t('subdomain.pending', { subDomain: restaurant.subDomain })}
        </Notice>
      )}
      {(state === 'rejected' || state === 'withdrawn') && (
        <Notice $tone="warning" role="status">
          <Said>{t(`subdomain.${state}`, { subDomain: restaurant.subDomain })}</Said>
          {restaurant.subDomainReason && (
            <Reason>{t('subdomain.reason', { reason: restaurant.subDomainReason })}</Reason>
          )}
          <Said>{t(state === 'withdrawn' ? 'subdomain.askAgain' : 'subdomain.askAnother')}</Said>
        </Notice>
      )}
      {(state === 'none' || state === 'rejected' || state === 'withdrawn') && (
        <>
          <Text $muted>{t('subdomain.info', { example })}</Text>
          <Form noValidate onSubmit={submit}>
            <TextField
              label={t('subdomain.field')}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={MAX_LENGTH.subDomain}
              {...field('subDomain')}
            />
            <div>
              <Button type="submit">{t('subdomain.submit')}</Button>
            </div>
          </Form>
        </>
      )}
    </Card>
  );
}
