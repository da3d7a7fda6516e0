import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from './icons';

/**
 * A native modal <dialog>: the page behind is inert, Escape closes it, a tap on the backdrop too, and focus goes back
 * to what opened it.
 */
export function Modal({
  className,
  labelledBy,
  onClose,
  children,
}: {
  className: string;
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.showModal();
    return () => opener?.focus();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={labelledBy}
      onClose={onClose}
      // A tap on the backdrop (outside the dialog's box) closes it, as on every phone sheet.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {children}
    </dialog>
  );
}

/** Closes the dialog it is in, natively (a form of method "dialog"). */
export function CloseButton({ label, className }: { label: string; className: string }) {
  return (
    <form method="dialog" className="g-close-form">
      <button type="submit" className={`g-tool ${className}`} aria-label={label}>
        <Icon name="close" />
      </button>
    </form>
  );
}
