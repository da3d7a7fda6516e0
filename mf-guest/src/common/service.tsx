import { serviceToday, upcomingSpans, type DateSpan, type PublicSchedule } from '@carta/contracts';
import { useNow } from './clock';
import { daysText, hoursText, serviceText, spansText } from './format';
import { useGuestText } from './guest-context';

/**
 * When a menu is served, and how it stands now, in the restaurant's time zone (and its closed days), in the guest's
 * words; special days still to come are named: "only 24–26 Dec" for a menu of special days, else "also 24 Dec".
 */
export function useService(schedule: PublicSchedule, timeZone: string, closed: readonly DateSpan[] = []) {
  const { t, tag } = useGuestText();
  const now = useNow();
  const today = serviceToday({ ...schedule, enabled: true }, now, timeZone, closed);
  const { key, values } = serviceText(today, tag);
  const special = upcomingSpans(
    (schedule.exceptions ?? []).filter((span) => span.kind === 'special'),
    now,
    timeZone,
  );
  const onlySpecial = !schedule.dateRange && schedule.days.length === 0;
  const days = onlySpecial
    ? t('service.only', { dates: spansText(special, tag) })
    : daysText(schedule, tag, t('service.everyDay')) +
      (special.length ? ` · ${t('service.also', { dates: spansText(special, tag) })}` : '');
  return {
    open: today.state === 'open',
    when: `${days} · ${hoursText(schedule, tag, t('service.allDay'))}`,
    status: t(key, values),
  };
}

/** "Mon–Fri · 13:00–16:00 · open now". */
export function ServiceLine({
  schedule,
  timeZone,
  closed,
}: {
  schedule: PublicSchedule;
  timeZone: string;
  closed?: readonly DateSpan[];
}) {
  const { open, when, status } = useService(schedule, timeZone, closed);
  return (
    <span className="g-when">
      <span>{when}</span> <span className={open ? 'g-pill g-pill-open' : 'g-pill'}>{status}</span>
    </span>
  );
}
