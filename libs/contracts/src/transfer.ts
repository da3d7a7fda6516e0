import { ALLERGEN_WORDING } from './allergen-names';
import type { ErrorCode } from './errors';
import type { MenuDetail } from './menus';
import type { Cents } from './money';
import { ALLERGENS, DIETS, RESTAURANT_LANGUAGES, type Allergen, type Diet, type Product } from './restaurants';

/**
 * How a CSV download is written: `standard` (RFC 4180: `,` between cells, a decimal point) or `excel-es` (what Excel
 * in Spanish opens into columns and saves: `;` between cells, a decimal comma). Both UTF-8 with a BOM (Excel reads
 * accents only with it) and CRLF; an import reads either (the separator is found in the header line: `,` `;` or tab).
 */
export const CSV_DIALECTS = {
  standard: { delimiter: ',', decimalMark: '.' },
  'excel-es': { delimiter: ';', decimalMark: ',' },
} as const;
export type CsvDialect = keyof typeof CSV_DIALECTS;

/** `?dialect=` of a CSV download; the standard one needs none. */
const inDialect = (path: string, dialect: CsvDialect) => (dialect === 'standard' ? path : `${path}?dialect=${dialect}`);

/** A restaurant's products and menus out (CSV, JSON) and products in (CSV), the owner's only. */
export const TRANSFER_ROUTES = {
  productsCsv: (id: string, dialect: CsvDialect = 'standard') =>
    inDialect(`/restaurants/${id}/export/products.csv`, dialect),
  productsJson: (id: string) => `/restaurants/${id}/export/products.json`,
  menusCsv: (id: string, dialect: CsvDialect = 'standard') => inDialect(`/restaurants/${id}/export/menus.csv`, dialect),
  menusJson: (id: string) => `/restaurants/${id}/export/menus.json`,
  /** The import's columns for this restaurant's languages, with one example row. */
  importTemplate: (id: string, dialect: CsvDialect = 'standard') =>
    inDialect(`/restaurants/${id}/import/products/template.csv`, dialect),
  /** POST a CSV (`Content-Type: text/csv`): what importing it would do; writes nothing. */
  importPreview: (id: string) => `/restaurants/${id}/import/products/preview`,
  /** POST the same CSV: writes it, all rows or none; again with the same file changes nothing more. */
  importProducts: (id: string) => `/restaurants/${id}/import/products`,
} as const;

/**
 * The products CSV's columns, in order: `name_{lang}` and `description_{lang}` per restaurant language, `price`,
 * `allergens` and `traces` (allergens joined by CSV_LIST_SEPARATOR: keys on export; an import also reads the words of
 * `allergenNamed`), `allergens_confirmed` (true/false), `diets` (the same way), `spiciness` (0 to MAX_SPICINESS),
 * `enabled`, `external_id` (optional: a row without one is a new product), then for each of up to MAX_PRODUCT_SIZES
 * sizes `size{N}_name_{lang}` and `size{N}_price`. Only the first language's name and the price are required; an empty
 * cell is the field's default; a column the file lacks leaves its field as it is.
 */

/** The content type an import is sent with. */
export const CSV_CONTENT_TYPE = 'text/csv';
/** Largest CSV an import reads (413 FILE_TOO_LARGE with `max`). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** Most product rows an import takes (422 TOO_MANY_ROWS with `max`). */
export const MAX_IMPORT_ROWS = 5_000;
/** Longest external id (a till's or a spreadsheet's key for the product). */
export const MAX_EXTERNAL_ID = 100;
/** Allergens, traces and diets in one CSV cell are separated by this (their keys, e.g. `gluten|dairyProducts`). */
export const CSV_LIST_SEPARATOR = '|';

/** What a person may write for a word: case, accents and repeated spaces do not matter ("Frutos de cascara"). */
const wordKey = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

function byWord<T extends string>(keys: readonly T[], words: (key: T) => readonly string[]): ReadonlyMap<string, T> {
  return new Map(keys.flatMap((key) => [key, ...words(key)].map((word) => [wordKey(word), key] as const)));
}

/**
 * Besides its key and its names in the regulation in every language (ALLERGEN_WORDING), what an import reads as an
 * allergen: the owner app's labels (es, en) and everyday singulars and spellings. A word that names two allergens
 * ("marisco": crustaceans or molluscs, "frutos secos": tree nuts, and peanuts to many) is not read: the owner chooses.
 */
const ALLERGEN_WORDS: Record<Allergen, readonly string[]> = {
  celery: [],
  crustaceans: ['crustáceo', 'crustacean'],
  dairyProducts: ['lácteos', 'lácteo', 'dairy', 'dairy products'],
  egg: ['huevo', 'egg'],
  fish: [],
  gluten: [],
  lupins: ['altramuz', 'lupins'],
  mollusks: ['molusco', 'mollusc', 'mollusk', 'mollusks'],
  mustard: [],
  peanuts: ['cacahuete', 'maní', 'peanut'],
  peelFruits: ['fruto de cáscara', 'tree nuts'],
  sesameGrains: ['sésamo', 'sesame'],
  soy: ['soy', 'soya'],
  sulfurDioxideSulphites: ['sulfitos', 'sulphites', 'sulfites'],
};
const ALLERGEN_BY_WORD = byWord(ALLERGENS, (allergen) => [
  ...RESTAURANT_LANGUAGES.map((language) => ALLERGEN_WORDING[language].names[allergen]),
  ...ALLERGEN_WORDS[allergen],
]);

/** Besides its key, what an import reads as a diet: the owner app's labels (es, en). */
const DIET_WORDS: Record<Diet, readonly string[]> = {
  vegetarian: ['vegetariano', 'vegetariana'],
  vegan: ['vegano', 'vegana'],
  halal: [],
  alcohol: ['contiene alcohol', 'contains alcohol'],
};
const DIET_BY_WORD = byWord(DIETS, (diet) => DIET_WORDS[diet]);

/** The allergen a word of an import's cell names (`Leche`, `nuts`, `frutos de cáscara`, `dairyProducts`), if any. */
export const allergenNamed = (word: string): Allergen | undefined => ALLERGEN_BY_WORD.get(wordKey(word));

/** The diet a word of an import's cell names (`vegano`, `vegan`), if any. */
export const dietNamed = (word: string): Diet | undefined => DIET_BY_WORD.get(wordKey(word));

/** A product as exported: the API's product and the id the owner's other system knows it by. */
export interface ExportedProduct extends Product {
  externalId: string | null;
}

/** GET …/export/products.json */
export interface ProductsExport {
  restaurantId: string;
  exportedAt: string;
  products: ExportedProduct[];
}

/** GET …/export/menus.json: every menu with its sections and items, in order. */
export interface MenusExport {
  restaurantId: string;
  exportedAt: string;
  menus: MenuDetail[];
}

/** What a row of an import does: a product created, one updated (found by its external id), or one left as it is. */
export type ImportAction = 'create' | 'update' | 'unchanged';

export interface ImportRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  action: ImportAction;
  /** Null on a row without one (a new product). */
  externalId: string | null;
  /** The product's name in the restaurant's first language. */
  name: string;
  price: Cents;
  /** Its sizes (names in the first language), as the row leaves them. */
  sizes: Array<{ name: string; price: Cents }>;
}

/** A cell (or the header) that cannot be imported: its line, its column (`param`) and the API's code for it. */
export interface ImportProblem {
  line: number;
  param: string;
  msg: ErrorCode;
  max?: number;
  /** The words of the cell that are not what the column takes (UNKNOWN_VALUE), joined by ", ". */
  value?: string;
}

/** POST …/import/products/preview; also the answer of the import itself (then `rows` are what was done). */
export interface ImportPreview {
  created: number;
  updated: number;
  unchanged: number;
  rows: ImportRow[];
  /** Any problem stops the whole import: fix the file and send it again. */
  errors: ImportProblem[];
}
