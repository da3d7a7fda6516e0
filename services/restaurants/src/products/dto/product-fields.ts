import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsDefined, IsIn, IsInt, Max, Min } from 'class-validator';
import { ALLERGENS } from '@carta/contracts';
import { TranslatedField } from '../../common/validators';

/** Integer cents, up to 9 999 999.99 (fits the integer column). */
export const MAX_PRICE_CENTS = 999_999_999;

export const NameField = () => applyDecorators(IsDefined({ message: 'IS_EMPTY' }), TranslatedField(200));
export const DescriptionField = () => TranslatedField(2000);

/** The decimal rule in integer cents: a whole number ≥ 0, else DECIMAL. */
export const PriceField = () =>
  applyDecorators(
    IsDefined({ message: 'DECIMAL' }),
    IsInt({ message: 'DECIMAL' }),
    Min(0, { message: 'DECIMAL' }),
    Max(MAX_PRICE_CENTS, { message: 'DECIMAL' }),
  );

export const AllergensField = () =>
  applyDecorators(
    IsArray({ message: 'ERROR' }),
    ArrayMaxSize(ALLERGENS.length, { message: 'ERROR' }),
    IsIn(ALLERGENS, { each: true, message: 'ERROR' }),
    ArrayUnique(undefined, { message: 'ERROR' }),
  );

export const EnabledField = () => IsBoolean({ message: 'ERROR' });
