/**
 * The one reading of a decimal number a person types, in every form and both languages.
 *
 * - `,` and `.` are both the decimal mark, whatever the language: "12,5" and "12.50" are the same price.
 * - At most one mark, and no thousands separators: "1.234,5" and "12,3,4" are refused (`format`) rather than
 *   guessed; "1.234" is one point two three four (so too many decimals for a price: `places`).
 * - Digits only otherwise: no exponent ("1e9"), no spaces inside, no "+", no bare mark ("12." or ".5");
 *   a leading "-" only where the rule allows negative numbers (else `range`).
 * - Spaces around the number are ignored.
 */
export interface DecimalRule {
  /** The most decimals allowed. */
  decimals: number;
  min: number;
  max: number;
}

export type DecimalProblem = 'format' | 'places' | 'range';

export type DecimalReading =
  | {
      ok: true;
      value: number;
      /** The value × 10^decimals as an exact integer (cents, for a price): no floating point error. */
      units: number;
    }
  | { ok: false; problem: DecimalProblem };

const NUMBER = /^(-?)(\d+)(?:[.,](\d+))?$/;

/** A price: 0 to 9 999 999.99 in whole cents (what the API stores). */
export const MAX_PRICE_CENTS = 999_999_999;
export const PRICE: DecimalRule = { decimals: 2, min: 0, max: MAX_PRICE_CENTS / 100 };
export const LATITUDE: DecimalRule = { decimals: 10, min: -90, max: 90 };
export const LONGITUDE: DecimalRule = { decimals: 10, min: -180, max: 180 };

export function parseDecimal(text: string, rule: DecimalRule): DecimalReading {
  const match = NUMBER.exec(text.trim());
  if (!match) return { ok: false, problem: 'format' };
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > rule.decimals) return { ok: false, problem: 'places' };
  const scale = 10 ** rule.decimals;
  const magnitude = Number(whole) * scale + Number(fraction.padEnd(rule.decimals, '0'));
  const units = sign && magnitude !== 0 ? -magnitude : magnitude;
  if (!Number.isSafeInteger(units) || units < Math.round(rule.min * scale) || units > Math.round(rule.max * scale))
    return { ok: false, problem: 'range' };
  return { ok: true, value: units / scale, units };
}

/** A stored number back as a form's text, with the reader's decimal mark: (1250, 2, ',') → "12,50". */
export function decimalText(units: number, decimals: number, mark: ',' | '.' = '.'): string {
  const digits = String(Math.abs(units)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `${mark}${digits.slice(-decimals)}` : '';
  return `${units < 0 ? '-' : ''}${whole}${fraction}`;
}

/** The decimal mark a reader of `locale` writes ("es" → ",", "en" → "."): forms show stored numbers with it. */
export function decimalMark(locale: string): ',' | '.' {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find(({ type }) => type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}
