import { Injectable } from '@nestjs/common';
import type {
  ExportedProduct,
  ImportPreview,
  ImportRow,
  MenusExport,
  ProductsExport,
  RestaurantLanguage,
  Translated,
} from '@carta/contracts';
import { priceText } from '@carta/contracts';
import { AppException, ClockRepository, type Queryable } from '@carta/nest-core';
import { MenusService } from '../menus/menus.service';
import { toProduct } from '../products/product.mapper';
import { RestaurantsService, type Caller } from '../restaurants/restaurants.service';
import { csvOf, productsCsv, productsCsvHeader, readProductsCsv, type ProductRecord } from './product-csv';
import { TransferRepository, type ExportedProductRow, type ProductUpdate } from './transfer.repository';

const exported =
  (now: Date) =>
  (row: ExportedProductRow): ExportedProduct => ({ ...toProduct(row, now), externalId: row.externalId });

const sameTexts = (a: Translated, b: Translated) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Whether importing `record` over `row` would change nothing. */
function unchanged(record: ProductRecord, row: ExportedProductRow): boolean {
  return (
    row.externalId === record.externalId &&
    row.priceCents === record.price &&
    row.enabled === record.enabled &&
    sameTexts(row.name, record.name) &&
    sameTexts(row.description, record.description) &&
    [...row.allergens].sort().join() === [...record.allergens].sort().join()
  );
}

interface ImportPlan extends ImportPreview {
  creates: ProductRecord[];
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

  async productsCsv(restaurantId: string, caller: Caller): Promise<string> {
    const languages = await this.languages(restaurantId, caller);
    const rows = await this.transfer.products(restaurantId);
    return productsCsv(rows.map(exported(this.clock.now())), languages);
  }

  async menusJson(restaurantId: string, caller: Caller): Promise<MenusExport> {
    await this.languages(restaurantId, caller);
    const { docs } = await this.menus.list(restaurantId, caller);
    const menus = [];
    for (const menu of docs) menus.push(await this.menus.get(restaurantId, menu._id, caller));
    return { restaurantId, exportedAt: new Date().toISOString(), menus };
  }

  /** One row per item of each section of each menu, in order; a section without items is a row without a product. */
  async menusCsv(restaurantId: string, caller: Caller): Promise<string> {
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
          priceText(item.price ?? item.product.price),
        ]);
      }),
    );
    return csvOf([header, ...rows]);
  }

  async template(restaurantId: string, caller: Caller): Promise<string> {
    return csvOf([productsCsvHeader(await this.languages(restaurantId, caller))]);
  }

  /** What importing `csv` would do; writes nothing. */
  async preview(restaurantId: string, caller: Caller, csv: string): Promise<ImportPreview> {
    const languages = await this.languages(restaurantId, caller);
    const { creates: _creates, updates: _updates, ...preview } = await this.plan(restaurantId, csv, languages);
    return preview;
  }

  /**
   * Writes `csv`: every row or none (any row's problem is the answer: 422 with its code, column and line). Products are
   * found by external id, so the same file twice creates nothing the second time.
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
    const keys = records.map(({ record }) => record.externalId);
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
    for (const { line, record } of records) {
      const row = byKey.get(record.externalId);
      const action: ImportRow['action'] = !row ? 'create' : unchanged(record, row) ? 'unchanged' : 'update';
      plan.rows.push({
        line,
        action,
        externalId: record.externalId,
        name: record.name[languages[0]] ?? '',
        price: record.price,
      });
      if (action === 'create') {
        plan.created += 1;
        plan.creates.push(record);
      } else if (action === 'update' && row) {
        plan.updated += 1;
        plan.updates.push({ ...record, id: row.id });
      } else plan.unchanged += 1;
    }
    plan.errors.sort((a, b) => a.line - b.line);
    return plan;
  }
}
