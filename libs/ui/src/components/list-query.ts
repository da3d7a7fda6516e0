import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListQuery } from '@carta/contracts';

export const PAGE_SIZES = [10, 25, 50] as const;

/** A list query with the paging every table needs; page starts at 1. */
export type TableQuery = ListQuery & { page: number; limit: number };

/** A table part that reads and changes the query. */
export interface TableQueryProps {
  query: TableQuery;
  onQueryChange: (query: TableQuery) => void;
}

function positiveInteger(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const parsed = Number(value);
  return parsed >= 1 ? parsed : undefined;
}

/** Reads a table query from URL search params, falling back to the screen's defaults for anything missing. */
export function listQueryFromParams(params: URLSearchParams, defaults: Partial<TableQuery> = {}): TableQuery {
  const limit = positiveInteger(params.get('limit'));
  const order = params.get('order');
  const query: TableQuery = {
    ...defaults,
    page: positiveInteger(params.get('page')) ?? 1,
    limit: limit !== undefined && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : (defaults.limit ?? 10),
  };
  const sort = params.get('sort');
  if (sort) query.sort = sort;
  if (order === '1' || order === '-1') query.order = Number(order) as 1 | -1;
  const filter = params.get('filter');
  if (filter) query.filter = filter;
  return query;
}

const LIST_PARAMS = ['page', 'limit', 'sort', 'order', 'filter'] as const;

/**
 * Writes the parts of a table query a user changes (not `fields`, which is the screen's own choice) over
 * `base`, keeping the screen's other params (e.g. a "pending only" switch).
 */
export function listQueryToParams(query: TableQuery, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of LIST_PARAMS) params.delete(name);
  params.set('page', String(query.page));
  params.set('limit', String(query.limit));
  if (query.sort) params.set('sort', query.sort);
  if (query.order) params.set('order', String(query.order));
  if (query.filter) params.set('filter', query.filter);
  return params;
}

/** A table's query kept in the URL, so reload and back keep the page, sort and search. */
export function useListQuery(defaults: Partial<TableQuery> = {}): [TableQuery, (query: TableQuery) => void] {
  const [params, setParams] = useSearchParams();
  const defaultsKey = JSON.stringify(defaults);
  const query = useMemo(
    () => listQueryFromParams(params, JSON.parse(defaultsKey) as Partial<TableQuery>),
    [params, defaultsKey],
  );
  const setQuery = useCallback(
    (next: TableQuery) => {
      // Typing in the search box replaces the entry; paging and sorting are steps back can undo.
      setParams((current) => listQueryToParams(next, current), { replace: next.filter !== query.filter });
    },
    [setParams, query.filter],
  );
  return [query, setQuery];
}
