// In-memory repositories with the contracts of the real ones, for unit tests of the services' rules.
import { DEFAULT_MAP_INFO, type CourseRule, type SubdomainState, type Translated } from '@carta/contracts';
import type { ClockRepository, ListPlan, MailOutbox } from '@carta/nest-core';
import { isSameSet } from '../src/common/reorder';
import type { ImageCodec } from '../src/images/image-codec';
import type { RestaurantMailsService } from '../src/mail/restaurant-mails.service';
import type { SubdomainOutcome } from '../src/mail/templates';
import type { MenuChanges, MenuRow } from '../src/menus/menu.row';
import type { MenusRepository } from '../src/menus/menus.repository';
import type { ProductChanges, ProductRow, ProductSettings } from '../src/products/product.row';
import type { ProductsRepository } from '../src/products/products.repository';
import type { ContactMessagesRepository } from '../src/restaurants/contact-messages.repository';
import type { RestaurantChanges, RestaurantRow } from '../src/restaurants/restaurant.row';
import type { RestaurantsRepository } from '../src/restaurants/restaurants.repository';
import { RestaurantsService } from '../src/restaurants/restaurants.service';
import { SectionsService } from '../src/sections/sections.service';
import type { ItemPrices, SectionItemRow, SectionRow } from '../src/sections/section.row';
import type { SectionsRepository } from '../src/sections/sections.repository';
import { RESTAURANT } from './fixtures';

/** A fake must answer every public method of the repository it stands for. */
type Fake<T> = Pick<T, keyof T>;

export const OWNER = { sub: 'owner', role: 'user' as const };
export const STRANGER = { sub: 'stranger', role: 'user' as const };
export const ADMIN = { sub: 'admin', role: 'admin' as const };
const CREATED = new Date('2026-01-01T00:00:00Z');

/** A stored restaurant: the integration tests' wizard input, owned by OWNER, no subdomain. */
export function restaurantRow(overrides: Partial<RestaurantRow> = {}): RestaurantRow {
  return {
    ...RESTAURANT,
    id: 'r1',
    ownerId: OWNER.sub,
    socialLinks: {},
    mapInfo: DEFAULT_MAP_INFO,
    closedDates: [],
    subDomain: '',
    subDomainState: 'none',
    subDomainReason: null,
    logo: null,
    cover: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** The tables, shared by the fakes as the real repositories share the database. */
export class MemoryDb {
  restaurants = new Map<string, RestaurantRow>();
  menusVersion = new Map<string, number>();
  products: ProductRow[] = [];
  menus: MenuRow[] = [];
  sections: SectionRow[] = [];
  items: SectionItemRow[] = [];
  private next = 1;

  id(prefix: string): string {
    return `${prefix}${this.next++}`;
  }
}

function update<T extends object>(row: T | null | undefined, changes: Partial<NoInfer<T>>): T | null {
  if (!row) return null;
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) Object.assign(row, { [key]: value });
  return row;
}

function remove<T>(rows: T[], row: T | null | undefined): T | null {
  if (!row) return null;
  rows.splice(rows.indexOf(row), 1);
  return row;
}

const byPosition = <T extends { position: number }>(rows: T[]) => [...rows].sort((a, b) => a.position - b.position);
const byId = <T extends { id: string }>(rows: T[], id: string) => rows.find((row) => row.id === id);

/** The reorder rule of the real repositories: the whole set, at the version read; the version then moves. */
function reorderChildren(children: { id: string; position: number }[], ids: readonly string[], current: number) {
  return (version: number, bump: () => void): 'OK' | 'STALE' => {
    if (
      version !== current ||
      !isSameSet(
        ids,
        children.map((child) => child.id),
      )
    )
      return 'STALE';
    for (const child of children) child.position = ids.indexOf(child.id) + 1;
    bump();
    return 'OK';
  };
}

export class FakeRestaurants implements Fake<RestaurantsRepository> {
  constructor(private readonly db: MemoryDb) {}

  private async pageOf(rows: RestaurantRow[], plan: ListPlan) {
    return { rows: rows.slice(plan.offset, plan.offset + plan.limit), total: rows.length };
  }
  pageOfOwner(ownerId: string, plan: ListPlan) {
    return this.pageOf(
      [...this.db.restaurants.values()].filter((r) => r.ownerId === ownerId),
      plan,
    );
  }
  pageAll(plan: ListPlan, pendingOnly: boolean) {
    const all = [...this.db.restaurants.values()];
    return this.pageOf(pendingOnly ? all.filter((r) => r.subDomainState === 'pending') : all, plan);
  }
  async findById(id: string) {
    return this.db.restaurants.get(id) ?? null;
  }
  async insert(ownerId: string, input: RestaurantChanges & { name: string }) {
    const row = restaurantRow({ ...input, id: this.db.id('r'), ownerId } as Partial<RestaurantRow>);
    this.db.restaurants.set(row.id, row);
    return row;
  }
  async update(id: string, changes: RestaurantChanges) {
    return update(this.db.restaurants.get(id), changes);
  }
  async delete(id: string) {
    const row = this.db.restaurants.get(id) ?? null;
    this.db.restaurants.delete(id);
    return row;
  }
  /** The unique index: one restaurant holds a subdomain while it is pending or accepted. */
  private holds(id: string, subDomain: string, state: SubdomainState) {
    const holding = (s: SubdomainState) => s === 'pending' || s === 'accepted';
    return (
      holding(state) &&
      [...this.db.restaurants.values()].some(
        (r) => r.id !== id && r.subDomain === subDomain && holding(r.subDomainState),
      )
    );
  }
  async requestSubdomain(id: string, subDomain: string) {
    if (this.holds(id, subDomain, 'pending')) return 'IN_USE' as const;
    return update(this.db.restaurants.get(id), { subDomain, subDomainState: 'pending', subDomainReason: null });
  }
  async releaseHold() {
    return null;
  }
  async setImage(id: string, kind: 'logo' | 'cover', image: { id: string } | null) {
    return update(this.db.restaurants.get(id), { [kind]: image?.id ?? null });
  }
  async decideSubdomain(
    id: string,
    decision: Parameters<RestaurantsRepository['decideSubdomain']>[1],
    _clock: unknown,
    mails: Parameters<RestaurantsRepository['decideSubdomain']>[3],
  ) {
    const current = this.db.restaurants.get(id);
    if (current && this.holds(id, current.subDomain, decision.state)) return 'IN_USE' as const;
    const live = current?.subDomainState === 'accepted' || current?.subDomainState === 'withdrawn';
    const row = update(current, {
      subDomainState: decision.state === 'rejected' && live ? 'withdrawn' : decision.state,
      subDomainReason: decision.state === 'rejected' ? decision.reason : null,
    });
    if (!row) return null;
    await mails(null as never, row);
    return row;
  }
}

export class FakeProducts implements Fake<ProductsRepository> {
  plans: ListPlan[] = [];
  constructor(private readonly db: MemoryDb) {}

  private of(restaurantId: string) {
    return this.db.products.filter((p) => p.restaurantId === restaurantId);
  }
  async page(restaurantId: string, plan: ListPlan, allergensConfirmed: boolean | null) {
    this.plans.push(plan);
    const rows = this.of(restaurantId).filter(
      (p) => allergensConfirmed === null || p.allergensConfirmed === allergensConfirmed,
    );
    return { rows: rows.slice(plan.offset, plan.offset + plan.limit), total: rows.length };
  }
  async find(restaurantId: string, productId: string) {
    return byId(this.of(restaurantId), productId) ?? null;
  }
  async findMany(restaurantId: string, ids: readonly string[]) {
    return this.of(restaurantId).filter((p) => ids.includes(p.id));
  }
  async insert(restaurantId: string, input: ProductSettings) {
    const row: ProductRow = {
      ...input,
      id: this.db.id('p'),
      restaurantId,
      ...{ imageThumb: null, imageFull: null, imageWidth: null, imageHeight: null },
      ...{ soldOutSince: null, soldOutUntil: null },
      createdAt: CREATED,
      updatedAt: CREATED,
    };
    this.db.products.push(row);
    return row;
  }
  async update(restaurantId: string, productId: string, changes: ProductChanges) {
    return update(byId(this.of(restaurantId), productId), changes);
  }
  async delete(restaurantId: string, productId: string) {
    return remove(this.db.products, byId(this.of(restaurantId), productId));
  }
  async countUnconfirmed(restaurantId: string) {
    return this.of(restaurantId).filter((p) => !p.allergensConfirmed).length;
  }
  async setSoldOut(restaurantId: string, productId: string, since: Date | null, until: Date | null) {
    return update(byId(this.of(restaurantId), productId), { soldOutSince: since, soldOutUntil: until });
  }
  async setImage(restaurantId: string, productId: string, image: Parameters<ProductsRepository['setImage']>[2]) {
    return update(byId(this.of(restaurantId), productId), {
      imageThumb: image?.thumb.id ?? null,
      imageFull: image?.full.id ?? null,
    });
  }
}

export class FakeMenus implements Fake<MenusRepository> {
  constructor(private readonly db: MemoryDb) {}

  private of(restaurantId: string) {
    return byPosition(this.db.menus.filter((m) => m.restaurantId === restaurantId));
  }
  private bump(restaurantId: string) {
    this.db.menusVersion.set(restaurantId, (this.db.menusVersion.get(restaurantId) ?? 0) + 1);
  }
  async list(restaurantId: string) {
    return { rows: this.of(restaurantId), version: this.db.menusVersion.get(restaurantId) ?? 0 };
  }
  async find(restaurantId: string, menuId: string) {
    return byId(this.of(restaurantId), menuId) ?? null;
  }
  async insert(restaurantId: string, changes: MenuChanges) {
    this.bump(restaurantId);
    const row = {
      ...changes,
      id: this.db.id('m'),
      restaurantId,
      banner: null,
      position: this.of(restaurantId).length + 1,
      version: 0,
      updatedAt: CREATED,
    } as MenuRow;
    this.db.menus.push(row);
    return row;
  }
  async update(restaurantId: string, menuId: string, changes: MenuChanges) {
    return update(byId(this.of(restaurantId), menuId), changes);
  }
  async delete(restaurantId: string, menuId: string) {
    const row = byId(this.of(restaurantId), menuId);
    if (row) this.bump(restaurantId);
    this.db.sections = this.db.sections.filter((s) => s.menuId !== menuId);
    return remove(this.db.menus, row);
  }
  async duplicate(restaurantId: string, menuId: string, name: Translated) {
    const source = byId(this.of(restaurantId), menuId);
    if (!source) return null;
    const copy = await this.insert(restaurantId, { ...source, name, enabled: false });
    for (const section of this.db.sections.filter((s) => s.menuId === menuId)) {
      this.db.sections.push({ ...section, id: this.db.id('s'), menuId: copy.id });
    }
    return copy;
  }
  /** Sections only: the SQL copy of items and products is what the integration tests check. */
  async copyToRestaurant(restaurantId: string, menuId: string, targetId: string, name: Translated) {
    const source = byId(this.of(restaurantId), menuId);
    return source ? this.insert(targetId, { ...source, name, enabled: false }) : null;
  }
  async reorder(restaurantId: string, ids: readonly string[], version: number) {
    const current = this.db.menusVersion.get(restaurantId) ?? 0;
    return reorderChildren(this.of(restaurantId), ids, current)(version, () => this.bump(restaurantId));
  }
  async setBanner(restaurantId: string, menuId: string, banner: { id: string } | null) {
    return update(byId(this.of(restaurantId), menuId), { banner: banner?.id ?? null });
  }
}

export class FakeSections implements Fake<SectionsRepository> {
  constructor(private readonly db: MemoryDb) {}

  private of(menuId: string) {
    return byPosition(this.db.sections.filter((s) => s.menuId === menuId));
  }
  async menuVersion(restaurantId: string, menuId: string) {
    return (await this.menu(restaurantId, menuId))?.version ?? null;
  }
  async menu(restaurantId: string, menuId: string) {
    const menu = byId(this.db.menus, menuId);
    return menu && menu.restaurantId === restaurantId ? { version: menu.version, fixedPrice: menu.fixedPrice } : null;
  }
  async listWithItems(menuId: string) {
    const sections = this.of(menuId);
    const ids = new Set(sections.map((s) => s.id));
    return { sections, items: byPosition(this.db.items.filter((i) => ids.has(i.sectionId))) };
  }
  async find(menuId: string, sectionId: string) {
    return byId(this.of(menuId), sectionId) ?? null;
  }
  async items(sectionId: string) {
    return byPosition(this.db.items.filter((i) => i.sectionId === sectionId));
  }
  async insert(menuId: string, name: Translated, course: CourseRule | null) {
    const menu = byId(this.db.menus, menuId)!;
    menu.version++;
    const position = this.of(menuId).length + 1;
    const row = { id: this.db.id('s'), menuId, name, course, banner: null, position, version: 0 };
    this.db.sections.push(row);
    return row;
  }
  async edit(menuId: string, sectionId: string, name: Translated, course: CourseRule | null | undefined) {
    return update(byId(this.of(menuId), sectionId), course === undefined ? { name } : { name, course });
  }
  async delete(menuId: string, sectionId: string) {
    const row = byId(this.of(menuId), sectionId);
    if (row) byId(this.db.menus, menuId)!.version++;
    this.db.items = this.db.items.filter((i) => i.sectionId !== sectionId);
    return remove(this.db.sections, row);
  }
  async reorder(menuId: string, ids: readonly string[], version: number) {
    const menu = byId(this.db.menus, menuId)!;
    return reorderChildren(this.of(menuId), ids, menu.version)(version, () => menu.version++);
  }
  async setBanner(menuId: string, sectionId: string, banner: { id: string } | null) {
    return update(byId(this.of(menuId), sectionId), { banner: banner?.id ?? null });
  }
  /** The unique index: a product stands once in a section. */
  async addItem(sectionId: string, productId: string, prices: ItemPrices) {
    const items = await this.items(sectionId);
    if (items.some((i) => i.productId === productId)) return 'DUPLICATE' as const;
    byId(this.db.sections, sectionId)!.version++;
    const row: SectionItemRow = {
      id: this.db.id('i'),
      sectionId,
      productId,
      priceCents: prices.priceCents ?? null,
      supplementCents: prices.supplementCents ?? null,
      sizePrices: prices.sizePrices ?? [],
      position: items.length + 1,
    };
    this.db.items.push(row);
    return row;
  }
  async findItem(sectionId: string, itemId: string) {
    return this.db.items.find((i) => i.id === itemId && i.sectionId === sectionId) ?? null;
  }
  async setItemPrices(sectionId: string, itemId: string, prices: ItemPrices) {
    return update(await this.findItem(sectionId, itemId), prices);
  }
  async deleteItem(sectionId: string, itemId: string) {
    const row = await this.findItem(sectionId, itemId);
    if (row) byId(this.db.sections, sectionId)!.version++;
    return remove(this.db.items, row);
  }
  async reorderItems(sectionId: string, ids: readonly string[], version: number) {
    const section = byId(this.db.sections, sectionId)!;
    return reorderChildren(await this.items(sectionId), ids, section.version)(version, () => section.version++);
  }
}

export const SYSTEM_CLOCK = { now: () => new Date() } as ClockRepository;

/** The image codec without sharp: any upload "encodes" to fixed ids. */
export const FAKE_CODEC = {
  productImage: async () => ({
    thumb: { id: 'thumb', contentType: 'image/webp', content: Buffer.from(''), width: 160, height: 160 },
    full: { id: 'full', contentType: 'image/webp', content: Buffer.from(''), width: 1000, height: 1000 },
  }),
  banner: async () => ({ id: 'banner', contentType: 'image/webp', content: Buffer.from(''), width: 1000, height: 250 }),
} as unknown as ImageCodec;

/** A database holding `restaurants`, and the restaurants service over it (mails recorded in `mailed`). */
export function restaurantsOver(...restaurants: RestaurantRow[]) {
  const db = new MemoryDb();
  for (const row of restaurants) db.restaurants.set(row.id, row);
  const mailed: string[] = [];
  const mails = {
    subdomainDecided: async (_db: unknown, r: RestaurantRow, outcome: SubdomainOutcome) => {
      mailed.push([r.id, outcome.kind, outcome.kind === 'accepted' ? '' : outcome.reason].join(' ').trim());
      return [];
    },
  } as unknown as RestaurantMailsService;
  const restaurantsRepo = new FakeRestaurants(db);
  const service = new RestaurantsService(
    restaurantsRepo as unknown as RestaurantsRepository,
    {} as ContactMessagesRepository,
    mails,
    SYSTEM_CLOCK,
    {} as ImageCodec,
    {} as MailOutbox,
  );
  return { db, restaurants: service, mailed };
}

/** `restaurantsOver` plus products and the sections service over the same tables. */
export function sectionsOver(...restaurants: RestaurantRow[]) {
  const over = restaurantsOver(...restaurants);
  const products = new FakeProducts(over.db);
  const sections = new SectionsService(
    over.restaurants,
    new FakeSections(over.db) as unknown as SectionsRepository,
    products as unknown as ProductsRepository,
    FAKE_CODEC,
    SYSTEM_CLOCK,
  );
  return { ...over, products, sections };
}
