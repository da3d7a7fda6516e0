import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { TableQueryProps } from './list-query';

const SEARCH_DEBOUNCE_MS = 300;

const Search = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  flex: 1 1 ${({ theme }) => theme.size.column.medium};
  max-width: ${({ theme }) => theme.size.column.wide};
  label {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.small};
  }
  input {
    min-height: ${({ theme }) => theme.size.touch};
    font: inherit;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radius.small};
    border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The table's search box: typing reaches `onQueryChange` once it pauses, on the first page. */
export function TableSearch({ label, query, onQueryChange }: TableQueryProps & { label: string }) {
  const id = useId();
  const [search, setSearch] = useState(query.filter ?? '');

  // The latest query and callback, so the debounce timer never sends a stale page or sort.
  const latest = useRef({ query, onQueryChange });
  useEffect(() => {
    latest.current = { query, onQueryChange };
  });

  // The filter this box last sent: any other value arriving in the query came from outside (back, reload).
  const sent = useRef(query.filter ?? '');
  useEffect(() => {
    const filter = query.filter ?? '';
    if (filter === sent.current) return;
    sent.current = filter;
    setSearch(filter);
  }, [query.filter]);

  useEffect(() => {
    if (search === sent.current) return;
    const timer = setTimeout(() => {
      const { query: current, onQueryChange: change } = latest.current;
      sent.current = search;
      change({ ...current, filter: search || undefined, page: 1 });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  return (
    <Search>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
    </Search>
  );
}
