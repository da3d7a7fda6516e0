import type { ErrorCode } from './errors';
import type { MenuDetail } from './menus';
import type { Cents } from './money';
import type { Product } from './restaurants';

/** A restaurant's products and menus out (CSV, JSON) and products in (CSV), the owner's only. */
export const TRANSFER_ROUTES = {
  productsCsv: (id: string) => `/restaurants/${id}/export/products.csv`,
  productsJson: (id: string) => `/restaurants/${id}/export/products.json`,
  menusCsv: (id: string) => `/restaurants/${id}/export/menus.csv`,
  menusJson: (id: string) => `/restaurants/${id}/export/menus.json`,
  /** The import's columns for this restaurant's languages, with one example row. */
  importTemplate: (id: string) => `/restaurants/${id}/import/products/template.csv`,
  /** POST a CSV (`Content-Type: text/csv`): what importing it would do; writes nothing. */
  importPreview: (id: string) => `/restaurants/${id}/import/products/preview`,
  /** POST the same CSV: writes it, all rows or none; again with the same file changes nothing more. */
  importProducts: (id: string) => `/restaurants/${id}/import/products`,
} as const;

/**
 * The products CSV's columns, in order: `name_{lang}` and `description_{lang}` per restaurant language, `price`,
 * `allergens` and `traces` (allergen keys joined by CSV_LIST_SEPARATOR), `allergens_confirmed` (true/false),
 * `diets` (diet keys, joined the same way), `spiciness` (0 to MAX_SPICINESS), `enabled`, `external_id`, then for each
 * of up to MAX_PRODUCT_SIZES sizes `size{N}_name_{lang}` and `size{N}_price`. An empty cell is the field's default; a
 * column the file lacks leaves its field as it is.
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
  externalId: string;
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
