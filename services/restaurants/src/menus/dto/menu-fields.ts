import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsDefined, IsIn, ValidateBy, ValidateNested } from 'class-validator';
import { WEEKDAYS, type TimeRange } from '@carta/contracts';
import { DateField } from '../../common/date-spans';
import { Nullable } from '../../common/validators';
import { tooLong } from '@carta/nest-core';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const rule = (name: string, validate: (value: unknown) => boolean) =>
  ValidateBy({ name, validator: { validate, defaultMessage: () => 'ERROR' } });

const HourField = () =>
  applyDecorators(
    IsDefined({ message: 'IS_EMPTY' }),
    rule('isHour', (v) => typeof v === 'string' && HHMM.test(v)),
  );

export class TimeRangeDto implements TimeRange {
  @HourField()
  start!: string;

  @HourField()
  end!: string;
}

export class DateRangeDto {
  @DateField()
  from!: string;

  @DateField()
  to!: string;
}

export const TimeRangesField = () =>
  applyDecorators(
    IsArray({ message: 'ERROR' }),
    ArrayMaxSize(10, tooLong(10)),
    ValidateNested({ each: true, message: 'ERROR' }),
    Type(() => TimeRangeDto),
  );

export const DateRangeField = () =>
  applyDecorators(
    Nullable(),
    ValidateNested({ message: 'ERROR' }),
    Type(() => DateRangeDto),
  );

export const DaysField = () =>
  applyDecorators(
    IsArray({ message: 'ERROR' }),
    IsIn(WEEKDAYS, { each: true, message: 'ERROR' }),
    ArrayUnique(undefined, { message: 'ERROR' }),
  );
