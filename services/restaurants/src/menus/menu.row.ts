import type { TimeRange, Translated, Weekday } from '@carta/contracts';

export interface MenuRow {
  id: string;
  restaurantId: string;
  name: Translated;
  enabled: boolean;
  fixedPrice: boolean;
  priceCents: number | null;
  hideItemPrices: boolean;
  unlimitedTime: boolean;
  timeRanges: TimeRange[];
  /** ISO dates (YYYY-MM-DD) or null. */
  dateFrom: string | null;
  dateTo: string | null;
  days: Weekday[];
  banner: string | null;
  position: number;
  version: number;
  updatedAt: Date;
}

/** What a create or an edit writes. */
export interface MenuChanges {
  name?: Translated;
  enabled?: boolean;
  fixedPrice?: boolean;
  priceCents?: number | null;
  hideItemPrices?: boolean;
  unlimitedTime?: boolean;
  timeRanges?: TimeRange[];
  dateFrom?: string | null;
  dateTo?: string | null;
  days?: Weekday[];
}
