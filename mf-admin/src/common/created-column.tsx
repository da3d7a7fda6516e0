import { useTranslation } from 'react-i18next';
import type { Timestamps } from '@carta/contracts';
import type { DataTableColumn } from '@carta/ui';

/** The "Created" column of an admin list: the day in the reader's language, sortable (sort=createdAt). */
export function useCreatedColumn<Row extends Timestamps>(): DataTableColumn<Row> {
  const { t, i18n } = useTranslation('admin');
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return {
    key: 'createdAt',
    header: t('columns.created'),
    sortable: true,
    render: (row) => <time dateTime={row.createdAt}>{day.format(new Date(row.createdAt))}</time>,
  };
}
