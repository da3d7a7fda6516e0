import { Injectable } from '@nestjs/common';
import type { CourseRule, Section, SectionItem, SectionItemPatch, SectionList, Translated } from '@carta/contracts';
import { ImageCodec } from '../images/image-codec';
import { toProduct } from '../products/product.mapper';
import type { ItemPath, MenuPath, SectionPath } from '../common/route-paths';
import { cleanTranslated, translationProblem } from '../common/translations';
import { ProductsRepository } from '../products/products.repository';
import type { Access } from '../restaurants/access';
import type { RestaurantRow } from '../restaurants/restaurant.row';
import { RestaurantsService, type Caller } from '../restaurants/restaurants.service';
import { toSection, toSectionItem } from './section.mapper';
import type { ItemPrices, SectionItemRow, SectionRow } from './section.row';
import type { ProductRow } from '../products/product.row';
import { SectionsRepository } from './sections.repository';
import { AppException, ClockRepository } from '@carta/nest-core';
import type { ImageUpload } from '../images/upload';

/**
 * An item's prices as stored: each size price for one of the product's sizes, at most once (else 422 ERROR,
 * param `sizePrices`); a supplement of 0 is none.
 */
export function itemPrices(input: SectionItemPatch, product: Pick<ProductRow, 'sizes'>): ItemPrices {
  const sizes = new Set(product.sizes.map((size) => size.id));
  const sizePrices = input.sizePrices?.map((size) => ({ sizeId: size.sizeId.toLowerCase(), priceCents: size.price }));
  if (sizePrices) {
    const ids = sizePrices.map((size) => size.sizeId);
    if (ids.some((id) => !sizes.has(id)) || new Set(ids).size !== ids.length) {
      throw new AppException('ERROR', { param: 'sizePrices' });
    }
  }
  return {
    priceCents: input.price,
    supplementCents: input.supplement === 0 ? null : input.supplement,
    sizePrices,
  };
}

@Injectable()
export class SectionsService {
  constructor(
    private readonly restaurants: RestaurantsService,
    private readonly sections: SectionsRepository,
    private readonly products: ProductsRepository,
    private readonly codec: ImageCodec,
    private readonly clock: ClockRepository,
  ) {}

  /** Every id of the path must belong to the one before it, and the restaurant to the caller: else NOT_FOUND. */
  private async findMenu(path: MenuPath, caller: Caller, access: Access = 'write'): Promise<RestaurantRow> {
    return (await this.findMenuWith(path, caller, access)).restaurant;
  }

  private async findMenuWith(path: MenuPath, caller: Caller, access: Access = 'write') {
    const restaurant = await this.restaurants.find(path.id, caller, access);
    const menu = await this.sections.menu(path.id, path.menuId);
    if (!menu) throw new AppException('NOT_FOUND');
    return { restaurant, menu };
  }

  /** Only a fixed-price menu has courses. */
  private checkCourse(course: CourseRule | null | undefined, menu: { fixedPrice: boolean }): void {
    if (course && !menu.fixedPrice) throw new AppException('ERROR', { param: 'course' });
  }

  private async findSection(
    path: SectionPath,
    caller: Caller,
  ): Promise<{ restaurant: RestaurantRow; section: SectionRow }> {
    const restaurant = await this.findMenu(path, caller);
    const section = await this.sections.find(path.menuId, path.sectionId);
    if (!section) throw new AppException('NOT_FOUND');
    return { restaurant, section };
  }

  private async withItems(restaurantId: string, sections: SectionRow[], items: SectionItemRow[]): Promise<Section[]> {
    const products = await this.products.findMany(restaurantId, [...new Set(items.map((item) => item.productId))]);
    const now = this.clock.now();
    const byId = new Map(products.map((row) => [row.id, toProduct(row, now)]));
    return sections.map((section) => toSection(section, items, byId));
  }

  private async view(restaurantId: string, section: SectionRow): Promise<Section> {
    return (await this.withItems(restaurantId, [section], await this.sections.items(section.id)))[0];
  }

  private checkName(name: Translated, restaurant: RestaurantRow): Translated {
    const clean = cleanTranslated(name);
    const problem = translationProblem(clean, restaurant.languages, true);
    if (problem) throw new AppException(problem);
    return clean;
  }

  /** A menu's sections in order, with their items (access already checked by the caller). */
  async listOfMenu(path: MenuPath): Promise<SectionList> {
    const [{ sections, items }, version] = await Promise.all([
      this.sections.listWithItems(path.menuId),
      this.sections.menuVersion(path.id, path.menuId),
    ]);
    const docs = await this.withItems(path.id, sections, items);
    return { docs, totalDocs: docs.length, version: version ?? 0 };
  }

  /** GET of a menu's sections: its owner, or an admin. */
  async list(path: MenuPath, caller: Caller): Promise<SectionList> {
    await this.findMenu(path, caller, 'read');
    return this.listOfMenu(path);
  }

  async create(path: MenuPath, caller: Caller, name: Translated, course: CourseRule | null = null): Promise<Section> {
    const { restaurant, menu } = await this.findMenuWith(path, caller);
    const clean = this.checkName(name, restaurant);
    this.checkCourse(course, menu);
    const row = await this.sections.insert(path.menuId, clean, course && { kind: course.kind, count: course.count });
    return this.view(path.id, row);
  }

  /** Renames the section; sets its course rule unless `course` is undefined. */
  async edit(path: SectionPath, caller: Caller, name: Translated, course?: CourseRule | null): Promise<Section> {
    const { restaurant, menu } = await this.findMenuWith(path, caller);
    if (!(await this.sections.find(path.menuId, path.sectionId))) throw new AppException('NOT_FOUND');
    const clean = this.checkName(name, restaurant);
    this.checkCourse(course, menu);
    const rule = course && { kind: course.kind, count: course.count };
    const row = await this.sections.edit(path.menuId, path.sectionId, clean, rule);
    if (!row) throw new AppException('NOT_FOUND');
    return this.view(path.id, row);
  }

  async remove(path: SectionPath, caller: Caller): Promise<Section> {
    const { section } = await this.findSection(path, caller);
    const result = await this.view(path.id, section);
    if (!(await this.sections.delete(path.menuId, path.sectionId))) throw new AppException('NOT_FOUND');
    return result;
  }

  async reorder(path: MenuPath, caller: Caller, ids: string[], version: number): Promise<SectionList> {
    await this.findMenu(path, caller);
    if ((await this.sections.reorder(path.menuId, ids, version)) === 'STALE') throw new AppException('STALE_EDIT');
    return this.listOfMenu(path);
  }

  async setBanner(path: SectionPath, caller: Caller, upload: ImageUpload | null): Promise<Section> {
    await this.findSection(path, caller);
    const banner = upload && (await this.codec.banner(await upload()));
    const row = await this.sections.setBanner(path.menuId, path.sectionId, banner);
    if (!row) throw new AppException('NOT_FOUND');
    return this.view(path.id, row);
  }

  /** Adds one of the restaurant's products (another restaurant's is NOT_FOUND; twice in a section is ERROR). */
  async addItem(path: SectionPath, caller: Caller, productId: string, prices: SectionItemPatch): Promise<SectionItem> {
    await this.findSection(path, caller);
    const [product] = await this.products.findMany(path.id, [productId.toLowerCase()]);
    if (!product) throw new AppException('NOT_FOUND');
    const row = await this.sections.addItem(path.sectionId, product.id, itemPrices(prices, product));
    if (row === 'DUPLICATE') throw new AppException('ERROR');
    return toSectionItem(row, toProduct(product, this.clock.now()));
  }

  private async itemView(restaurantId: string, row: SectionItemRow | null): Promise<SectionItem> {
    const [product] = row ? await this.products.findMany(restaurantId, [row.productId]) : [];
    if (!row || !product) throw new AppException('NOT_FOUND');
    return toSectionItem(row, toProduct(product, this.clock.now()));
  }

  async setItemPrices(path: ItemPath, caller: Caller, prices: SectionItemPatch): Promise<SectionItem> {
    await this.findSection(path, caller);
    const item = await this.sections.findItem(path.sectionId, path.itemId);
    const [product] = item ? await this.products.findMany(path.id, [item.productId]) : [];
    if (!item || !product) throw new AppException('NOT_FOUND');
    const row = await this.sections.setItemPrices(path.sectionId, path.itemId, itemPrices(prices, product));
    return this.itemView(path.id, row);
  }

  async removeItem(path: ItemPath, caller: Caller): Promise<SectionItem> {
    await this.findSection(path, caller);
    const item = await this.itemView(path.id, await this.sections.findItem(path.sectionId, path.itemId));
    if (!(await this.sections.deleteItem(path.sectionId, path.itemId))) throw new AppException('NOT_FOUND');
    return item;
  }

  async reorderItems(path: SectionPath, caller: Caller, ids: string[], version: number): Promise<Section> {
    await this.findSection(path, caller);
    if ((await this.sections.reorderItems(path.sectionId, ids, version)) === 'STALE') {
      throw new AppException('STALE_EDIT');
    }
    const section = await this.sections.find(path.menuId, path.sectionId);
    if (!section) throw new AppException('NOT_FOUND');
    return this.view(path.id, section);
  }
}
