import type { Allergen, Translated } from '@carta/contracts';

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
  createdAt: Date;
  updatedAt: Date;
}
