import type { Allergen, Diet, Translated } from '@carta/contracts';

/** A size as stored (JSONB). */
export interface SizeRow {
  id: string;
  name: Translated;
  priceCents: number;
}

/** What a create or an edit writes. */
export interface ProductSettings {
  name: Translated;
  description: Translated;
  priceCents: number;
  allergens: Allergen[];
  traces: Allergen[];
  allergensConfirmed: boolean;
  diets: Diet[];
  spiciness: number;
  enabled: boolean;
  sizes: SizeRow[];
}

export type ProductChanges = Partial<ProductSettings>;

export interface ProductRow extends ProductSettings {
  id: string;
  restaurantId: string;
  imageThumb: string | null;
  imageFull: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  /** Set while marked sold out; `soldOutUntil` null: until further notice. */
  soldOutSince: Date | null;
  soldOutUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
