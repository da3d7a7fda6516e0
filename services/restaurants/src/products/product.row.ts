import type { Allergen, Translated } from '@carta/contracts';

export interface ProductRow {
  id: string;
  restaurantId: string;
  name: Translated;
  description: Translated;
  priceCents: number;
  allergens: Allergen[];
  enabled: boolean;
  imageThumb: string | null;
  imageFull: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a create or an edit writes. */
export interface ProductChanges {
  name?: Translated;
  description?: Translated;
  priceCents?: number;
  allergens?: Allergen[];
  enabled?: boolean;
}
