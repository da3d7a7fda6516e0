import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@carta/ui';

// A native modal <dialog>: the browser keeps Tab inside it, makes the page behind inert, closes it on Escape and
// gives focus back to the menu button.
const Panel = styled.dialog`
  margin: 0 0 0 auto;
  width: min(${({ theme }) => theme.size.drawer}, 85vw);
  max-width: none;
  height: 100%;
  max-height: none;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation.dialog};
  &::backdrop {
    background: ${({ theme }) => theme.colors.backdrop};
  }
  a,
  button {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)} ${theme.space(6)}`};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  border-bottom: ${({ theme }) => theme.hairline};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.large};
  }
`;

export interface AppDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The phone's navigation panel, from the right edge; clicking the dimmed page closes it. */
export function AppDrawer({ id, open, onClose, children }: AppDrawerProps) {
  const { t } = useTranslation('common');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <Panel
      id={id}
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop lands on the <dialog> itself, never on its content.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <Inner>
        <Header>
          <h2 id={titleId}>{t('nav.menu')}</h2>
          <Button $variant="text" aria-label={t('nav.closeMenu')} onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </Button>
        </Header>
        {children}
      </Inner>
    </Panel>
  );
}
