import { useTranslation } from 'react-i18next';
import { Button, Row, Text } from '@carta/ui';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('owner');
  return (
    <Modal title={title} onClose={onCancel} width="420px">
      <Text>{text}</Text>
      <Row>
        <Button $variant="secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </Row>
    </Modal>
  );
}
