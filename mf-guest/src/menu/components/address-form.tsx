import type { FormEvent, ReactNode } from 'react';

/**
 * A form that asks for this page with `query` (`?lang=es&avoid=egg`, as hidden fields): without script, sending it is
 * the server's to render; with script, `onSubmit` answers on the page (the button is held until the page is live).
 */
export function AddressForm({
  query,
  onSubmit,
  children,
}: {
  query: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form method="get" onSubmit={onSubmit}>
      {[...new URLSearchParams(query)].map(([name, value], index) => (
        <input key={index} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
