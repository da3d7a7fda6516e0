import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useTopDialog } from './dialog';

const Bar = styled.div<{ $tone: 'error' | 'success' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  width: min(${({ theme }) => theme.layout.dialogWidth.large}, calc(100vw - ${({ theme }) => theme.space(8)}));
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.small};
  box-shadow: ${({ theme }) => theme.elevation.raised};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.onDanger : theme.colors.onSuccess)};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(4)};
  }
  button {
    color: inherit;
  }
`;

const Body = styled.div`
  flex: 1;
  align-self: center;
`;

/** Set by a bar fixed at the bottom of the page (the cookie bar) to its height, so nothing hides behind it. */
export const BOTTOM_BAR_HEIGHT_VAR = '--carta-bottom-bar';

/** At the bottom of the page, above a bottom bar; at the top over a dialog, whose buttons are at its bottom. */
const Stack = styled.div<{ $overDialog: boolean }>`
  position: fixed;
  left: 50%;
  ${({ $overDialog, theme }) =>
    $overDialog ? `top: ${theme.space(4)};` : `bottom: calc(${theme.space(4)} + var(${BOTTOM_BAR_HEIGHT_VAR}, 0rem));`}
  transform: translateX(-50%);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  z-index: 1100;
`;

/**
 * Where the messages show: at the bottom of the screen, inside the newest open dialog when there is one (a modal
 * dialog makes the rest of the page inert: a message outside it could be neither read nor closed).
 */
export function SnackbarStack({ children }: { children: ReactNode }) {
  const dialog = useTopDialog();
  const stack = <Stack $overDialog={dialog !== null}>{children}</Stack>;
  return dialog ? createPortal(stack, dialog) : stack;
}

export interface SnackbarProps {
  tone: 'error' | 'success';
  children: ReactNode;
  /** The close button, already labelled by the caller. */
  action: ReactNode;
}

export function Snackbar({ tone, children, action }: SnackbarProps) {
  return (
    <Bar $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Body>{children}</Body>
      {action}
    </Bar>
  );
}
