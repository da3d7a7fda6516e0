import type { ReactNode } from 'react';
import styled from 'styled-components';

const Bar = styled.div<{ $tone: 'error' | 'success' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  width: min(560px, calc(100vw - ${({ theme }) => theme.space(8)}));
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.small};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.errorStrong : theme.colors.success)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.onError : theme.colors.onSuccess)};
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

export const SnackbarStack = styled.div`
  position: fixed;
  left: 50%;
  bottom: calc(${({ theme }) => theme.space(4)} + var(${BOTTOM_BAR_HEIGHT_VAR}, 0px));
  transform: translateX(-50%);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  z-index: 1100;
`;

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
