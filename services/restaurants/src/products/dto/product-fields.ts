import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsDefined, IsIn, IsUUID, ValidateNested } from 'class-validator';
import { ALLERGENS, MAX_LENGTH, MAX_PRODUCT_SIZES, type ProductSize, type Translated } from '@carta/contracts';
import { CentsField, NameField, Optional, TranslatedField } from '../../common/validators';
import { tooLong } from '@carta/nest-core';

export const DescriptionField = () => TranslatedField(MAX_LENGTH.description);

/** A product always has its price. */
export const PriceField = () => applyDecorators(IsDefined({ message: 'DECIMAL' }), CentsField());

export const AllergensField = () =>
  applyDecorators(
    IsArray({ message: 'ERROR' }),
    ArrayMaxSize(ALLERGENS.length, tooLong(ALLERGENS.length)),
    IsIn(ALLERGENS, { each: true, message: 'ERROR' }),
    ArrayUnique(undefined, { message: 'ERROR' }),
  );

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
