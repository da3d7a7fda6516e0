import type { MenuException, TimeRange, Translated, Weekday } from '@carta/contracts';

/** What a create or an edit writes. */
export interface MenuSettings {
  name: Translated;
  enabled: boolean;
  fixedPrice: boolean;
  priceCents: number | null;
  showItemPrices: boolean;
  unlimitedTime: boolean;
  timeRanges: TimeRange[];
  /** ISO dates (YYYY-MM-DD) or null. */
  dateFrom: string | null;
  dateTo: string | null;
  days: Weekday[];
  exceptions: MenuException[];
}

export type MenuChanges = Partial<MenuSettings>;

export interface MenuRow extends MenuSettings {
  id: string;
  restaurantId: string;
  banner: string | null;
  position: number;
  version: number;
  updatedAt: Date;
}
