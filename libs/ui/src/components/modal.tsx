import type { ReactNode } from 'react';
import { Dialog, type DialogSize } from './dialog';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: DialogSize;
}

/** A dialog the user can leave: Escape (or the caller's Cancel) calls onClose, and focus goes back to the opener. */
export function Modal({ title, onClose, children, size = 'medium' }: ModalProps) {
  return (
    <Dialog title={title} size={size} onClose={onClose}>
      {children}
    </Dialog>
  );
}
