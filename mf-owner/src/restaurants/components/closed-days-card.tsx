import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateSpan, Restaurant } from '@carta/contracts';
import { Button, Card, Form, SubHeading } from '@carta/ui';
import { useMessages } from '@carta/web-core';
import { DateSpansField, spansProblem } from '../../common/date-spans-field';
import { updateRestaurant } from '../api';

/** The days the restaurant is closed ("25 Dec", "1–15 Aug"): no menu is served on them, whatever its schedule. */
export function ClosedDaysCard({ restaurant, onSaved }: { restaurant: Restaurant; onSaved: (r: Restaurant) => void }) {
  const { t } = useTranslation('owner');
  const [spans, setSpans] = useState<DateSpan[]>(restaurant.closedDates);
  const [problem, setProblem] = useState<string | undefined>();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = spansProblem(spans);
    setProblem(found ? t(found === 'required' ? 'schedule.required' : 'menus.form.datesOrder') : undefined);
    if (found) return;
    try {
      onSaved(await updateRestaurant(restaurant._id, { closedDates: spans }));
      useMessages.getState().showSuccess({ key: 'common.SAVED_SUCCESSFULLY' });
    } catch {
      // the shared http client has put the server's error in the error snackbar
    }
  };
  return (
    <Card aria-labelledby="closed-title">
      <SubHeading id="closed-title">{t('schedule.closedTitle')}</SubHeading>
      <Form noValidate onSubmit={save}>
        <DateSpansField
          legend={t('schedule.closedDays')}
          hint={t('schedule.closedHint')}
          spans={spans}
          error={problem}
          onChange={setSpans}
        />
        <div>
          <Button type="submit">{t('schedule.save')}</Button>
        </div>
      </Form>
    </Card>
  );
}
