import type { Rule } from '@carta/web-core';

const COORDINATE = /^-?\d+([.,]\d+)?$/;

/**
 * A latitude or longitude as typed, with `.` or `,` before the decimals whatever the language (`37,39` is 37.39);
 * null when it is no number. The map's own parser until libs/contracts has the one decimal parser (issue 12, branch
 * products): then this calls it.
 */
export function parseCoordinate(text: string): number | null {
  const trimmed = text.trim();
  return COORDINATE.test(trimmed) ? Number(trimmed.replace(',', '.')) : null;
}

/** A coordinate within ±limit (90 for latitudes, 180 for longitudes). */
export const coordinate =
  (limit: number): Rule =>
  (value) => {
    const parsed = parseCoordinate(value);
    if (parsed === null) return { key: 'errors.DECIMAL' };
    return Math.abs(parsed) <= limit ? null : { key: 'owner:map.range', params: { limit } };
  };
