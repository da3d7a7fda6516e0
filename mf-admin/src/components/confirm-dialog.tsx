import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Row, Text } from '@carta/ui';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** Runs the action; the dialog stays open (and usable again) if it fails. */
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
}

/** Asks before a destructive action; Escape or Cancel closes it, and Cancel has the focus. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // the shared http client has put the server's error in the error snackbar
    } finally {
      setBusy(false);
    }
  };
  return (
    <div onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      <Dialog title={title} width="420px">
        <Text>{text}</Text>
        <Row>
          <Button $variant="secondary" autoFocus onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button disabled={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Row>
      </Dialog>
    </div>
  );
}
