import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Modal, Row } from '@carta/ui';

export interface FormDialogProps {
  title: string;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A create or edit form in a modal; Escape or Cancel closes it without saving. */
export function FormDialog({ title, onSubmit, onCancel, children }: FormDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Modal title={title} onClose={onCancel} width="480px">
      <Form noValidate onSubmit={onSubmit}>
        {children}
        <Row>
          <Button $variant="secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit">{t('actions.save')}</Button>
        </Row>
      </Form>
    </Modal>
  );
}
