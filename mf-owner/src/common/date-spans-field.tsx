import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_EXCEPTIONS, MENU_EXCEPTION_KINDS, type DateSpan, type MenuException } from '@carta/contracts';
import { Button, FieldError, SelectField, TextField } from '@carta/ui';

const Spans = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A span's fields on one line where a whole date fits in each, one under another on a phone. */
const SpanRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: ${({ theme }) => theme.hairline};
  & > div {
    flex: 1 1 ${({ theme }) => theme.space(40)};
    margin-bottom: 0;
  }
`;

/** Apart from the next field, as a text field is. */
const Group = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const AddSpan = styled(Button)`
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Hint = styled.p`
  margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(2)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/**
 * A list of days or ranges of days (a restaurant's closed days; a menu's closed and special days with `kinds`), each
 * a row of two date fields, added and removed one by one. One day: the same date twice.
 */
export function DateSpansField<T extends DateSpan | MenuException>({
  legend,
  hint,
  spans,
  kinds,
  error,
  onChange,
}: {
  legend: string;
  hint: string;
  spans: T[];
  /** Whether each span is closed or special (a menu's exceptions). */
  kinds?: boolean;
  error?: string;
  onChange: (spans: T[]) => void;
}) {
  const { t } = useTranslation('owner');
  const set = (index: number, part: Partial<MenuException>) =>
    onChange(spans.map((span, i) => (i === index ? { ...span, ...part } : span)));
  const added = (kinds ? { kind: 'closed', from: '', to: '' } : { from: '', to: '' }) as T;
  return (
    <Group role="group" aria-label={legend}>
      <strong>{legend}</strong>
      <Hint>{hint}</Hint>
      <Spans>
        {spans.map((span, index) => (
          <SpanRow key={index}>
            {kinds && 'kind' in span && (
              <SelectField
                label={t('schedule.kind', { number: index + 1 })}
                value={span.kind}
                options={MENU_EXCEPTION_KINDS.map((kind) => ({ value: kind, label: t(`schedule.kinds.${kind}`) }))}
                onChange={(kind) => set(index, { kind: kind as MenuException['kind'] })}
              />
            )}
            <TextField
              type="date"
              label={t('schedule.from', { number: index + 1 })}
              value={span.from}
              onChange={(from) => set(index, { from, to: span.to || from })}
            />
            <TextField
              type="date"
              label={t('schedule.to', { number: index + 1 })}
              value={span.to}
              onChange={(to) => set(index, { to })}
            />
            <Button
              type="button"
              $variant="secondary"
              aria-label={t('schedule.remove', { number: index + 1 })}
              onClick={() => onChange(spans.filter((_, i) => i !== index))}
            >
              {t('schedule.removeShort')}
            </Button>
          </SpanRow>
        ))}
      </Spans>
      {error && <FieldError>{error}</FieldError>}
      {spans.length < MAX_EXCEPTIONS && (
        <AddSpan type="button" $variant="secondary" onClick={() => onChange([...spans, added])}>
          {t(kinds ? 'schedule.addException' : 'schedule.addClosed')}
        </AddSpan>
      )}
    </Group>
  );
}

/** What is wrong with the spans as typed: a missing date, or a range ending before it starts. */
export function spansProblem(spans: readonly DateSpan[]): 'required' | 'order' | null {
  if (spans.some((span) => !span.from || !span.to)) return 'required';
  return spans.some((span) => span.from > span.to) ? 'order' : null;
}
