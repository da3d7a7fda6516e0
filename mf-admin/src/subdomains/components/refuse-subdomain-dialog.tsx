import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBDOMAIN_HOLD_DAYS, subdomainUrl, type Restaurant, MAX_LENGTH } from '@carta/contracts';
import { Button, Form, Modal, Notice, Row, Text, TextAreaField, useLeave } from '@carta/ui';
import { getWebConfig, rules, useForm, useServerData } from '@carta/web-core';

export interface RefuseSubdomainDialogProps {
  restaurant: Restaurant;
  /** Sends the refusal; a rejection (the server's error is already shown) keeps the dialog open. */
  onRefuse: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}

/** Cancel asks first when a reason was written (the Modal around it knows). */
function CancelButton({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const leave = useLeave();
  return (
    <Button $variant="secondary" onClick={() => leave(onCancel)}>
      {t('common:dialog.cancel')}
    </Button>
  );
}

/**
 * Rejects a request, or withdraws a live subdomain, only with a reason the owner is mailed. A withdrawal says first
 * what it breaks: printed QR codes and links with the subdomain stop opening the menu.
 */
export function RefuseSubdomainDialog({ restaurant, onRefuse, onCancel }: RefuseSubdomainDialogProps) {
  const { t } = useTranslation('admin');
  const withdrawal = restaurant.subDomainState === 'accepted';
  const mainHost = useServerData('web-config', getWebConfig).data?.mainHost;
  const { field, onSubmit } = useForm({ reason: '' }, () => ({ reason: [rules.required()] }));
  const names = { subDomain: restaurant.subDomain, name: restaurant.name };
  const address = mainHost
    ? new URL(subdomainUrl(restaurant.subDomain, mainHost, window.location.origin)).host
    : restaurant.subDomain;

  const [busy, setBusy] = useState(false);
  const submit = onSubmit(async ({ reason }) => {
    setBusy(true);
    try {
      await onRefuse(reason.trim());
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal
      title={t(withdrawal ? 'refuse.withdrawTitle' : 'refuse.rejectTitle', names)}
      onClose={onCancel}
      size="medium"
    >
      <Form noValidate onSubmit={submit}>
        {withdrawal ? (
          <Notice $tone="warning">
            {t('refuse.withdrawWarning', { ...names, address, days: SUBDOMAIN_HOLD_DAYS })}
          </Notice>
        ) : (
          <Text>{t('refuse.rejectInfo', names)}</Text>
        )}
        <TextAreaField
          label={t('refuse.reason')}
          maxLength={MAX_LENGTH.subdomainReason}
          placeholder={t('refuse.reasonHint')}
          {...field('reason')}
        />
        <Row>
          <CancelButton onCancel={onCancel} />
          <Button type="submit" $variant="danger" disabled={busy}>
            {t(withdrawal ? 'refuse.withdraw' : 'refuse.reject')}
          </Button>
        </Row>
      </Form>
    </Modal>
  );
}
