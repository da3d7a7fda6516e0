import type { Message } from './stores/messages';

/**
 * The one validation module of every form (spec §5). A rule returns the message to show, or null.
 * Empty values pass every rule except `required` and `decimal` (the spec says an empty decimal is
 * invalid), so optional fields can still be checked when filled.
 */
export type Rule = (value: string) => Message | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS = /^[0-9]+$/;
const ALPHANUMERIC = /^[a-zA-Z0-9]+$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

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
  url: (): Rule => (value) => {
    if (!value) return null;
    try {
      const { protocol } = new URL(value.trim());
      return protocol === 'http:' || protocol === 'https:' ? null : { key: 'validation.url' };
    } catch {
      return { key: 'validation.url' };
    }
  },
  numeric: (): Rule => (value) => (!value || DIGITS.test(value.trim()) ? null : { key: 'validation.numeric' }),
  /**
   * A number with at most `decimals` decimals written with `separator`; `decimals` 0 allows integers only,
   * undefined allows any count.
   */
  decimal:
    ({ decimals, separator = '.' }: { decimals?: number; separator?: string } = {}): Rule =>
    (value) => {
      const trimmed = value.trim();
      if (decimals === 0) return /^-?[0-9]+$/.test(trimmed) ? null : { key: 'validation.integer' };
      const fraction = decimals === undefined ? '+' : `{1,${decimals}}`;
      const pattern = new RegExp(`^-?[0-9]+(${escapeRegExp(separator)}[0-9]${fraction})?$`);
      if (pattern.test(trimmed)) return null;
      return decimals === undefined
        ? { key: 'errors.DECIMAL' }
        : { key: 'validation.decimal', params: { decimals, separator } };
    },
  subdomain: (): Rule => (value) => (!value || ALPHANUMERIC.test(value) ? null : { key: 'errors.SUB_DOMAIN' }),
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
