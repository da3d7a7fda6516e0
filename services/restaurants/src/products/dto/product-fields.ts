import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, ArrayUnique, IsArray, IsDefined, IsIn, IsInt, Max, Min } from 'class-validator';
import { ALLERGENS, DIETS, MAX_LENGTH, MAX_SPICINESS } from '@carta/contracts';
import { CentsField, TranslatedField } from '../../common/validators';
import { tooLong } from '@carta/nest-core';

export const DescriptionField = () => TranslatedField(MAX_LENGTH.description);

/** A product always has its price. */
export const PriceField = () => applyDecorators(IsDefined({ message: 'DECIMAL' }), CentsField());

/** A list of distinct values from `allowed` (ERROR otherwise, the field named). */
const SetOf = (allowed: readonly string[]) =>
  applyDecorators(
    IsArray({ message: 'ERROR' }),
    ArrayMaxSize(allowed.length, tooLong(allowed.length)),
    IsIn(allowed, { each: true, message: 'ERROR' }),
    ArrayUnique(undefined, { message: 'ERROR' }),
  );

/** `allergens` (contains) and `traces` (may contain). */
export const AllergensField = () => SetOf(ALLERGENS);

export const DietsField = () => SetOf(DIETS);

export const SpicinessField = () =>
  applyDecorators(IsInt({ message: 'ERROR' }), Min(0, { message: 'ERROR' }), Max(MAX_SPICINESS, { message: 'ERROR' }));
