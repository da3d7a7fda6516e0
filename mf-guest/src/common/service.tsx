import { serviceToday, type PublicSchedule } from '@carta/contracts';
import { useNow } from './clock';
import { daysText, hoursText, serviceText } from './format';
import { useGuestText } from './guest-context';

/** When a menu is served, and how it stands now, in the restaurant's time zone, in the guest's words. */
export function useService(schedule: PublicSchedule, timeZone: string) {
  const { t, tag } = useGuestText();
  const today = serviceToday({ ...schedule, enabled: true }, useNow(), timeZone);
  const { key, values } = serviceText(today, tag);
  return {
    open: today.state === 'open',
    when: `${daysText(schedule, tag, t('service.everyDay'))} · ${hoursText(schedule, tag, t('service.allDay'))}`,
    status: t(key, values),
  };
}

/** "Mon–Fri · 13:00–16:00 · open now". */
export function ServiceLine({ schedule, timeZone }: { schedule: PublicSchedule; timeZone: string }) {
  const { open, when, status } = useService(schedule, timeZone);
  return (
    <span className="g-when">
      <span>{when}</span> <span className={open ? 'g-pill g-pill-open' : 'g-pill'}>{status}</span>
    </span>
  );
}
