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
  };
}

/** The schedule rule of @carta/contracts, as the service's error code. */
export function scheduleProblem(schedule: MenuSchedule): MenuProblem | null {
  return scheduleProblems(schedule).length > 0 ? 'MENU_SCHEDULE' : null;
}

/** A fixed-price menu needs its price (the decimal rule); any other menu has none. */
export function priceProblem(fixedPrice: boolean, priceCents: number | null): MenuProblem | null {
  return fixedPrice && priceCents === null ? 'DECIMAL' : null;
}
