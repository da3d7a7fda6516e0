import { Injectable } from '@nestjs/common';
import type { Section, SectionItem, SectionList, Translated } from '@carta/contracts';
import { ImageCodec } from '../images/image-codec';
import { toProduct } from '../products/product.mapper';
import type { ItemPath, MenuPath, SectionPath } from '../common/route-paths';
import { cleanTranslated, translationProblem } from '../common/translations';
import { ProductsRepository } from '../products/products.repository';
import type { Access } from '../restaurants/access';
import type { RestaurantRow } from '../restaurants/restaurant.row';
import { RestaurantsService, type Caller } from '../restaurants/restaurants.service';
import { toSection, toSectionItem } from './section.mapper';
import type { SectionItemRow, SectionRow } from './section.row';
import { SectionsRepository } from './sections.repository';
import { AppException, ClockRepository } from '@carta/nest-core';
import type { ImageUpload } from '../images/upload';

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
    const restaurant = await this.restaurants.find(path.id, caller, access);
    if ((await this.sections.menuVersion(path.id, path.menuId)) === null) throw new AppException('NOT_FOUND');
    return restaurant;
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

  async create(path: MenuPath, caller: Caller, name: Translated): Promise<Section> {
    const restaurant = await this.findMenu(path, caller);
    const row = await this.sections.insert(path.menuId, this.checkName(name, restaurant));
    return this.view(path.id, row);
  }

  async rename(path: SectionPath, caller: Caller, name: Translated): Promise<Section> {
    const { restaurant } = await this.findSection(path, caller);
    const row = await this.sections.rename(path.menuId, path.sectionId, this.checkName(name, restaurant));
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
  async addItem(path: SectionPath, caller: Caller, productId: string, price: number | null): Promise<SectionItem> {
    await this.findSection(path, caller);
    const [product] = await this.products.findMany(path.id, [productId.toLowerCase()]);
    if (!product) throw new AppException('NOT_FOUND');
    const row = await this.sections.addItem(path.sectionId, product.id, price);
    if (row === 'DUPLICATE') throw new AppException('ERROR');
    return toSectionItem(row, toProduct(product, this.clock.now()));
  }

  private async itemView(restaurantId: string, row: SectionItemRow | null): Promise<SectionItem> {
    const [product] = row ? await this.products.findMany(restaurantId, [row.productId]) : [];
    if (!row || !product) throw new AppException('NOT_FOUND');
    return toSectionItem(row, toProduct(product, this.clock.now()));
  }

  async setItemPrice(path: ItemPath, caller: Caller, price: number | null): Promise<SectionItem> {
    await this.findSection(path, caller);
    return this.itemView(path.id, await this.sections.setItemPrice(path.sectionId, path.itemId, price));
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
