import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Row, Text } from './layout';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** Runs the action; if it rejects, the dialog stays open and usable (the http client has shown the error). */
  onConfirm: () => unknown;
  onCancel: () => void;
}

/** Asks before something that cannot be undone; Cancel has the focus, Escape cancels. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // the shared http client has already put the server's error in the error snackbar
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={title} onClose={onCancel} width="420px">
      <Text>{text}</Text>
      <Row>
        <Button $variant="secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button disabled={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </Row>
    </Modal>
  );
}

/** The foot of a form in a Modal: Cancel closes without saving, Save submits the form. */
export function FormDialogButtons({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Row>
      <Button $variant="secondary" onClick={onCancel}>
        {t('dialog.cancel')}
      </Button>
      <Button type="submit">{t('dialog.save')}</Button>
    </Row>
  );
}
