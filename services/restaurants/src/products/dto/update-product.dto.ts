import type { Allergen, ProductInput, Translated } from '@carta/contracts';
import { Optional } from '../../common/validators';
import { AllergensField, DescriptionField, EnabledField, NameField, PriceField } from './product-fields';

/** PATCH /restaurants/{id}/products/{productId}: any part; name and description replace the whole translation. */
export class UpdateProductDto implements Partial<ProductInput> {
  @Optional()
  @NameField()
  name?: Translated;

  @Optional()
  @DescriptionField()
  description?: Translated;

  @Optional()
  @PriceField()
  price?: number;

  @Optional()
  @AllergensField()
  allergens?: Allergen[];

  @Optional()
  @EnabledField()
  enabled?: boolean;
}
