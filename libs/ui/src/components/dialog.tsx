import { useEffect, useId, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

export type DialogSize = 'small' | 'medium' | 'large';

/**
 * The open dialogs, oldest first. A modal <dialog> makes everything outside it inert, so whatever must stay usable
 * while one is open (the error snackbar) renders inside the newest one (useTopDialog).
 */
const openDialogs: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The newest open dialog, or null: where a snackbar must render to be seen and reached. */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => openDialogs.at(-1) ?? null,
    () => null,
  );
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** What Tab can reach inside `root`, in order: enabled, rendered, not taken out of the tab order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
}

const Panel = styled.dialog<{ $size: DialogSize }>`
  width: ${({ theme, $size }) => theme.layout.dialogWidth[$size]};
  max-width: calc(100vw - ${({ theme }) => theme.space(8)});
  max-height: calc(100dvh - ${({ theme }) => theme.space(8)});
  padding: ${({ theme }) => theme.space(5)};
  border: ${({ theme }) => theme.hairline};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation.dialog};
  font-family: ${({ theme }) => theme.font.family};
  line-height: ${({ theme }) => theme.font.lineHeight.body};
  overflow: hidden;
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.backdrop};
  }
`;

const Title = styled.h2`
  flex: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.large};
  line-height: ${({ theme }) => theme.font.lineHeight.heading};
`;

/** The content under the title: tall forms scroll here, so the dialog fits a phone screen. */
const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  margin-inline: calc(-1 * ${({ theme }) => theme.space(2)});
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
`;

export interface DialogProps {
  title: string;
  children?: ReactNode;
  size?: DialogSize;
  /** Escape calls it. Without it (a "please wait" dialog) Escape does nothing. */
  onClose?: () => void;
}

/**
 * A modal <dialog> shown with showModal(): the page behind is inert, Tab cycles inside it (from the last control to
 * the first and back), Escape asks onClose, and focus goes back to what had it when the dialog closes. The caller
 * decides when it is shown by rendering it.
 */
export function Dialog({ title, children, size = 'small', onClose }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  // A layout effect: its clean-up runs while the <dialog> is still in the document, so close() gives focus back.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let closing = false;
    dialog.showModal();
    openDialogs.push(dialog);
    changed();
    // The first control, as a form expects (showModal alone may focus the dialog itself).
    tabbables(dialog)[0]?.focus();

    const onCancel = (event: Event) => {
      // A file picker dismissed inside the dialog fires a bubbling `cancel` too: only the dialog's own is Escape.
      if (event.target !== dialog) return;
      event.preventDefault();
      close.current?.();
    };
    // The browser may close it without a cancelable event (two Escapes without a click in between). It stays shown
    // until the caller stops rendering it: onClose may ask first (a Modal with unsaved edits), or there is none.
    const onNativeClose = () => {
      if (closing) return;
      dialog.showModal();
      close.current?.();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const stops = tabbables(dialog);
      const first = stops[0];
      const last = stops.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('keydown', onKey);
    return () => {
      closing = true;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      changed();
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // In <body>, not where it is declared: nothing around it (a table cell, the toolbar) styles what it shows.
  return createPortal(
    <Panel ref={ref} aria-labelledby={titleId} $size={size}>
      <Title id={titleId}>{title}</Title>
      <Body>{children}</Body>
    </Panel>,
    document.body,
  );
}

const Track = styled.div`
  height: ${({ theme }) => theme.space(1)};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.border};
  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${({ theme }) => theme.colors.accent};
    animation: carta-progress 1.2s ease-in-out infinite;
  }
  @keyframes carta-progress {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(250%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      width: 100%;
    }
  }
`;

export function ProgressBar({ label }: { label: string }) {
  return <Track role="progressbar" aria-label={label} />;
}
