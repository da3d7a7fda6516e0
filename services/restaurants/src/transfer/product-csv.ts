import { parse } from 'csv-parse/sync';
import {
  allergenNamed,
  CSV_DIALECTS,
  CSV_LIST_SEPARATOR,
  dietNamed,
  MAX_EXTERNAL_ID,
  MAX_IMPORT_ROWS,
  MAX_LENGTH,
  MAX_PRODUCT_SIZES,
  MAX_SPICINESS,
  parsePrice,
  priceText,
  type Cents,
  type CsvDialect,
  type ErrorCode,
  type ExportedProduct,
  type ImportProblem,
  type ProductInput,
  type ProductSize,
  type RestaurantLanguage,
  type Translated,
} from '@carta/contracts';
import { AppException } from '@carta/nest-core';
import { csvText, unguardCell } from '@carta/nest-core/csv';

/** A size as a CSV row gives it (its id is the product's business: kept by position on an update). */
export type SizeRecord = Omit<ProductSize, '_id'>;

/** Every field of a product a CSV row can carry: the API's, sizes without their ids, and the external id. */
export interface ProductRecord extends Omit<ProductInput, 'sizes'> {
  /** Null: none (a row without one is a new product each time). */
  externalId: string | null;
  sizes: SizeRecord[];
}

/**
 * What one row says: the fields of the columns the file has. A column the file lacks leaves its field as it is (a new
 * product gets the field's default), so a file written before a column existed never wipes that field.
 */
export type RowRecord = Pick<ProductRecord, 'name' | 'price'> & Partial<ProductRecord>;

/** A product's fields when no column says otherwise. */
export const RECORD_DEFAULTS: Omit<ProductRecord, 'name' | 'price'> = {
  externalId: null,
  description: {},
  allergens: [],
  traces: [],
  allergensConfirmed: false,
  diets: [],
  spiciness: 0,
  enabled: true,
  sizes: [],
};

/** A cell read: its value, or its problem (with the limit it passed, or the words that were not understood). */
type Reading<T> = { value: T } | { problem: ErrorCode; max?: number; unknown?: string };

/** A row being read: its fields, and each size's cells by position (`sizes` is assembled from them). */
interface Draft {
  fields: Record<string, unknown>;
  sizes: Array<{ name: Translated; price?: Cents }>;
}

/**
 * One column of the CSV: its header (a translated column has one per restaurant language, `name_es`), the field it
 * sets, how a cell is read (an empty cell is the field's default, or IS_EMPTY when required), where the value goes
 * and how a product writes it. A new product field is one more entry in PRODUCT_COLUMNS.
 */
interface Column {
  header: string;
  field: keyof ProductRecord;
  translated: boolean;
  required: boolean;
  read: (text: string) => Reading<unknown>;
  /** Puts a read value into the row (default: the field, or its language). */
  put?: (draft: Draft, value: unknown, language: RestaurantLanguage) => void;
  /** The cell, a price with the dialect's decimal mark. */
  write: (product: ExportedProduct, language: RestaurantLanguage, mark: DecimalMark) => string;
}

type DecimalMark = (typeof CSV_DIALECTS)[CsvDialect]['decimalMark'];

const text =
  (max: number) =>
  (value: string): Reading<string> =>
    value.length > max ? { problem: 'TOO_LONG', max } : { value };

const price = (value: string): Reading<Cents> => {
  const cents = parsePrice(value);
  return cents === null ? { problem: 'DECIMAL' } : { value: cents };
};

/**
 * Distinct keys separated by `|` (`,` and `;` too), each written as its key or as a word a person writes for it
 * (`named`); the words it cannot read are named in the problem.
 */
const keysOf =
  <T extends string>(named: (word: string) => T | undefined) =>
  (value: string): Reading<T[]> => {
    const words = value
      .split(/[|,;]/)
      .map((word) => word.trim())
      .filter(Boolean);
    const unknown = words.filter((word) => !named(word));
    if (unknown.length) return { problem: 'UNKNOWN_VALUE', unknown: unknown.join(', ') };
    return { value: [...new Set(words.map((word) => named(word) as T))] };
  };
const list = (values: readonly string[]) => values.join(CSV_LIST_SEPARATOR);

const FLAGS: Record<string, boolean> = { true: true, false: false, '1': true, '0': false, yes: true, no: false };
FLAGS['sí'] = FLAGS.si = true;
const flag = (value: string): Reading<boolean> => {
  const key = value.toLowerCase();
  return Object.hasOwn(FLAGS, key) ? { value: FLAGS[key] } : { problem: 'ERROR' };
};

const spiciness = (value: string): Reading<number> =>
  /^\d+$/.test(value) && Number(value) <= MAX_SPICINESS ? { value: Number(value) } : { problem: 'ERROR' };

const plain = (
  field: keyof ProductRecord,
  header: string,
  read: Column['read'],
  write: (product: ExportedProduct, mark: DecimalMark) => string,
  required = false,
): Column => ({
  header,
  field,
  translated: false,
  required,
  read,
  write: (product, _language, mark) => write(product, mark),
});

const translated = (field: 'name' | 'description', max: number, required: boolean): Column => ({
  header: field,
  field,
  translated: true,
  required,
  read: text(max),
  write: (product, language) => product[field][language] ?? '',
});

/** Size N (from 1): its name per language (`size1_name_es`) and its own price (`size1_price`). */
const sizeColumns = (n: number): Column[] => {
  const slot = (draft: Draft) => (draft.sizes[n - 1] ??= { name: {} });
  const size = (product: ExportedProduct) => product.sizes[n - 1];
  return [
    {
      header: `size${n}_name`,
      field: 'sizes',
      translated: true,
      required: false,
      read: text(MAX_LENGTH.name),
      put: (draft, value, language) => (slot(draft).name[language] = value as string),
      write: (product, language) => size(product)?.name[language] ?? '',
    },
    {
      header: `size${n}_price`,
      field: 'sizes',
      translated: false,
      required: false,
      read: price,
      put: (draft, value) => (slot(draft).price = value as Cents),
      write: (product, _language, mark) => (size(product) ? priceText(size(product).price, mark) : ''),
    },
  ];
};

// prettier-ignore
export const PRODUCT_COLUMNS: readonly Column[] = [
  translated('name', MAX_LENGTH.name, true),
  translated('description', MAX_LENGTH.description, false),
  plain('price', 'price', price, (p, mark) => priceText(p.price, mark), true),
  plain('allergens', 'allergens', keysOf(allergenNamed), (p) => list(p.allergens)),
  plain('traces', 'traces', keysOf(allergenNamed), (p) => list(p.traces)),
  plain('allergensConfirmed', 'allergens_confirmed', flag, (p) => String(p.allergensConfirmed)),
  plain('diets', 'diets', keysOf(dietNamed), (p) => list(p.diets)),
  plain('spiciness', 'spiciness', spiciness, (p) => String(p.spiciness)),
  plain('enabled', 'enabled', flag, (p) => String(p.enabled)),
  // A product created in the app has none yet: its own id stands in, so an export imports back onto the same products.
  plain('externalId', 'external_id', text(MAX_EXTERNAL_ID), (p) => p.externalId ?? p._id),
  ...Array.from({ length: MAX_PRODUCT_SIZES }, (_, i) => sizeColumns(i + 1)).flat(),
];

/** A column of one restaurant's CSV: a translated column's is one language's. */
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
          header: `${column.header}_${language}`,
          required: column.required && index === 0,
        }))
      : [{ column, header: column.header, required: column.required }],
  );
}

export function productsCsvHeader(languages: readonly RestaurantLanguage[]): string[] {
  return columnsFor(languages).map(({ header }) => header);
}

/** The products as a CSV with the import's columns (so an export, edited, imports back), in `dialect`. */
export function productsCsv(
  products: readonly ExportedProduct[],
  languages: readonly RestaurantLanguage[],
  dialect: CsvDialect = 'standard',
): string {
  const columns = columnsFor(languages);
  const { decimalMark } = CSV_DIALECTS[dialect];
  const rows = products.map((product) =>
    columns.map(({ column, language }) => column.write(product, language ?? languages[0], decimalMark)),
  );
  return csvText([columns.map(({ header }) => header), ...rows], dialect);
}

/**
 * The template: the columns and one example row showing each column's form (lists, flags, a number, two sizes), its
 * external id `EXAMPLE-1`; the owner writes their products in its place (the preview would show it to create).
 */
export function productsTemplate(languages: readonly RestaurantLanguage[], dialect: CsvDialect = 'standard'): string {
  const example: ExportedProduct = {
    _id: '',
    restaurantId: '',
    externalId: 'EXAMPLE-1',
    name: { [languages[0]]: 'Tortilla' },
    description: {},
    price: 950,
    allergens: ['egg'],
    traces: ['gluten', 'dairyProducts'],
    allergensConfirmed: true,
    diets: ['vegetarian'],
    spiciness: 0,
    enabled: true,
    sizes: [
      { _id: '', name: { [languages[0]]: 'Tapa' }, price: 350 },
      { _id: '', name: { [languages[0]]: 'Ración' }, price: 950 },
    ],
    soldOut: null,
    image: null,
    updatedAt: '',
  };
  return productsCsv([example], languages, dialect);
}

export interface ReadRecord {
  line: number;
  record: RowRecord;
}

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The separator the header line uses most: `,`, `;` (what Excel saves in a comma-decimal locale, Spanish among them)
 * or tab (a spreadsheet's "text" export). No column name holds one; a tie is a comma.
 */
function delimiterOf(csv: string): (typeof DELIMITERS)[number] {
  const header = csv.slice(0, csv.search(/\r?\n|$/));
  const count = (delimiter: string) => header.split(delimiter).length;
  return DELIMITERS.reduce((best, delimiter) => (count(delimiter) > count(best) ? delimiter : best));
}

/** The row's sizes, in order (an empty slot between two is skipped); a half-written size is a problem in its cell. */
function sizesOf(draft: Draft, languages: readonly RestaurantLanguage[]): Reading<SizeRecord[]> & { param?: string } {
  const sizes: SizeRecord[] = [];
  for (const [index, size] of draft.sizes.entries()) {
    if (!size) continue;
    if (!size.name[languages[0]]) return { problem: 'IS_EMPTY', param: `size${index + 1}_name_${languages[0]}` };
    if (size.price === undefined) return { problem: 'IS_EMPTY', param: `size${index + 1}_price` };
    sizes.push({ name: size.name, price: size.price });
  }
  return { value: sizes };
}

/**
 * Reads an import: every row checked, every problem kept with its line and column (nothing stops at the first). Each
 * cell is read as the export's guard wrote it (`unguardCell`), so an export imports back exactly. Unreadable CSV is
 * 422 CSV_MALFORMED at its line; more rows than MAX_IMPORT_ROWS is 422 TOO_MANY_ROWS.
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
  const header = rows[0].record.map((name) => unguardCell(name).toLowerCase());
  const known = columnsFor(languages);
  const names = new Set(known.map(({ header: name }) => name));
  header.forEach((name, index) => {
    if (!names.has(name) || header.indexOf(name) !== index)
      problems.push({ line: 1, param: name, msg: 'UNKNOWN_FIELD' });
  });
  for (const { header: name, required } of known) {
    if (required && !header.includes(name)) problems.push({ line: 1, param: name, msg: 'MISSING' });
  }
  if (problems.length) return { records: [], problems };
  const columns = known.filter(({ header: name }) => header.includes(name));
  const given = new Set(columns.map(({ column }) => column.field));

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
    const draft: Draft = { fields: {}, sizes: [] };
    for (const field of given) {
      if (Object.hasOwn(RECORD_DEFAULTS, field)) {
        draft.fields[field] = RECORD_DEFAULTS[field as keyof typeof RECORD_DEFAULTS];
      }
    }
    let ok = true;
    for (const { column, language, header: name, required } of columns) {
      const cell = unguardCell(cells[header.indexOf(name)] ?? '');
      if (!cell) {
        if (required) {
          problems.push({ line, param: name, msg: 'IS_EMPTY' });
          ok = false;
        }
        continue;
      }
      const reading = column.read(cell);
      if ('problem' in reading) {
        problems.push({
          line,
          param: name,
          msg: reading.problem,
          ...(reading.max ? { max: reading.max } : {}),
          ...(reading.unknown ? { value: reading.unknown } : {}),
        });
        ok = false;
      } else if (column.put) column.put(draft, reading.value, language ?? languages[0]);
      else if (language)
        draft.fields[column.field] = { ...(draft.fields[column.field] as Translated), [language]: reading.value };
      else draft.fields[column.field] = reading.value;
    }
    if (given.has('sizes')) {
      const sizes = sizesOf(draft, languages);
      if ('problem' in sizes) {
        if (ok) problems.push({ line, param: sizes.param ?? 'sizes', msg: sizes.problem });
        ok = false;
      } else draft.fields.sizes = sizes.value;
    }
    if (!ok) continue;
    const product = draft.fields as unknown as RowRecord;
    if (product.externalId) {
      if (lineOf.has(product.externalId)) {
        problems.push({ line, param: 'external_id', msg: 'DUPLICATE_EXTERNAL_ID' });
        continue;
      }
      lineOf.set(product.externalId, line);
    }
    records.push({ line, record: product });
  }
  return { records, problems };
}
