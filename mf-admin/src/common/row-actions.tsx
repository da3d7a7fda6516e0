import { useTranslation } from 'react-i18next';
import { Button, Row } from '@carta/ui';

/** Edit and delete buttons of a table row, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Row $wrap={false}>
      <Button $variant="secondary" aria-label={t('actions.editNamed', { name })} onClick={onEdit}>
        {t('actions.edit')}
      </Button>
      <Button $variant="dangerOutline" aria-label={t('actions.deleteNamed', { name })} onClick={onDelete}>
        {t('actions.delete')}
      </Button>
    </Row>
  );
}
