import {
  DEFAULT_TIME_ZONE,
  RESTAURANT_LANGUAGES,
  webAddress,
  type Currency,
  type Restaurant,
  type RestaurantInput,
  type RestaurantLanguage,
} from '@carta/contracts';
import { lightTheme } from '@carta/ui';
import { rules, type Rule } from '@carta/web-core';

export type WizardValues = Record<keyof RestaurantInput, string>;

export const STEPS: { key: string; fields: (keyof WizardValues)[] }[] = [
  { key: 'basics', fields: ['name', 'address', 'postalCode', 'city', 'uuid'] },
  { key: 'contact', fields: ['phone', 'web', 'email'] },
  { key: 'languages', fields: ['languages', 'currency', 'timeZone'] },
  // The logo and the cover are files, outside this form: the wizard page holds them (RestaurantImageField).
  { key: 'look', fields: ['brandColor'] },
];

export const RULES: Partial<Record<keyof WizardValues, Rule[]>> = {
  name: [rules.required()],
  web: [rules.webAddress()],
  email: [rules.email()],
  languages: [rules.required()],
  currency: [rules.required()],
  timeZone: [rules.required()],
  brandColor: [rules.required()],
};

export const EMPTY_RESTAURANT: WizardValues = {
  name: '',
  address: '',
  postalCode: '',
  city: '',
  uuid: '',
  phone: '',
  web: '',
  email: '',
  languages: 'es',
  currency: 'EUR',
  // The database's default brand colour: the product's own primary.
  brandColor: lightTheme.colors.primary,
  timeZone: DEFAULT_TIME_ZONE,
};

export function valuesOf(restaurant: Restaurant): WizardValues {
  return {
    name: restaurant.name,
    address: restaurant.address,
    postalCode: restaurant.postalCode,
    city: restaurant.city,
    uuid: restaurant.uuid,
    phone: restaurant.phone,
    web: restaurant.web,
    email: restaurant.email,
    languages: restaurant.languages.join(','),
    currency: restaurant.currency,
    brandColor: restaurant.brandColor,
    timeZone: restaurant.timeZone,
  };
}

/** Languages travel in the form as "es,gb": the order is meaningful (the first is the required one). */
export function languagesOf(text: string): RestaurantLanguage[] {
  return text
    .split(',')
    .filter((code): code is RestaurantLanguage => (RESTAURANT_LANGUAGES as readonly string[]).includes(code));
}

export function inputOf(values: WizardValues): RestaurantInput {
  return {
    ...values,
    name: values.name.trim(),
    web: webAddress(values.web) ?? values.web.trim(),
    email: values.email.trim(),
    languages: languagesOf(values.languages),
    currency: values.currency as Currency,
  };
}

/** The zones this browser knows, with the restaurant's own first if it is not among them. */
export function timeZones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}
