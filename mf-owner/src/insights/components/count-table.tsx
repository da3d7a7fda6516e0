import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InsightCount } from '@carta/contracts';
import { Card, SubHeading, Text } from '@carta/ui';

export interface CountRow {
  key: string;
  label: string;
  count: InsightCount;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(1)}`};
    border-bottom: ${({ theme }) => theme.hairline};
    text-align: left;
    overflow-wrap: anywhere;
  }
  th:last-child,
  td:last-child {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  thead th {
    font-size: ${({ theme }) => theme.font.size.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A count as the owner reads it: "< 5" when hidden. */
export function useCountText() {
  const { t, i18n } = useTranslation('owner');
  const format = new Intl.NumberFormat(i18n.language);
  return (count: InsightCount) => (count.few ? t('insights.few') : format.format(count.count ?? 0));
}

/** A card with a small two-column table: what, and how many. */
export function CountTable({ id, title, rows }: { id: string; title: string; rows: CountRow[] }) {
  const { t } = useTranslation('owner');
  const countText = useCountText();
  return (
    <Card aria-labelledby={id}>
      <SubHeading id={id}>{title}</SubHeading>
      {rows.length === 0 ? (
        <Text $muted>{t('insights.none')}</Text>
      ) : (
        <Table aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">{t('insights.name')}</th>
              <th scope="col">{t('insights.count')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>{row.label}</td>
                <td>{countText(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
