import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type {
  CsvDialect,
  ExportedProduct,
  ImportPreview,
  ImportRow,
  MenusExport,
  ProductsExport,
  RestaurantLanguage,
  Translated,
} from '@carta/contracts';
import { CSV_DIALECTS, priceText } from '@carta/contracts';
import { AppException, ClockRepository, type Queryable } from '@carta/nest-core';
import { csvText } from '@carta/nest-core/csv';
import { MenusService } from '../menus/menus.service';
import { toProduct } from '../products/product.mapper';
import { RestaurantsService, type Caller } from '../restaurants/restaurants.service';
import {
  productsCsv,
  productsTemplate,
  readProductsCsv,
  RECORD_DEFAULTS,
  type ProductRecord,
  type RowRecord,
} from './product-csv';
import {
  TransferRepository,
  type ExportedProductRow,
  type ProductUpdate,
  type StoredRecord,
} from './transfer.repository';

const exported =
  (now: Date) =>
  (row: ExportedProductRow): ExportedProduct => ({ ...toProduct(row, now), externalId: row.externalId });

const sameTexts = (a: Translated, b: Translated) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
const sameSet = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();

/** The product's fields as a CSV row gives them. */
const recordOf = (row: ExportedProductRow): Omit<ProductRecord, 'externalId'> => ({
  name: row.name,
  description: row.description,
  price: row.priceCents,
  allergens: row.allergens,
  traces: row.traces,
  allergensConfirmed: row.allergensConfirmed,
  diets: row.diets,
  spiciness: row.spiciness,
  enabled: row.enabled,
  sizes: row.sizes.map((size) => ({ name: size.name, price: size.priceCents })),
});

/**
 * What a row makes of the product it names (none: a new one): the fields its columns give, the others as they are.
 * As in the API, allergen lists changed without the row saying they are confirmed are left unconfirmed.
 */
function merged(given: RowRecord, row: ExportedProductRow | undefined): ProductRecord {
  const record: ProductRecord = { ...RECORD_DEFAULTS, ...(row ? recordOf(row) : {}), ...given };
  const listsChanged = row && (!sameSet(record.allergens, row.allergens) || !sameSet(record.traces, row.traces));
  if (listsChanged && given.allergensConfirmed === undefined) record.allergensConfirmed = false;
  return record;
}

/** Whether importing `record` over `row` would change nothing. */
function unchanged(record: ProductRecord, row: ExportedProductRow): boolean {
  const current = recordOf(row);
  return (
    row.externalId === record.externalId &&
    current.price === record.price &&
    current.enabled === record.enabled &&
    current.allergensConfirmed === record.allergensConfirmed &&
    current.spiciness === record.spiciness &&
    sameTexts(current.name, record.name) &&
    sameTexts(current.description, record.description) &&
    sameSet(current.allergens, record.allergens) &&
    sameSet(current.traces, record.traces) &&
    sameSet(current.diets, record.diets) &&
    current.sizes.length === record.sizes.length &&
    current.sizes.every((size, i) => size.price === record.sizes[i].price && sameTexts(size.name, record.sizes[i].name))
  );
}

/** The record as stored: size N keeps the id of the product's size N, so menus' prices for it stay. */
const stored = (record: ProductRecord, row?: ExportedProductRow): StoredRecord => ({
  ...record,
  sizes: record.sizes.map((size, i) => ({
    id: row?.sizes[i]?.id ?? randomUUID(),
    name: size.name,
    priceCents: size.price,
  })),
});

interface ImportPlan extends ImportPreview {
  creates: StoredRecord[];
  updates: ProductUpdate[];
}

/** A restaurant's products and menus out, as CSV and JSON, and products in from CSV: its owner's only. */
@Injectable()
export class TransferService {
  constructor(
    private readonly restaurants: RestaurantsService,
    private readonly menus: MenusService,
    private readonly transfer: TransferRepository,
    private readonly clock: ClockRepository,
  ) {}

  private async languages(restaurantId: string, caller: Caller): Promise<readonly RestaurantLanguage[]> {
    return (await this.restaurants.find(restaurantId, caller, 'write')).languages;
  }

  async productsJson(restaurantId: string, caller: Caller): Promise<ProductsExport> {
    await this.languages(restaurantId, caller);
    const rows = await this.transfer.products(restaurantId);
    const now = this.clock.now();
    return { restaurantId, exportedAt: now.toISOString(), products: rows.map(exported(now)) };
  }

  async productsCsv(restaurantId: string, caller: Caller, dialect: CsvDialect): Promise<string> {
    const languages = await this.languages(restaurantId, caller);
    const rows = await this.transfer.products(restaurantId);
    return productsCsv(rows.map(exported(this.clock.now())), languages, dialect);
  }

  async menusJson(restaurantId: string, caller: Caller): Promise<MenusExport> {
    await this.languages(restaurantId, caller);
    const { docs } = await this.menus.list(restaurantId, caller);
    const menus = [];
    for (const menu of docs) menus.push(await this.menus.get(restaurantId, menu._id, caller));
    return { restaurantId, exportedAt: this.clock.now().toISOString(), menus };
  }

  /** One row per item of each section of each menu, in order; a section without items is a row without a product. */
  async menusCsv(restaurantId: string, caller: Caller, dialect: CsvDialect): Promise<string> {
    const languages = await this.languages(restaurantId, caller);
    const { menus } = await this.menusJson(restaurantId, caller);
    const texts = (texts: Translated) => languages.map((language) => texts[language] ?? '');
    const ids = new Map((await this.transfer.products(restaurantId)).map((row) => [row.id, row.externalId ?? row.id]));
    const header = [
      ...languages.map((language) => `menu_${language}`),
      ...languages.map((language) => `section_${language}`),
      'external_id',
      `product_${languages[0]}`,
      'price',
    ];
    const rows = menus.flatMap((menu) =>
      menu.sections.flatMap((section) => {
        const place = [...texts(menu.name), ...texts(section.name)];
        if (!section.items.length) return [[...place, '', '', '']];
        return section.items.map((item) => [
          ...place,
          ids.get(item.productId) ?? item.productId,
          item.product.name[languages[0]] ?? '',
          priceText(item.price ?? item.product.price, CSV_DIALECTS[dialect].decimalMark),
        ]);
      }),
    );
    return csvText([header, ...rows], dialect);
  }

  async template(restaurantId: string, caller: Caller, dialect: CsvDialect): Promise<string> {
    return productsTemplate(await this.languages(restaurantId, caller), dialect);
  }

  /** What importing `csv` would do; writes nothing. */
  async preview(restaurantId: string, caller: Caller, csv: string): Promise<ImportPreview> {
    const languages = await this.languages(restaurantId, caller);
    const { creates: _creates, updates: _updates, ...preview } = await this.plan(restaurantId, csv, languages);
    return preview;
  }

  /**
   * Writes `csv`: every row or none (any row's problem is the answer: 422 with its code, column and line). Products are
   * found by external id, so the same file twice creates nothing the second time, but for its rows without one: each
   * is a new product, every time.
   */
  async import(restaurantId: string, caller: Caller, csv: string): Promise<ImportPreview> {
    const languages = await this.languages(restaurantId, caller);
    return this.transfer.inImport(restaurantId, async (client) => {
      const { creates, updates, ...done } = await this.plan(restaurantId, csv, languages, client);
      const [first] = done.errors;
      if (first) {
        throw new AppException(first.msg, {
          param: first.param,
          line: first.line,
          ...(first.max ? { max: first.max } : {}),
          ...(first.value ? { value: first.value } : {}),
        });
      }
      await this.transfer.insert(client, restaurantId, creates);
      await this.transfer.update(client, restaurantId, updates);
      return done;
    });
  }

  private async plan(
    restaurantId: string,
    csv: string,
    languages: readonly RestaurantLanguage[],
    db?: Queryable,
  ): Promise<ImportPlan> {
    const { records, problems } = readProductsCsv(csv, languages);
    const keys = records.flatMap(({ record }) => (record.externalId ? [record.externalId] : []));
    const existing = await this.transfer.matching(restaurantId, keys, db);
    const byKey = new Map(existing.map((row) => [row.externalId ?? row.id, row]));
    const plan: ImportPlan = {
      created: 0,
      updated: 0,
      unchanged: 0,
      rows: [],
      errors: problems,
      creates: [],
      updates: [],
    };
    for (const { line, record: given } of records) {
      const row = given.externalId ? byKey.get(given.externalId) : undefined;
      const record = merged(given, row);
      if (record.traces.some((allergen) => record.allergens.includes(allergen))) {
        plan.errors.push({ line, param: 'traces', msg: 'ALLERGEN_TRACES_OVERLAP' });
        continue;
      }
      const action: ImportRow['action'] = !row ? 'create' : unchanged(record, row) ? 'unchanged' : 'update';
      plan.rows.push({
        line,
        action,
        externalId: record.externalId ?? null,
        name: record.name[languages[0]] ?? '',
        price: record.price,
        sizes: record.sizes.map((size) => ({ name: size.name[languages[0]] ?? '', price: size.price })),
      });
      if (action === 'create') {
        plan.created += 1;
        plan.creates.push(stored(record));
      } else if (action === 'update' && row) {
        plan.updated += 1;
        plan.updates.push({ ...stored(record, row), id: row.id });
      } else plan.unchanged += 1;
    }
    plan.errors.sort((a, b) => a.line - b.line);
    return plan;
  }
}
