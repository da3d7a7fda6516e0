import { Transform } from 'class-transformer';
import { IsBoolean } from 'class-validator';
import { Optional } from '../../common/validators';
import { ListQueryDto } from '@carta/nest-core';

/** GET /restaurants/all: the list query, and ?pending=true for the subdomain requests waiting for a decision. */
export class AllRestaurantsQueryDto extends ListQueryDto {
  @Optional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'ERROR_WITH_FILTER' })
  pending?: boolean;
}
