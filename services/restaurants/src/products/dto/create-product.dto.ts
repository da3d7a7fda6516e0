import type { Allergen, ProductInput, Translated } from '@carta/contracts';
import { BooleanField, NameField, Optional } from '../../common/validators';
import { AllergensField, DescriptionField, PriceField, SizesField, type ProductSizeDto } from './product-fields';

/** POST /restaurants/{id}/products: name and price required; description, allergens and enabled default. */
export class CreateProductDto implements Partial<ProductInput> {
  @NameField()
  name!: Translated;

  @Optional()
  @DescriptionField()
  description?: Translated;

  @PriceField()
  price!: number;

  @Optional()
  @AllergensField()
  allergens?: Allergen[];

  @Optional()
  @BooleanField()
  enabled?: boolean;

  @Optional()
  @SizesField()
  sizes?: ProductSizeDto[];
}
