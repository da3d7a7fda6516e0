import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';
import { PAGE_SIZES, type TableQueryProps } from './list-query';

const Pager = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.small};
  }
  select {
    min-height: ${({ theme }) => theme.size.touch};
    font: inherit;
    border-radius: ${({ theme }) => theme.radius.small};
    border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Rows per page, where the page is in the list, and previous / next. */
export function TablePager({ query, totalDocs, onQueryChange }: TableQueryProps & { totalDocs: number }) {
  const { t } = useTranslation('common');
  const sizeId = useId();
  const lastPage = Math.max(1, Math.ceil(totalDocs / query.limit));
  const from = totalDocs === 0 ? 0 : (query.page - 1) * query.limit + 1;
  const to = Math.min(totalDocs, query.page * query.limit);
  return (
    <Pager>
      <label htmlFor={sizeId}>
        {t('table.rowsPerPage')}
        <select
          id={sizeId}
          value={query.limit}
          onChange={(event) => onQueryChange({ ...query, limit: Number(event.target.value), page: 1 })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span role="status">{t('table.range', { from, to, total: totalDocs })}</span>
      <Button
        $variant="secondary"
        disabled={query.page <= 1}
        onClick={() => onQueryChange({ ...query, page: query.page - 1 })}
      >
        {t('table.previous')}
      </Button>
      <Button
        $variant="secondary"
        disabled={query.page >= lastPage}
        onClick={() => onQueryChange({ ...query, page: query.page + 1 })}
      >
        {t('table.next')}
      </Button>
    </Pager>
  );
}
