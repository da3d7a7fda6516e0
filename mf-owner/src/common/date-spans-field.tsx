import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_EXCEPTIONS, MENU_EXCEPTION_KINDS, type DateSpan, type MenuException } from '@carta/contracts';
import { Button, Checkbox, FieldError, SelectField, TextField, useFormEdit, visuallyHidden } from '@carta/ui';

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

/** A row's message under its dates, across the row. */
const RowError = styled(FieldError)`
  flex-basis: 100%;
`;

/** "One day" and Remove stay together, beside the dates where they fit, else on a line of their own. */
const RowActions = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** "One day" is read with its row's number ("One day (day 2)"), shown without it. */
const Unseen = styled.span`
  ${visuallyHidden}
`;

const Hint = styled.p`
  margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(2)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/**
 * A list of days or ranges of days (a restaurant's closed days; a menu's closed and special days with `kinds`), added
 * and removed one by one. A row is one day (one date field, stored as the same date twice) until the owner unticks
 * "One day" for a range of two dates; a stored range reads as a range.
 */
export function DateSpansField<T extends DateSpan | MenuException>({
  legend,
  hint,
  spans,
  kinds,
  error,
  onChange: changeSpans,
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
  const edited = useFormEdit();
  // A row added or removed by a button edits the form as typing does.
  const onChange = (next: T[]) => {
    edited();
    changeSpans(next);
  };
  // The rows the owner made ranges of: a range of one day so far still shows both dates.
  const [ranges, setRanges] = useState(() => spans.map((span) => span.from !== span.to));
  const isRange = (index: number) => ranges[index] || spans[index].from !== spans[index].to;
  const set = (index: number, part: Partial<MenuException>) =>
    onChange(spans.map((span, i) => (i === index ? { ...span, ...part } : span)));
  const setRange = (index: number, range: boolean) => {
    setRanges(spans.map((_, i) => (i === index ? range : isRange(i))));
    if (!range) set(index, { to: spans[index].from });
  };
  // The message shows on the row to fix (a missing date, an end before the start), where Save's focus lands.
  const wrongRow = error ? spans.findIndex((span) => !span.from || !span.to || span.from > span.to) : -1;
  const add = () => {
    setRanges([...spans.map((_, i) => isRange(i)), false]);
    onChange([...spans, (kinds ? { kind: 'closed', from: '', to: '' } : { from: '', to: '' }) as T]);
  };
  const remove = (index: number) => {
    setRanges(spans.map((_, i) => isRange(i)).filter((_, i) => i !== index));
    onChange(spans.filter((_, i) => i !== index));
  };
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
            {isRange(index) ? (
              <>
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
              </>
            ) : (
              <TextField
                type="date"
                label={t('schedule.day', { number: index + 1 })}
                value={span.from}
                onChange={(day) => set(index, { from: day, to: day })}
              />
            )}
            <RowActions>
              <Checkbox
                label={
                  <span>
                    {t('schedule.oneDay')}
                    <Unseen> ({t('schedule.row', { number: index + 1 })})</Unseen>
                  </span>
                }
                checked={!isRange(index)}
                onChange={(oneDay) => setRange(index, !oneDay)}
              />
              <Button
                type="button"
                $variant="secondary"
                aria-label={t('schedule.remove', { number: index + 1 })}
                onClick={() => remove(index)}
              >
                {t('schedule.removeShort')}
              </Button>
            </RowActions>
            {index === wrongRow && <RowError>{error}</RowError>}
          </SpanRow>
        ))}
      </Spans>
      {error && wrongRow < 0 && <FieldError>{error}</FieldError>}
      {spans.length < MAX_EXCEPTIONS && (
        <AddSpan type="button" $variant="secondary" onClick={add}>
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
