import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MAX_LENGTH, type CityInput } from '@carta/contracts';
import { tooLong } from '@carta/nest-core';

/** POST /cities/ and PATCH /cities/{id}. */
export class CityDto implements CityInput {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(MAX_LENGTH.cityName, tooLong(MAX_LENGTH.cityName))
  @IsString({ message: 'IS_EMPTY' })
  @IsNotEmpty({ message: 'IS_EMPTY' })
  name!: string;
}
