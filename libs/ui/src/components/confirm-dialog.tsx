import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styled from 'styled-components';
import { Dialog } from './dialog';
import { Row, Text } from './layout';
import { useLeave } from './unsaved';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** Else "Cancel". */
  cancelLabel?: string;
  /** Runs the action; if it rejects, the dialog stays open and usable (the http client has shown the error). */
  onConfirm: () => unknown;
  onCancel: () => void;
}

/** A dialog's buttons, at its end, the main action last. */
const Buttons = styled(Row)`
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** Asks before something that cannot be undone (a danger button); Cancel has the focus, Escape cancels. */
export function ConfirmDialog({ title, text, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
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
    <Dialog title={title} size="medium" onClose={onCancel}>
      <Text>{text}</Text>
      <Buttons>
        <Button $variant="secondary" onClick={onCancel}>
          {cancelLabel ?? t('dialog.cancel')}
        </Button>
        <Button $variant="danger" disabled={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </Buttons>
    </Dialog>
  );
}

/**
 * Save and Cancel stay in sight while a tall form scrolls inside its dialog, down to the dialog body's edge (over its
 * padding, where the fields scrolling underneath would show).
 */
const FormButtons = styled(Buttons)`
  position: sticky;
  bottom: calc(-1 * ${({ theme }) => theme.space(1)});
  margin-inline: calc(-1 * ${({ theme }) => theme.space(2)});
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
  border-top: ${({ theme }) => theme.hairline};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * The foot of a form in a Modal: Cancel closes without saving (asking first when the form holds edits), Save (or
 * `submitLabel`) submits the form.
 */
export function FormDialogButtons({ onCancel, submitLabel }: { onCancel: () => void; submitLabel?: string }) {
  const { t } = useTranslation('common');
  const leave = useLeave();
  return (
    <FormButtons>
      <Button $variant="secondary" onClick={() => leave(onCancel)}>
        {t('dialog.cancel')}
      </Button>
      <Button type="submit">{submitLabel ?? t('dialog.save')}</Button>
    </FormButtons>
  );
}

/** "Discard your changes?": Keep editing (focused, and Escape) or Discard changes. */
export function DiscardDialog({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      title={t('unsaved.title')}
      text={t('unsaved.text')}
      confirmLabel={t('unsaved.discard')}
      cancelLabel={t('unsaved.keep')}
      onConfirm={onDiscard}
      onCancel={onKeep}
    />
  );
}
