import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { CityInput } from '@carta/contracts';
import { tooLong } from '@carta/nest-core';

/** POST /cities/ and PATCH /cities/{id}. */
export class CityDto implements CityInput {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(100, tooLong(100))
  @IsString({ message: 'IS_EMPTY' })
  @IsNotEmpty({ message: 'IS_EMPTY' })
  name!: string;
}
