import {
  isSubdomainName,
  parseDecimal,
  takesProfileName,
  webAddress,
  type DecimalRule,
  type SocialNetwork,
} from '@carta/contracts';
import type { Message } from './stores/messages';

/**
 * The one validation module of every form (spec §5). A rule returns the message to show, or null.
 * Empty values pass every rule except `required` and `decimal` (the spec says an empty decimal is
 * invalid), so optional fields can still be checked when filled.
 */
export type Rule = (value: string) => Message | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS = /^[0-9]+$/;

export const rules = {
  required:
    (key = 'validation.required'): Rule =>
    (value) =>
      value.trim() ? null : { key },
  email: (): Rule => (value) => (!value || EMAIL.test(value.trim()) ? null : { key: 'validation.email' }),
  min:
    (length: number): Rule =>
    (value) =>
      !value || value.length >= length ? null : { key: 'validation.min', params: { length } },
  /** Equal to another field's current value (the form passes a getter, read at validation time). */
  confirmed:
    (other: () => string): Rule =>
    (value) =>
      !value || value === other() ? null : { key: 'validation.confirmed' },
  /**
   * A web address as owners write it ("lacocinadelucia.es"), read by the one reader (`webAddress`), which the form
   * sends whole; in a social network's field, an @name too.
   */
  webAddress:
    (network?: SocialNetwork): Rule =>
    (value) =>
      webAddress(value, network) !== null
        ? null
        : { key: network && takesProfileName(network) ? 'validation.profile' : 'validation.url' },
  numeric: (): Rule => (value) => (!value || DIGITS.test(value.trim()) ? null : { key: 'validation.numeric' }),
  /**
   * A decimal as people type it, read by the one parser (`parseDecimal`: `,` or `.` in either language). Empty is
   * invalid, as the spec says.
   */
  decimal:
    (rule: DecimalRule): Rule =>
    (value): Message | null => {
      const reading = parseDecimal(value, rule);
      if (reading.ok) return null;
      if (reading.problem === 'places')
        return rule.decimals === 0
          ? { key: 'validation.integer' }
          : { key: 'validation.decimalPlaces', params: { decimals: rule.decimals } };
      if (reading.problem === 'range')
        return { key: 'validation.decimalRange', params: { min: rule.min, max: rule.max } };
      return { key: 'validation.decimalFormat' };
    },
  subdomain: (): Rule => (value) => (!value || isSubdomainName(value) ? null : { key: 'errors.SUB_DOMAIN' }),
};

/** The first failing rule's message, or null. */
export function validate(value: string, fieldRules: Rule[]): Message | null {
  for (const rule of fieldRules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

export type FormErrors<T> = Partial<Record<keyof T, Message>>;

/** Validates every field that has rules; an empty result means the form is valid. */
export function validateForm<T extends Record<string, string>>(
  values: T,
  schema: Partial<Record<keyof T, Rule[]>>,
): FormErrors<T> {
  const errors: FormErrors<T> = {};
  for (const field of Object.keys(schema) as (keyof T)[]) {
    const message = validate(values[field], schema[field] ?? []);
    if (message) errors[field] = message;
  }
  return errors;
}

export function hasErrors<T>(errors: FormErrors<T>): boolean {
  return Object.keys(errors).length > 0;
}
