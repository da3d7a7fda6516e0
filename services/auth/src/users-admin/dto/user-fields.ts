import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { ROLES } from '@carta/contracts';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Absent fields are left as they are; present ones (null included) must be valid. */
export const Optional = () => ValidateIf((_dto: object, value: unknown) => value !== undefined);

export const RoleField = () => applyDecorators(IsNotEmpty({ message: 'IS_EMPTY' }), IsIn(ROLES, { message: 'ERROR' }));

/** phone, city, country: free text, may be empty. */
export const TextField = (max: number) =>
  applyDecorators(trim, IsString({ message: 'ERROR' }), MaxLength(max, { message: 'ERROR' }));
