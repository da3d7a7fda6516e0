import type { Translated } from '@carta/contracts';

export interface SectionRow {
  id: string;
  menuId: string;
  name: Translated;
  banner: string | null;
  position: number;
  version: number;
}

export interface SectionItemRow {
  id: string;
  sectionId: string;
  productId: string;
  priceCents: number | null;
  position: number;
}
