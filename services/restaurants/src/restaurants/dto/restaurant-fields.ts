import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { CURRENCIES, isMapPoint, MAX_LENGTH, RESTAURANT_LANGUAGES, type MapInfo } from '@carta/contracts';
import { Trim } from '../../common/validators';
import { tooLong } from '@carta/nest-core';

// With stopAtFirstError the first failing constraint is the code sent; applyDecorators keeps the listed order.
export const RestaurantNameField = () =>
  applyDecorators(
    Trim(),
    IsNotEmpty({ message: 'IS_EMPTY' }),
    IsString({ message: 'IS_EMPTY' }),
    MaxLength(MAX_LENGTH.restaurantName, tooLong(MAX_LENGTH.restaurantName)),
  );

/** At least one language, each once, from the spec's list; the first is the required one for texts. */
export const LanguagesField = () =>
  applyDecorators(
    IsDefined({ message: 'IS_EMPTY' }),
    IsArray({ message: 'ERROR' }),
    ArrayMinSize(1, { message: 'IS_EMPTY' }),
    ArrayMaxSize(RESTAURANT_LANGUAGES.length, tooLong(RESTAURANT_LANGUAGES.length)),
    IsIn(RESTAURANT_LANGUAGES, { each: true, message: 'ERROR' }),
    ArrayUnique(undefined, { message: 'ERROR' }),
  );

export const CurrencyField = () =>
  applyDecorators(IsNotEmpty({ message: 'IS_EMPTY' }), IsIn(CURRENCIES, { message: 'ERROR' }));

/** "How to arrive" needs a point chosen: 0,0 is none (isMapPoint), and guests would be sent to the sea. */
const ShownOnlyWithAPoint = () =>
  ValidateBy({
    name: 'shownOnlyWithAPoint',
    validator: {
      validate: (_value, args) => {
        const map = args?.object as MapInfo;
        return map.enabled !== true || isMapPoint(map);
      },
      defaultMessage: () => 'MAP_POINT_MISSING',
    },
  });

export class MapInfoDto implements MapInfo {
  @IsDefined({ message: 'IS_EMPTY' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'ERROR' })
  @Min(-90, { message: 'ERROR' })
  @Max(90, { message: 'ERROR' })
  @ShownOnlyWithAPoint()
  lat!: number;

  @IsDefined({ message: 'IS_EMPTY' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'ERROR' })
  @Min(-180, { message: 'ERROR' })
  @Max(180, { message: 'ERROR' })
  lng!: number;

  @IsDefined({ message: 'IS_EMPTY' })
  @IsBoolean({ message: 'ERROR' })
  enabled!: boolean;
}

export const MapInfoType = () => Type(() => MapInfoDto);
