import { stringify } from 'csv-stringify/sync';
import { CSV_DIALECTS, type CsvDialect } from '@carta/contracts';

/**
 * The first characters that make a spreadsheet run a cell as a formula (OWASP's CSV injection): `=` `+` `-` `@`, tab,
 * CR, and their full-width forms, which Apple Numbers folds into them (csv-stringify's `escape_formulas` list).
 */
const STARTS = '=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20';
/** A cell a guard must cover: one that starts a formula, or one that would read as guarded (`'=…`, `''+…`). */
const NEEDS_GUARD = new RegExp(`^'*[${STARTS}]`);
const GUARDED = new RegExp(`^'+[${STARTS}]`);
/** A negative number is no formula: a spreadsheet reads "-3" or "-3,50" as the number it is, and should. */
const NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)?$/;

/**
 * The one rule for every cell we export: a cell a spreadsheet would run is prefixed with `'`, so it shows as the text
 * it is. csv-stringify's own `escape_formulas` leaves `'=…` as it is, which an import could not tell from a guarded
 * `=…`; prefixing those too makes `unguardCell` give back every cell exactly.
 */
export function guardCell(value: string): string {
  return NEEDS_GUARD.test(value) && !NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
}

/** What an import reads of a cell: the text `guardCell` was given (a spreadsheet keeps the `'` when it saves). */
export function unguardCell(value: string): string {
  return GUARDED.test(value) ? value.slice(1) : value;
}

/**
 * A CSV download: every cell guarded, in the dialect's separator, UTF-8 with a BOM (Excel reads accents only with
 * it), CRLF. Numbers come as text already written with the dialect's decimal mark.
 */
export function csvText(rows: ReadonlyArray<readonly string[]>, dialect: CsvDialect = 'standard'): string {
  return stringify(
    rows.map((row) => row.map(guardCell)),
    { bom: true, delimiter: CSV_DIALECTS[dialect].delimiter, record_delimiter: 'windows' },
  );
}
