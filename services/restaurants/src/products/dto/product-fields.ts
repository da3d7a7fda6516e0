import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsUUID,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  ALLERGENS,
  DIETS,
  MAX_LENGTH,
  MAX_PRODUCT_SIZES,
  MAX_SPICINESS,
  type ProductSize,
  type Translated,
} from '@carta/contracts';
import { CentsField, NameField, Optional, TranslatedField } from '../../common/validators';
import { tooLong } from '@carta/nest-core';

export const DescriptionField = () => TranslatedField(MAX_LENGTH.description);

/** A price that must be there (a size's; a product's without sizes). */
export const PriceField = () => applyDecorators(IsDefined({ message: 'DECIMAL' }), CentsField());

/**
 * A product's own price: required unless it has sizes, which replace it (the service then keeps the lowest); checked
 * whenever it is sent.
 */
export const ProductPriceField = () =>
  applyDecorators(
    ValidateIf(
      (product: { price?: unknown; sizes?: unknown }) =>
        product.price !== undefined || !Array.isArray(product.sizes) || product.sizes.length === 0,
    ),
    PriceField(),
  );

/** A list of distinct values from `allowed` (ERROR otherwise, the field named). */
const SetOf = (allowed: readonly string[]) =>
  applyDecorators(
    IsArray({ message: 'ERROR' }),
    ArrayMaxSize(allowed.length, tooLong(allowed.length)),
    IsIn(allowed, { each: true, message: 'ERROR' }),
    ArrayUnique(undefined, { message: 'ERROR' }),
  );

/** `allergens` (contains) and `traces` (may contain). */
export const AllergensField = () => SetOf(ALLERGENS);

export const DietsField = () => SetOf(DIETS);

export const SpicinessField = () =>
  applyDecorators(IsInt({ message: 'ERROR' }), Min(0, { message: 'ERROR' }), Max(MAX_SPICINESS, { message: 'ERROR' }));
/** A size: its name per restaurant language and its price; `_id` to keep an existing size. */
export class ProductSizeDto implements ProductSize {
  @Optional()
  @IsUUID('all', { message: 'ID_MALFORMED' })
  _id?: string;

  @NameField()
  name!: Translated;

  @PriceField()
  price!: number;
}

export const SizesField = () =>
  applyDecorators(
    IsArray({ message: 'ERROR' }),
    ArrayMaxSize(MAX_PRODUCT_SIZES, tooLong(MAX_PRODUCT_SIZES)),
    ValidateNested({ each: true, message: 'ERROR' }),
    Type(() => ProductSizeDto),
  );
