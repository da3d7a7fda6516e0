import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, Form, Row } from '@carta/ui';

/** Long forms scroll inside the dialog, so a phone still reaches the buttons. */
const Fields = styled.div`
  max-height: 60vh;
  overflow-y: auto;
  padding-top: ${({ theme }) => theme.space(1)};
`;

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
    <div onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      <Dialog title={title} width="480px">
        <Form noValidate onSubmit={onSubmit}>
          <Fields>{children}</Fields>
          <Row>
            <Button $variant="secondary" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit">{t('actions.save')}</Button>
          </Row>
        </Form>
      </Dialog>
    </div>
  );
}
