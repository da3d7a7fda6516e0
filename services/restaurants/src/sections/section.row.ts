import type { CourseRule, Translated } from '@carta/contracts';

export interface SectionRow {
  id: string;
  menuId: string;
  name: Translated;
  course: CourseRule | null;
  banner: string | null;
  position: number;
  version: number;
}

export interface SectionItemRow {
  id: string;
  sectionId: string;
  productId: string;
  priceCents: number | null;
  supplementCents: number | null;
  /** As stored: may name sizes the product no longer has. */
  sizePrices: SizePriceRow[];
  position: number;
}

export interface SizePriceRow {
  sizeId: string;
  priceCents: number;
}

/** What an item's create or edit writes (absent: unchanged). */
export interface ItemPrices {
  priceCents?: number | null;
  supplementCents?: number | null;
  sizePrices?: SizePriceRow[];
}
