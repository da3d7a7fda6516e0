import { scheduleProblems, type MenuSchedule } from '@carta/contracts';
import type { MenuChanges, MenuRow } from './menu.row';

export type MenuProblem = 'MENU_SCHEDULE' | 'DECIMAL';

/** The schedule a row (or a row with changes applied) describes. */
export function scheduleOf(menu: Omit<MenuChanges, 'name'> & Partial<MenuRow>): MenuSchedule {
  return {
    enabled: menu.enabled ?? true,
    unlimitedTime: menu.unlimitedTime ?? false,
    timeRanges: menu.timeRanges ?? [],
    dateRange: menu.dateFrom && menu.dateTo ? { from: menu.dateFrom, to: menu.dateTo } : null,
    days: menu.days ?? [],
    exceptions: menu.exceptions ?? [],
  };
}

/** The schedule rule of @carta/contracts, as the service's error code and the field it is about. */
export function scheduleProblem(schedule: MenuSchedule): { code: MenuProblem; param: string } | null {
  const [problem] = scheduleProblems(schedule);
  if (!problem) return null;
  const param = { noDays: 'days', daysAndDates: 'dateRange', datesOrder: 'dateRange', noHours: 'timeRanges' };
  return { code: 'MENU_SCHEDULE', param: problem === 'exceptionsOrder' ? 'exceptions' : param[problem] };
}

/** A fixed-price menu needs its price (the decimal rule); any other menu has none. */
export function priceProblem(fixedPrice: boolean, priceCents: number | null): MenuProblem | null {
  return fixedPrice && priceCents === null ? 'DECIMAL' : null;
}
