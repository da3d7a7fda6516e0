import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { MAX_LENGTH, MIN_PASSWORD_LENGTH, ROLES, type ErrorCode } from '@carta/contracts';
import { tooLong } from '@carta/nest-core';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
const lowerCase = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const lower = Transform(({ value }: { value: unknown }) => lowerCase(value));

// With stopAtFirstError the first failing constraint is the code sent. applyDecorators keeps the order listed
// (stacked property decorators would run bottom-up), so every field's rules are declared here.
export const EmailField = () =>
  applyDecorators(
    lower,
    IsNotEmpty({ message: 'IS_EMPTY' }),
    IsEmail({}, { message: 'EMAIL_IS_NOT_VALID' }),
    MaxLength(MAX_LENGTH.email, { message: 'EMAIL_IS_NOT_VALID' }),
  );

export const NameField = () =>
  applyDecorators(
    trim,
    IsNotEmpty({ message: 'IS_EMPTY' }),
    IsString({ message: 'IS_EMPTY' }),
    MaxLength(MAX_LENGTH.userName, tooLong(MAX_LENGTH.userName)),
  );

export const PasswordField = () =>
  applyDecorators(
    IsNotEmpty({ message: 'IS_EMPTY' }),
    IsString({ message: 'IS_EMPTY' }),
    MinLength(MIN_PASSWORD_LENGTH, { message: 'PASSWORD_TOO_SHORT_MIN_5' }),
    MaxLength(MAX_LENGTH.password, tooLong(MAX_LENGTH.password)),
  );

/** A required string: missing or empty is IS_EMPTY. */
export const RequiredString = () =>
  applyDecorators(IsNotEmpty({ message: 'IS_EMPTY' }), IsString({ message: 'IS_EMPTY' }));

/** The id from an e-mailed link; an absurd one is reported like an unknown one. */
export const LinkIdField = (unknown: ErrorCode) =>
  applyDecorators(RequiredString(), MaxLength(200, { message: unknown }));

/** Absent fields are left as they are; present ones (null included) must be valid. */
export const Optional = () => ValidateIf((_dto: object, value: unknown) => value !== undefined);

export const RoleField = () => applyDecorators(IsNotEmpty({ message: 'IS_EMPTY' }), IsIn(ROLES, { message: 'ERROR' }));

/** Free text up to `max` characters, may be empty. */
export const FreeText = (max: number) => applyDecorators(IsString({ message: 'ERROR' }), MaxLength(max, tooLong(max)));

/** phone, city, country as the admin sets them: trimmed (the profile keeps them as sent). */
export const TextField = (max: number) => applyDecorators(trim, FreeText(max));
