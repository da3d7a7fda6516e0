import type { Allergen, Diet, ProductInput, Translated } from '@carta/contracts';
import { BooleanField, NameField, Optional } from '../../common/validators';
import {
  AllergensField,
  DescriptionField,
  DietsField,
  ProductPriceField,
  SizesField,
  SpicinessField,
  type ProductSizeDto,
} from './product-fields';

/**
 * POST /restaurants/{id}/products: name required, and the price unless sizes are given; description, allergens,
 * traces, diets and spiciness default to none, allergensConfirmed to false, enabled to true.
 */
export class CreateProductDto implements Partial<ProductInput> {
  @NameField()
  name!: Translated;

  @Optional()
  @DescriptionField()
  description?: Translated;

  @ProductPriceField()
  price?: number;

  @Optional()
  @AllergensField()
  allergens?: Allergen[];

  @Optional()
  @AllergensField()
  traces?: Allergen[];

  @Optional()
  @BooleanField()
  allergensConfirmed?: boolean;

  @Optional()
  @DietsField()
  diets?: Diet[];

  @Optional()
  @SpicinessField()
  spiciness?: number;

  @Optional()
  @BooleanField()
  enabled?: boolean;

  @Optional()
  @SizesField()
  sizes?: ProductSizeDto[];
}
