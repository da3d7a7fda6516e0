import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Dialog } from './dialog';

/** Tall forms scroll inside the dialog, so they fit a phone screen. */
const Body = styled.div`
  max-height: calc(100vh - ${({ theme }) => theme.space(40)});
  overflow-y: auto;
  margin-inline: calc(-1 * ${({ theme }) => theme.space(2)});
  padding-inline: ${({ theme }) => theme.space(2)};
`;

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  width?: string;
}

/** The shared Dialog, plus what a modal form needs: focus on its first field, Escape closes, focus goes back. */
export function Modal({ title, onClose, children, width }: ModalProps) {
  const body = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    body.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, []);

  return (
    <Dialog title={title} width={width}>
      <Body ref={body}>{children}</Body>
    </Dialog>
  );
}
