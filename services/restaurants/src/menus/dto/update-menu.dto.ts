import type { MenuPatch, Translated, Weekday } from '@carta/contracts';
import { Optional } from '../../common/validators';
import { NameField } from '../../products/dto/product-fields';
import {
  BooleanField,
  CentsField,
  DateRangeDto,
  DateRangeField,
  DaysField,
  Nullable,
  TimeRangeDto,
  TimeRangesField,
} from './menu-fields';

/** PATCH /restaurants/{id}/menus/{menuId}: any part; the schedule rules are checked on the result. */
export class UpdateMenuDto implements MenuPatch {
  @Optional()
  @NameField()
  name?: Translated;

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
  hideItemPrices?: boolean;

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
}
