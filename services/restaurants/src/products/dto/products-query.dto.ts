import { Transform } from 'class-transformer';
import { IsBoolean } from 'class-validator';
import { ListQueryDto } from '@carta/nest-core';
import { Optional } from '../../common/validators';

/** GET /restaurants/{id}/products: the list query, and `allergensConfirmed=false` for the products still to confirm. */
export class ProductsQueryDto extends ListQueryDto {
  @Optional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'ERROR_WITH_FILTER' })
  allergensConfirmed?: boolean;
}
