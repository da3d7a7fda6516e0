import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Row } from '@carta/ui';

/** Edit and delete buttons of a table row, named after the row for screen readers; `extra`: the row's own, first. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  extra,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Row $wrap={false}>
      {extra}
      <Button $variant="secondary" aria-label={t('actions.editNamed', { name })} onClick={onEdit}>
        {t('actions.edit')}
      </Button>
      <Button $variant="dangerOutline" aria-label={t('actions.deleteNamed', { name })} onClick={onDelete}>
        {t('actions.delete')}
      </Button>
    </Row>
  );
}
