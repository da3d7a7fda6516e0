import { useEffect } from 'react';
import type { Allergen } from '@carta/contracts';
import { recordInsight } from '@carta/web-core/analytics';
import { countedBeforeLive, countMenuView } from './menu-view';

export { recordInsight };

/** A filter is counted once the guest stops ticking allergens, with its final choice, not once per tick. */
const FILTER_SETTLES_MS = 2500;
let filterTimer: ReturnType<typeof setTimeout> | undefined;

export function recordFilter(restaurantId: string, avoid: Allergen[]): void {
  clearTimeout(filterTimer);
  if (!avoid.length) return;
  filterTimer = setTimeout(() => recordInsight(restaurantId, { kind: 'filter', allergens: avoid }), FILTER_SETTLES_MS);
}

/**
 * Counts a menu's view once it is on screen (an effect: never on the server, never before the first paint), unless the
 * server-rendered page's entry counted this one.
 */
export function useMenuViewed(restaurantId: string, menuId: string): void {
  useEffect(() => {
    if (menuId && !countedBeforeLive(restaurantId, menuId)) countMenuView(restaurantId, menuId);
  }, [restaurantId, menuId]);
}
