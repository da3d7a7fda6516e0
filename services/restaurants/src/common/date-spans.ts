import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  ValidateBy,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import {
  MAX_EXCEPTION_DAYS,
  MAX_EXCEPTIONS,
  MENU_EXCEPTION_KINDS,
  type DateSpan,
  type MenuException,
} from '@carta/contracts';
import { tooLong } from '@carta/nest-core';

/** A real calendar date as YYYY-MM-DD. */
export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

export const DateField = () =>
  applyDecorators(
    IsDefined({ message: 'IS_EMPTY' }),
    ValidateBy({ name: 'isIsoDate', validator: { validate: isIsoDate, defaultMessage: () => 'ERROR' } }),
  );

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/** `to` is a date on or after `from` (ERROR), at most MAX_EXCEPTION_DAYS days later (TOO_LONG). */
const SpanEnd = () =>
  applyDecorators(
    DateField(),
    ValidateBy({
      name: 'spanOrder',
      validator: {
        validate: (to: string, args?: ValidationArguments) => {
          const from = (args?.object as DateSpan).from;
          return !isIsoDate(from) || from <= to;
        },
        defaultMessage: () => 'ERROR',
      },
    }),
    ValidateBy(
      {
        name: 'spanLength',
        validator: {
          validate: (to: string, args?: ValidationArguments) => {
            const from = (args?.object as DateSpan).from;
            return !isIsoDate(from) || daysBetween(from, to) < MAX_EXCEPTION_DAYS;
          },
        },
      },
      tooLong(MAX_EXCEPTION_DAYS),
    ),
  );

export class DateSpanDto implements DateSpan {
  @DateField()
  from!: string;

  @SpanEnd()
  to!: string;
}

export class MenuExceptionDto extends DateSpanDto implements MenuException {
  @IsDefined({ message: 'IS_EMPTY' })
  @IsIn(MENU_EXCEPTION_KINDS, { message: 'ERROR' })
  kind!: MenuException['kind'];
}

const spans = (type: () => typeof DateSpanDto) =>
  applyDecorators(
    IsArray({ message: 'ERROR' }),
    ArrayMaxSize(MAX_EXCEPTIONS, tooLong(MAX_EXCEPTIONS)),
    ValidateNested({ each: true, message: 'ERROR' }),
    Type(type),
  );

/** A restaurant's closed days: 422 names the span's field (`closedDates.0.to`). */
export const ClosedDatesField = () => spans(() => DateSpanDto);
/** A menu's closed and special days (`exceptions.0.kind`). */
export const ExceptionsField = () => spans(() => MenuExceptionDto);

/** Only the span's own fields, in date order: what is stored. */
export function cleanSpans<T extends DateSpan>(list: readonly T[], pick: (span: T) => T): T[] {
  return list.map(pick).sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}
