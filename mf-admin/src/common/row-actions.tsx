import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Row } from '@carta/ui';

/** The row's own action above Edit and Delete: beside them it widened the table past its box on a desktop. */
const Stacked = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

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
  const editAndDelete = (
    <Row $wrap={false}>
      <Button $variant="secondary" aria-label={t('actions.editNamed', { name })} onClick={onEdit}>
        {t('actions.edit')}
      </Button>
      <Button $variant="dangerOutline" aria-label={t('actions.deleteNamed', { name })} onClick={onDelete}>
        {t('actions.delete')}
      </Button>
    </Row>
  );
  if (!extra) return editAndDelete;
  return (
    <Stacked>
      {extra}
      {editAndDelete}
    </Stacked>
  );
}
