import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { DiscardDialog } from './confirm-dialog';
import { Dialog, type DialogSize } from './dialog';
import { LeaveContext, unsavedIn } from './unsaved';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: DialogSize;
}

/** Holds the content only to be searched for edits: it draws nothing of its own. */
const Content = styled.div`
  display: contents;
`;

/**
 * A dialog the user can leave: Escape (or the caller's Cancel, through FormDialogButtons or useLeave) calls onClose,
 * and focus goes back to the opener. While a form in it holds edits not saved (Form), leaving asks first: "Keep
 * editing" or "Discard changes".
 */
export function Modal({ title, onClose, children, size = 'medium' }: ModalProps) {
  const content = useRef<HTMLDivElement>(null);
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const leave = (then: () => void) => {
    if (content.current && unsavedIn(content.current)) setLeaving(() => then);
    else then();
  };
  return (
    <Dialog title={title} size={size} onClose={() => leave(onClose)}>
      <LeaveContext.Provider value={leave}>
        <Content ref={content}>{children}</Content>
      </LeaveContext.Provider>
      {leaving && (
        <DiscardDialog
          onKeep={() => setLeaving(null)}
          onDiscard={() => {
            setLeaving(null);
            leaving();
          }}
        />
      )}
    </Dialog>
  );
}
