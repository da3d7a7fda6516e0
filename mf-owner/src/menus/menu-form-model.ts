import {
  parsePrice,
  PRICE,
  priceText,
  scheduleProblems,
  WEEKDAYS,
  type Menu,
  type MenuException,
  type MenuInput,
  type MenuSchedule,
  type RestaurantLanguage,
  type TimeRange,
  type Translated,
  type Weekday,
} from '@carta/contracts';
import { rules, type Message } from '@carta/web-core';
import { spansProblem } from '../common/date-spans-field';
import { cleanTranslated } from '../common/translated-text';

/** What the menu form edits: text as typed, and the schedule as either single days or a date range. */
export interface MenuFormValues {
  name: Translated;
  enabled: boolean;
  fixedPrice: boolean;
  price: string;
  showItemPrices: boolean;
  unlimitedTime: boolean;
  timeRanges: TimeRange[];
  scheduleKind: 'days' | 'dates';
  days: Weekday[];
  dateFrom: string;
  dateTo: string;
  /** Closed and special days, as typed. */
  exceptions: MenuException[];
}

/** Field → message; time range fields are `start-{i}` / `end-{i}`. */
export type MenuFormErrors = Partial<Record<string, Message>>;

export const EMPTY_MENU: MenuFormValues = {
  name: {},
  enabled: true,
  fixedPrice: false,
  price: '',
  showItemPrices: false,
  unlimitedTime: false,
  timeRanges: [{ start: '', end: '' }],
  scheduleKind: 'days',
  days: [],
  dateFrom: '',
  dateTo: '',
  exceptions: [],
};

/** The form's values for a stored menu; the price written with the reader's decimal `mark`. */
export function valuesOf(menu: Menu, mark: ',' | '.' = '.'): MenuFormValues {
  return {
    name: menu.name,
    enabled: menu.enabled,
    fixedPrice: menu.fixedPrice,
    price: menu.price === null ? '' : priceText(menu.price, mark),
    showItemPrices: menu.showItemPrices,
    unlimitedTime: menu.unlimitedTime,
    timeRanges: menu.timeRanges.length ? menu.timeRanges : EMPTY_MENU.timeRanges,
    scheduleKind: menu.dateRange ? 'dates' : 'days',
    days: menu.days,
    dateFrom: menu.dateRange?.from ?? '',
    dateTo: menu.dateRange?.to ?? '',
    exceptions: menu.exceptions ?? [],
  };
}

const required: Message = { key: 'validation.required' };

/** The form's schedule as the service will see it: single days or a date range, never both. */
function scheduleOfValues(values: MenuFormValues): MenuSchedule {
  const byDays = values.scheduleKind === 'days';
  return {
    enabled: values.enabled,
    unlimitedTime: values.unlimitedTime,
    timeRanges: values.unlimitedTime ? [] : values.timeRanges,
    dateRange: !byDays && values.dateFrom && values.dateTo ? { from: values.dateFrom, to: values.dateTo } : null,
    // Kept in the week's order, whatever order they were ticked in.
    days: byDays ? WEEKDAYS.filter((day) => values.days.includes(day)) : [],
    exceptions: values.exceptions,
  };
}

/** The spec's menu rules (the schedule's from @carta/contracts, as the service checks it), with the form's messages. */
export function validateMenu(values: MenuFormValues, languages: readonly RestaurantLanguage[]): MenuFormErrors {
  const errors: MenuFormErrors = {};
  if (!values.name[languages[0]]?.trim()) errors[`name-${languages[0]}`] = required;
  if (values.fixedPrice) {
    if (!values.price.trim()) errors.price = required;
    else {
      const problem = rules.decimal(PRICE)(values.price);
      if (problem) errors.price = problem;
    }
  }
  if (!values.unlimitedTime) {
    values.timeRanges.forEach((range, i) => {
      if (!range.start) errors[`start-${i}`] = required;
      if (!range.end) errors[`end-${i}`] = required;
      else if (range.start === range.end) errors[`end-${i}`] = { key: 'owner:menus.form.sameHours' };
    });
  }
  const spans = spansProblem(values.exceptions);
  if (spans) errors.exceptions = spans === 'required' ? required : { key: 'owner:menus.form.datesOrder' };
  for (const problem of scheduleProblems(scheduleOfValues(values))) {
    if (problem === 'exceptionsOrder') continue;
    if (problem === 'noHours') errors.timeRanges = { key: 'owner:menus.form.needHours' };
    else if (problem === 'datesOrder') errors.dates = { key: 'owner:menus.form.datesOrder' };
    else if (values.scheduleKind === 'days') errors.days = { key: 'validation.singleDay' };
    else errors.dates = { key: 'validation.dateRange' };
  }
  return errors;
}

export function inputOf(values: MenuFormValues, languages: readonly RestaurantLanguage[]): MenuInput {
  return {
    name: cleanTranslated(values.name, languages),
    fixedPrice: values.fixedPrice,
    price: values.fixedPrice ? parsePrice(values.price) : null,
    showItemPrices: values.fixedPrice && values.showItemPrices,
    ...scheduleOfValues(values),
  };
}
