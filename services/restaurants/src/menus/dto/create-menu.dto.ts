import type { MenuInput, Translated, Weekday } from '@carta/contracts';
import { ExceptionsField, MenuExceptionDto } from '../../common/date-spans';
import { BooleanField, CentsField, NameField, Nullable, Optional } from '../../common/validators';
import { DateRangeDto, DateRangeField, DaysField, TimeRangeDto, TimeRangesField } from './menu-fields';

/** POST /restaurants/{id}/menus: a name, and a schedule (dates or days; hours or unlimited time). */
export class CreateMenuDto implements Partial<MenuInput> {
  @NameField()
  name!: Translated;

  @Optional()
  @BooleanField()
  enabled?: boolean;

  @Optional()
  @BooleanField()
  fixedPrice?: boolean;

  @Nullable()
  @CentsField()
  price?: number | null;

  @Optional()
  @BooleanField()
  showItemPrices?: boolean;

  @Optional()
  @BooleanField()
  unlimitedTime?: boolean;

  @Optional()
  @TimeRangesField()
  timeRanges?: TimeRangeDto[];

  @DateRangeField()
  dateRange?: DateRangeDto | null;

  @Optional()
  @DaysField()
  days?: Weekday[];

  /** Closed and special days overriding the weekdays; replaced whole. */
  @Optional()
  @ExceptionsField()
  exceptions?: MenuExceptionDto[];
}
