import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  ALLERGENS,
  CSV_LIST_SEPARATOR,
  MAX_EXTERNAL_ID,
  MAX_IMPORT_ROWS,
  MAX_LENGTH,
  parsePrice,
  priceText,
  type Allergen,
  type Cents,
  type ErrorCode,
  type ExportedProduct,
  type ImportProblem,
  type RestaurantLanguage,
  type Translated,
} from '@carta/contracts';
import { AppException } from '@carta/nest-core';

/** What one row of a products CSV says. */
export interface ProductRecord {
  name: Translated;
  description: Translated;
  price: Cents;
  allergens: Allergen[];
  enabled: boolean;
  externalId: string;
}

type Reading<T> = { value: T } | { problem: ErrorCode; max?: number };

/**
 * One field of the CSV: its header (a translated field has one per restaurant language, `name_es`), how a cell is
 * read (an empty cell is `undefined`: the field's default, or IS_EMPTY when required) and how a product writes it.
 * A new product field is one more line in PRODUCT_COLUMNS.
 */
interface Column {
  field: keyof ProductRecord;
  translated: boolean;
  required: boolean;
  read: (text: string) => Reading<unknown>;
  write: (product: ExportedProduct, language: RestaurantLanguage) => string;
  fallback?: unknown;
}

const text =
  (max: number) =>
  (value: string): Reading<string> =>
    value.length > max ? { problem: 'TOO_LONG', max } : { value };

const price = (value: string): Reading<Cents> => {
  const cents = parsePrice(value);
  return cents === null ? { problem: 'DECIMAL' } : { value: cents };
};

/** The allergens' keys (`dairyProducts`), whatever the case a spreadsheet gave them. */
const ALLERGEN_BY_KEY = new Map<string, Allergen>(ALLERGENS.map((key) => [key.toLowerCase(), key]));
const allergens = (value: string): Reading<Allergen[]> => {
  const keys = value
    .split(/[|,;]/)
    .map((key) => ALLERGEN_BY_KEY.get(key.trim().toLowerCase()) ?? key.trim())
    .filter(Boolean);
  if (keys.some((key) => !ALLERGEN_BY_KEY.has(key.toLowerCase()))) return { problem: 'ERROR' };
  return { value: [...new Set(keys)] as Allergen[] };
};

const FLAGS: Record<string, boolean> = { true: true, false: false, '1': true, '0': false, yes: true, no: false };
FLAGS['sí'] = FLAGS.si = true;
const flag = (value: string): Reading<boolean> => {
  const key = value.toLowerCase();
  return Object.hasOwn(FLAGS, key) ? { value: FLAGS[key] } : { problem: 'ERROR' };
};

const translated = (field: 'name' | 'description', max: number, required: boolean): Column => ({
  field,
  translated: true,
  required,
  read: text(max),
  write: (product, language) => product[field][language] ?? '',
});

// prettier-ignore
export const PRODUCT_COLUMNS: readonly Column[] = [
  translated('name', MAX_LENGTH.name, true),
  translated('description', MAX_LENGTH.description, false),
  { field: 'price', translated: false, required: true, read: price, write: (p) => priceText(p.price) },
  { field: 'allergens', translated: false, required: false, read: allergens, write: (p) => p.allergens.join(CSV_LIST_SEPARATOR), fallback: [] },
  { field: 'enabled', translated: false, required: false, read: flag, write: (p) => String(p.enabled), fallback: true },
  // A product created in the app has none yet: its own id stands in, so an export imports back onto the same products.
  { field: 'externalId', translated: false, required: true, read: text(MAX_EXTERNAL_ID), write: (p) => p.externalId ?? p._id },
];

const HEADER_OF: Partial<Record<keyof ProductRecord, string>> = { externalId: 'external_id' };
const headerOf = (column: Column, language?: RestaurantLanguage) =>
  language ? `${column.field}_${language}` : (HEADER_OF[column.field] ?? column.field);

/** A column of one restaurant's CSV: a translated field's is one language's. */
interface CsvField {
  column: Column;
  language?: RestaurantLanguage;
  header: string;
  required: boolean;
}

/** The CSV's columns for a restaurant's languages, in order: each with its header and, when translated, its language. */
function columnsFor(languages: readonly RestaurantLanguage[]): CsvField[] {
  return PRODUCT_COLUMNS.flatMap((column): CsvField[] =>
    column.translated
      ? languages.map((language, index) => ({
          column,
          language,
          header: headerOf(column, language),
          required: column.required && index === 0,
        }))
      : [{ column, header: headerOf(column), required: column.required }],
  );
}

export function productsCsvHeader(languages: readonly RestaurantLanguage[]): string[] {
  return columnsFor(languages).map(({ header }) => header);
}

/** The products as a CSV with the import's columns (so an export, edited, imports back). UTF-8 with a BOM for Excel. */
export function productsCsv(products: readonly ExportedProduct[], languages: readonly RestaurantLanguage[]): string {
  const columns = columnsFor(languages);
  const rows = products.map((product) =>
    columns.map(({ column, language }) => column.write(product, language ?? languages[0])),
  );
  return stringify([columns.map(({ header }) => header), ...rows], { bom: true });
}

export function csvOf(rows: readonly string[][]): string {
  return stringify(rows as string[][], { bom: true });
}

export interface ReadRecord {
  line: number;
  record: ProductRecord;
}

/** Excel in a comma-decimal locale saves with semicolons: the header line says which. */
function delimiterOf(csv: string): ',' | ';' {
  const header = csv.slice(0, csv.search(/\r?\n|$/));
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

/**
 * Reads an import: every row checked, every problem kept with its line and column (nothing stops at the first).
 * Unreadable CSV is 422 CSV_MALFORMED at its line; more rows than MAX_IMPORT_ROWS is 422 TOO_MANY_ROWS.
 */
export function readProductsCsv(
  csv: string,
  languages: readonly RestaurantLanguage[],
): { records: ReadRecord[]; problems: ImportProblem[] } {
  let rows: Array<{ record: string[]; raw: string; info: { lines: number } }>;
  try {
    rows = parse(csv, {
      bom: true,
      delimiter: delimiterOf(csv.replace(/^\uFEFF/, '')),
      info: true,
      raw: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as Array<{ record: string[]; raw: string; info: { lines: number } }>;
  } catch (error) {
    throw new AppException('CSV_MALFORMED', { line: (error as { lines?: number }).lines ?? 1 });
  }
  if (!rows.length) throw new AppException('IS_EMPTY');
  if (rows.length - 1 > MAX_IMPORT_ROWS) throw new AppException('TOO_MANY_ROWS', { max: MAX_IMPORT_ROWS });

  const problems: ImportProblem[] = [];
  const header = rows[0].record.map((name) => name.toLowerCase());
  const columns = columnsFor(languages);
  const known = new Set(columns.map(({ header: name }) => name));
  header.forEach((name, index) => {
    if (!known.has(name) || header.indexOf(name) !== index)
      problems.push({ line: 1, param: name, msg: 'UNKNOWN_FIELD' });
  });
  for (const { header: name, required } of columns) {
    if (required && !header.includes(name)) problems.push({ line: 1, param: name, msg: 'MISSING' });
  }
  if (problems.length) return { records: [], problems };

  const records: ReadRecord[] = [];
  const lineOf = new Map<string, number>();
  for (const { record: cells, raw, info } of rows.slice(1)) {
    // csv-parse counts up to the record's end: a quoted cell over several lines starts that many lines earlier.
    const line =
      info.lines -
      (raw
        .replace(/^[\r\n]+/, '')
        .replace(/\r?\n$/, '')
        .match(/\n/g)?.length ?? 0);
    const record: Record<string, unknown> = { name: {}, description: {} };
    let ok = true;
    for (const { column, language, header: name, required } of columns) {
      const index = header.indexOf(name);
      const cell = index < 0 ? '' : (cells[index] ?? '');
      if (!cell) {
        if (required) {
          problems.push({ line, param: name, msg: 'IS_EMPTY' });
          ok = false;
        } else if (!language) record[column.field] = column.fallback;
        continue;
      }
      const reading = column.read(cell);
      if ('problem' in reading) {
        problems.push({ line, param: name, msg: reading.problem, ...(reading.max ? { max: reading.max } : {}) });
        ok = false;
      } else if (language) (record[column.field] as Translated)[language] = reading.value as string;
      else record[column.field] = reading.value;
    }
    if (!ok) continue;
    const product = record as unknown as ProductRecord;
    if (lineOf.has(product.externalId)) {
      problems.push({ line, param: 'external_id', msg: 'DUPLICATE_EXTERNAL_ID' });
      continue;
    }
    lineOf.set(product.externalId, line);
    records.push({ line, record: product });
  }
  return { records, problems };
}
