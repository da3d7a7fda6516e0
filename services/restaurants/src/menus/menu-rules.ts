import type { MenuSchedule } from '@carta/contracts';
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

/**
 * A menu is served either on a date range or on weekdays (one of the two, spec: "Necesita selecionar un rango de
 * fechas" / "al menos un día"), during time ranges or all day; a range ends on or after it starts.
 */
export function scheduleProblem(schedule: MenuSchedule): MenuProblem | null {
  const hasDays = schedule.days.length > 0;
  if (!schedule.dateRange === !hasDays) return 'MENU_SCHEDULE';
  if (schedule.dateRange && schedule.dateRange.from > schedule.dateRange.to) return 'MENU_SCHEDULE';
  if (!schedule.unlimitedTime && schedule.timeRanges.length === 0) return 'MENU_SCHEDULE';
  return null;
}

/** A fixed-price menu needs its price (the decimal rule); any other menu has none. */
export function priceProblem(fixedPrice: boolean, priceCents: number | null): MenuProblem | null {
  return fixedPrice && priceCents === null ? 'DECIMAL' : null;
}
