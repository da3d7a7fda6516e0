import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MAX_GEOCODE_QUERY } from '@carta/contracts';
import { tooLong } from '@carta/nest-core';
import { Trim } from '../../common/validators';

/** GET /restaurants/geocode?q=: the address to look up. */
export class GeocodeQueryDto {
  @Trim()
  @IsString({ message: 'IS_EMPTY' })
  @IsNotEmpty({ message: 'IS_EMPTY' })
  @MaxLength(MAX_GEOCODE_QUERY, tooLong(MAX_GEOCODE_QUERY))
  q!: string;
}
