import type { FormEvent, ReactNode } from 'react';
import { Form, FormDialogButtons, Modal } from '@carta/ui';

export interface FormDialogProps {
  title: string;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A create or edit form in a modal; Escape or Cancel closes it without saving. */
export function FormDialog({ title, onSubmit, onCancel, children }: FormDialogProps) {
  return (
    <Modal title={title} onClose={onCancel}>
      <Form noValidate onSubmit={onSubmit}>
        {children}
        <FormDialogButtons onCancel={onCancel} />
      </Form>
    </Modal>
  );
}
