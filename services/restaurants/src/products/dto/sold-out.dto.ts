import { IsIn } from 'class-validator';
import { SOLD_OUT_UNTIL, type SoldOutInput } from '@carta/contracts';

/** PUT /restaurants/{id}/products/{productId}/soldout. */
export class SoldOutDto implements SoldOutInput {
  @IsIn(SOLD_OUT_UNTIL, { message: 'ERROR' })
  until!: SoldOutInput['until'];
}
