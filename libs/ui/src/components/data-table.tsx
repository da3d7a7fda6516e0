import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { visuallyHidden } from '../global-style';
import type { ListQuery } from '@carta/contracts';
import type { TableQuery } from './list-query';
import { TablePager } from './table-pager';
import { TableSearch } from './table-search';

export interface DataTableColumn<Row> {
  /** The server's sort field name. */
  key: string;
  /** Translated. */
  header: string;
  sortable?: boolean;
  /**
   * Free text that may hold one long unbroken run (a name): it breaks anywhere, so the table keeps within the screen.
   * Other columns wrap only between words on wide screens (a price, a role, a date read wrong broken mid-word).
   */
  breaksAnywhere?: boolean;
  render: (row: Row) => ReactNode;
}

export interface DataTableProps<Row extends { _id: string }> {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  totalDocs: number;
  query: TableQuery;
  onQueryChange: (query: TableQuery) => void;
  /** Translated label of the search box; typing is debounced before it reaches onQueryChange. */
  searchLabel: string;
  loading?: boolean;
  emptyText: string;
  /** Accessible name of the table. */
  caption: string;
  /** Rendered in a last column. */
  actions?: (row: Row) => ReactNode;
  /** Shown beside the search box, e.g. the "add" button. */
  toolbar?: ReactNode;
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/**
 * Wide tables scroll inside this box on wide screens. Below the theme's small breakpoint every row is a card (its
 * cells stacked, each with its column's name, the actions last and always on screen), so nothing scrolls sideways.
 */
const Scroller = styled.div`
  overflow-x: auto;
  max-width: 100%;
  border: ${({ theme }) => theme.hairline};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  @media (width < ${({ theme }) => theme.breakpoint.small}) {
    overflow-x: visible;
    border: none;
    background: transparent;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    ${visuallyHidden}
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: ${({ theme }) => theme.hairline};
    vertical-align: middle;
    overflow-wrap: anywhere;
  }
  th {
    font-size: ${({ theme }) => theme.font.size.small};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  /*
   * Breaking anywhere let the table squeeze short values to a letter's width ("Ed it", "€22.0 0", "Madri d"). Headers
   * wrap between their words: kept on one line, a language with long ones ("Correo electrónico") pushed the actions off
   * the table.
   */
  @media (width >= ${({ theme }) => theme.breakpoint.small}) {
    th,
    td:not([data-breaks-anywhere]) {
      overflow-wrap: normal;
    }
    td[data-actions] {
      white-space: nowrap;
    }
  }
  @media (width < ${({ theme }) => theme.breakpoint.small}) {
    &,
    tbody,
    tr,
    td {
      display: block;
    }
    /* The sortable headers stay, as a row of sort buttons above the cards; the others are the cards' labels. */
    thead tr {
      display: flex;
      flex-wrap: wrap;
      column-gap: ${({ theme }) => theme.space(4)};
    }
    th {
      border: none;
      padding: 0;
      background: transparent;
      white-space: nowrap;
    }
    th[data-plain] {
      display: none;
    }
    tbody tr {
      margin-top: ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(3)};
      border: ${({ theme }) => theme.hairline};
      border-radius: ${({ theme }) => theme.radius.medium};
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: ${({ theme }) => theme.elevation.card};
    }
    td,
    tbody tr:last-child td {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
      min-height: 0;
      padding: ${({ theme }) => theme.space(1)} 0;
      border: none;
    }
    td[data-label]::before {
      content: attr(data-label);
      flex: 0 0 7rem;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.font.size.small};
    }
    /* The first column names the row: the card's title. */
    td:first-child {
      font-weight: ${({ theme }) => theme.font.weight.bold};
      font-size: ${({ theme }) => theme.font.size.large};
    }
    td:first-child::before {
      display: none;
    }
    td[data-actions] {
      margin-top: ${({ theme }) => theme.space(2)};
      padding-top: ${({ theme }) => theme.space(3)};
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
    /* However many actions a row has, they wrap inside the card rather than leave the screen. */
    td[data-actions] > * {
      flex-wrap: wrap;
    }
    td[data-actions]:empty {
      display: none;
    }
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  text-align: left;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0;
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
`;

function ariaSort(query: ListQuery, key: string): 'ascending' | 'descending' | 'none' {
  if (query.sort !== key) return 'none';
  return query.order === -1 ? 'descending' : 'ascending';
}

/** A server-side table: sorting, paging and search all go through onQueryChange. */
export function DataTable<Row extends { _id: string }>({
  columns,
  rows,
  totalDocs,
  query,
  onQueryChange,
  searchLabel,
  loading = false,
  emptyText,
  caption,
  actions,
  toolbar,
}: DataTableProps<Row>) {
  const { t } = useTranslation('common');
  // The latest query and callback, for the effect that leaves an emptied last page.
  const latest = useRef({ query, onQueryChange });
  useEffect(() => {
    latest.current = { query, onQueryChange };
  });

  const sortBy = (key: string) => {
    const order = query.sort === key && query.order !== -1 ? -1 : 1;
    onQueryChange({ ...query, sort: key, order, page: 1 });
  };

  const lastPage = Math.max(1, Math.ceil(totalDocs / query.limit));

  // Deleting the last row of the last page leaves it empty: show the page before it instead.
  useEffect(() => {
    const { query: current, onQueryChange: change } = latest.current;
    if (!loading && totalDocs > 0 && current.page > lastPage) change({ ...current, page: lastPage });
  }, [loading, totalDocs, lastPage]);
  const columnCount = columns.length + (actions ? 1 : 0);

  return (
    <div>
      <Top>
        <TableSearch label={searchLabel} query={query} onQueryChange={onQueryChange} />
        {toolbar}
      </Top>
      <Scroller role="region" aria-label={caption} tabIndex={0}>
        <Table aria-busy={loading || undefined}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortable ? ariaSort(query, column.key) : undefined}
                  data-plain={column.sortable ? undefined : ''}
                >
                  {column.sortable ? (
                    <SortButton onClick={() => sortBy(column.key)}>
                      {column.header}
                      <span aria-hidden="true">
                        {query.sort === column.key ? (query.order === -1 ? '▼' : '▲') : '↕'}
                      </span>
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
              {actions && (
                <th scope="col" data-plain="">
                  {t('table.actions')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount}>{loading ? t('loading.message') : emptyText}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row._id}>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      data-label={column.header}
                      data-breaks-anywhere={column.breaksAnywhere || undefined}
                    >
                      {column.render(row)}
                    </td>
                  ))}
                  {actions && <td data-actions="">{actions(row)}</td>}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </Scroller>
      <TablePager query={query} totalDocs={totalDocs} onQueryChange={onQueryChange} />
    </div>
  );
}
