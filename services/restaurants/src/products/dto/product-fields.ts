import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, ArrayUnique, IsArray, IsDefined, IsIn } from 'class-validator';
import { ALLERGENS, MAX_LENGTH } from '@carta/contracts';
import { CentsField, TranslatedField } from '../../common/validators';
import { tooLong } from '@carta/nest-core';

export const DescriptionField = () => TranslatedField(MAX_LENGTH.description);

/** A product always has its price. */
export const PriceField = () => applyDecorators(IsDefined({ message: 'DECIMAL' }), CentsField());

export const AllergensField = () =>
  applyDecorators(
    IsArray({ message: 'ERROR' }),
    ArrayMaxSize(ALLERGENS.length, tooLong(ALLERGENS.length)),
    IsIn(ALLERGENS, { each: true, message: 'ERROR' }),
    ArrayUnique(undefined, { message: 'ERROR' }),
  );
