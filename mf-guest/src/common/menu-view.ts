// A menu's view counted once per visit to it, without React: the server-rendered page's small entry counts it before
// React is there (a guest who only reads never gets React), and the live page then does not count it again.
import { recordInsight } from '@carta/web-core/analytics';

const key = (restaurantId: string, menuId: string) => `${restaurantId}:${menuId}`;

/** The view the page's entry counted, not yet seen by the live page. */
let countedEarly: string | null = null;

export function countMenuView(restaurantId: string, menuId: string): void {
  recordInsight(restaurantId, { kind: 'menuView', menu: menuId });
}

/** The entry of a server-rendered menu page counts its view. */
export function countMenuViewBeforeLive(restaurantId: string, menuId: string): void {
  countedEarly = key(restaurantId, menuId);
  countMenuView(restaurantId, menuId);
}

/** Whether this view of the menu was counted already by the page's entry (true once: a later visit counts). */
export function countedBeforeLive(restaurantId: string, menuId: string): boolean {
  if (countedEarly !== key(restaurantId, menuId)) return false;
  countedEarly = null;
  return true;
}
