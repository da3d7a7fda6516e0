import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsUUID, ValidateNested } from 'class-validator';
import { MAX_PRODUCT_SIZES, type SectionItemInput, type SectionItemPatch, type SizePrice } from '@carta/contracts';
import { tooLong } from '@carta/nest-core';
import { CentsField, Nullable, Optional } from '../../common/validators';

const ProductIdField = () =>
  applyDecorators(IsDefined({ message: 'IS_EMPTY' }), IsUUID('all', { message: 'ID_MALFORMED' }));

export class SizePriceDto implements SizePrice {
  @ProductIdField()
  sizeId!: string;

  @IsDefined({ message: 'DECIMAL' })
  @CentsField()
  price!: number;
}

const SizePricesField = () =>
  applyDecorators(
    Optional(),
    IsArray({ message: 'ERROR' }),
    ArrayMaxSize(MAX_PRODUCT_SIZES, tooLong(MAX_PRODUCT_SIZES)),
    ValidateNested({ each: true, message: 'ERROR' }),
    Type(() => SizePriceDto),
  );

/** PATCH of an item: any of its prices (null goes back to the product's price, or no supplement). */
export class UpdateSectionItemDto implements SectionItemPatch {
  @Nullable()
  @CentsField()
  price?: number | null;

  @SizePricesField()
  sizePrices?: SizePriceDto[];

  /** 0 is no supplement. */
  @Nullable()
  @CentsField()
  supplement?: number | null;
}

/** POST of an item: a product of the restaurant, and this menu's prices for it (null: the product's price). */
export class CreateSectionItemDto extends UpdateSectionItemDto implements Partial<SectionItemInput> {
  @ProductIdField()
  productId!: string;
}
