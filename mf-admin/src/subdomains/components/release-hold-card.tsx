import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_LENGTH, SUBDOMAIN_HOLD_DAYS } from '@carta/contracts';
import { Button, Card, Form, SubHeading, Text, TextField } from '@carta/ui';
import { rules, useForm, useMessages } from '@carta/web-core';
import { releaseSubdomainHold } from '../api';

// Below the requests table, whose pagination has no margin of its own.
const HoldCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** Ends the hold on a released subdomain before its grace period, so another restaurant may ask for it. */
export function ReleaseHoldCard() {
  const { t } = useTranslation('admin');
  const { field, onSubmit, setValues } = useForm({ subDomain: '' }, () => ({
    subDomain: [rules.required(), rules.subdomain()],
  }));

  const submit = onSubmit(async ({ subDomain }) => {
    const hold = await releaseSubdomainHold(subDomain.trim());
    setValues({ subDomain: '' });
    useMessages.getState().showSuccess({ key: 'admin:holds.released', params: { subDomain: hold.subDomain } });
  });

  return (
    <HoldCard aria-labelledby="holds-title">
      <SubHeading id="holds-title">{t('holds.title')}</SubHeading>
      <Text $muted>{t('holds.info', { days: SUBDOMAIN_HOLD_DAYS })}</Text>
      <Form noValidate onSubmit={submit}>
        <TextField
          label={t('holds.field')}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={MAX_LENGTH.subDomain}
          {...field('subDomain')}
        />
        <div>
          <Button type="submit" $variant="dangerOutline">
            {t('holds.release')}
          </Button>
        </div>
      </Form>
    </HoldCard>
  );
}
