import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { WEEKDAYS } from '@carta/contracts';
import { CheckboxGroup, FieldError, TextField } from '@carta/ui';
import { useMessageText } from '@carta/web-core';
import type { MenuFormErrors, MenuFormValues } from '../menu-form-model';
import { regionalLocale, weekdayName } from '../schedule-format';
import { Fieldset } from './fieldset';
import { FieldPair } from './menu-hours-fields';

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.size.touch};
  margin-right: ${({ theme }) => theme.space(4)};
`;

type Schedule = Pick<MenuFormValues, 'scheduleKind' | 'days' | 'dateFrom' | 'dateTo'>;

/** Which days a menu is served: weekdays, or a range of dates. */
export function MenuDaysFields({
  values,
  errors,
  onChange,
}: {
  values: Schedule;
  errors: MenuFormErrors;
  onChange: (change: Partial<Schedule>) => void;
}) {
  const { t, i18n } = useTranslation('owner');
  const text = useMessageText();
  return (
    <Fieldset>
      <legend>{t('menus.form.when')}</legend>
      <div>
        {(['days', 'dates'] as const).map((kind) => (
          <Choice key={kind}>
            <input
              type="radio"
              name="scheduleKind"
              checked={values.scheduleKind === kind}
              onChange={() => onChange({ scheduleKind: kind })}
            />
            {t(kind === 'days' ? 'menus.form.byDays' : 'menus.form.byDates')}
          </Choice>
        ))}
      </div>
      {values.scheduleKind === 'days' ? (
        <CheckboxGroup
          legend={t('menus.form.days')}
          options={WEEKDAYS}
          labelOf={(day) => weekdayName(day, regionalLocale(i18n.language))}
          selected={values.days}
          onChange={(days) => onChange({ days })}
          error={text(errors.days)}
        />
      ) : (
        <Fieldset aria-describedby={errors.dates ? 'menu-dates-error' : undefined}>
          <legend>{t('menus.form.dates')}</legend>
          <FieldPair>
            <TextField
              type="date"
              label={t('menus.form.from')}
              value={values.dateFrom}
              onChange={(dateFrom) => onChange({ dateFrom })}
            />
            <TextField
              type="date"
              label={t('menus.form.to')}
              value={values.dateTo}
              onChange={(dateTo) => onChange({ dateTo })}
            />
          </FieldPair>
          {errors.dates && <FieldError id="menu-dates-error">{text(errors.dates)}</FieldError>}
        </Fieldset>
      )}
    </Fieldset>
  );
}
