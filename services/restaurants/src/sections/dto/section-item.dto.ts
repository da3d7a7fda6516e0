import { applyDecorators } from '@nestjs/common';
import { IsDefined, IsUUID } from 'class-validator';
import type { SectionItemInput } from '@carta/contracts';
import { CentsField, Nullable } from '../../common/validators';

const ProductIdField = () =>
  applyDecorators(IsDefined({ message: 'IS_EMPTY' }), IsUUID('all', { message: 'ID_MALFORMED' }));

/** POST of an item: a product of the restaurant, and this menu's price for it (null: the product's price). */
export class CreateSectionItemDto implements Partial<SectionItemInput> {
  @ProductIdField()
  productId!: string;

  @Nullable()
  @CentsField()
  price?: number | null;
}

/** PATCH of an item: only its price override (null goes back to the product's price). */
export class UpdateSectionItemDto {
  @Nullable()
  @CentsField()
  price?: number | null;
}
