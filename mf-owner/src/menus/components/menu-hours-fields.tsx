import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TimeRange } from '@carta/contracts';
import { Button, Checkbox, FieldError, TextField, useFormEdit } from '@carta/ui';
import { useMessageText } from '@carta/web-core';
import type { MenuFormErrors } from '../menu-form-model';
import { Fieldset, Hint } from './fieldset';

/** Two fields side by side (start and end, from and to), one above the other on a phone. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.size.column.narrow}, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
`;

/** When in the day a menu is served: all day, or during time ranges (a range may cross midnight). */
export function MenuHoursFields({
  unlimitedTime,
  timeRanges,
  errors,
  onUnlimitedTime,
  onTimeRanges: changeRanges,
}: {
  unlimitedTime: boolean;
  timeRanges: TimeRange[];
  errors: MenuFormErrors;
  onUnlimitedTime: (on: boolean) => void;
  onTimeRanges: (ranges: TimeRange[]) => void;
}) {
  const { t } = useTranslation('owner');
  const text = useMessageText();
  const edited = useFormEdit();
  // A range added or removed by a button edits the form as typing does.
  const onTimeRanges = (ranges: TimeRange[]) => {
    edited();
    changeRanges(ranges);
  };
  const setRange = (index: number, part: 'start' | 'end', value: string) =>
    onTimeRanges(timeRanges.map((range, i) => (i === index ? { ...range, [part]: value } : range)));
  return (
    <Fieldset>
      <legend>{t('menus.form.hours')}</legend>
      <Checkbox label={t('menus.form.unlimitedTime')} checked={unlimitedTime} onChange={onUnlimitedTime} />
      {!unlimitedTime && (
        <>
          <Hint>{t('menus.form.midnightHint')}</Hint>
          {timeRanges.map((range, index) => (
            <Fieldset key={index}>
              <legend>{t('menus.form.timeRange', { number: index + 1 })}</legend>
              <FieldPair>
                <TextField
                  type="time"
                  label={t('menus.form.start')}
                  value={range.start}
                  onChange={(value) => setRange(index, 'start', value)}
                  error={text(errors[`start-${index}`])}
                />
                <TextField
                  type="time"
                  label={t('menus.form.end')}
                  value={range.end}
                  onChange={(value) => setRange(index, 'end', value)}
                  error={text(errors[`end-${index}`])}
                />
              </FieldPair>
              <Button $variant="dangerOutline" onClick={() => onTimeRanges(timeRanges.filter((_, i) => i !== index))}>
                {t('menus.form.removeTimeRange', { number: index + 1 })}
              </Button>
            </Fieldset>
          ))}
          <Button $variant="secondary" onClick={() => onTimeRanges([...timeRanges, { start: '', end: '' }])}>
            {t('menus.form.addTimeRange')}
          </Button>
          {errors.timeRanges && <FieldError>{text(errors.timeRanges)}</FieldError>}
        </>
      )}
    </Fieldset>
  );
}
