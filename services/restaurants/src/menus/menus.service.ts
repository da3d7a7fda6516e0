import { Injectable } from '@nestjs/common';
import { copyName, type Menu, type MenuDetail, type MenuList } from '@carta/contracts';
import { ImageCodec } from '../images/image-codec';
import { cleanSpans } from '../common/date-spans';
import { cleanTranslated, translationProblem } from '../common/translations';
import type { Access } from '../restaurants/access';
import type { RestaurantRow } from '../restaurants/restaurant.row';
import { RestaurantsService, type Caller } from '../restaurants/restaurants.service';
import { SectionsService } from '../sections/sections.service';
import type { CreateMenuDto } from './dto/create-menu.dto';
import type { UpdateMenuDto } from './dto/update-menu.dto';
import { toMenu } from './menu.mapper';
import { priceProblem, scheduleOf, scheduleProblem } from './menu-rules';
import type { MenuChanges, MenuRow } from './menu.row';
import { MenusRepository } from './menus.repository';
import { AppException, ClockRepository } from '@carta/nest-core';
import type { ImageUpload } from '../images/upload';

/** The fields a DTO sets, as columns; a menu without a fixed price keeps no price. */
function changesOf(input: UpdateMenuDto): MenuChanges {
  const changes: MenuChanges = {
    name: input.name && cleanTranslated(input.name),
    enabled: input.enabled,
    fixedPrice: input.fixedPrice,
    priceCents: input.price,
    showItemPrices: input.showItemPrices,
    unlimitedTime: input.unlimitedTime,
    timeRanges: input.timeRanges?.map(({ start, end }) => ({ start, end })),
    days: input.days,
    exceptions: input.exceptions && cleanSpans(input.exceptions, ({ kind, from, to }) => ({ kind, from, to })),
  };
  if (input.dateRange !== undefined) {
    changes.dateFrom = input.dateRange?.from ?? null;
    changes.dateTo = input.dateRange?.to ?? null;
  }
  return changes;
}

/** Every rule of a menu, on the menu as it will be stored. */
function check(menu: MenuChanges, languages: RestaurantRow['languages']): void {
  const problem =
    translationProblem(menu.name ?? {}, languages, true) ??
    priceProblem(menu.fixedPrice ?? false, menu.priceCents ?? null);
  if (problem) throw new AppException(problem);
  const schedule = scheduleProblem(scheduleOf(menu));
  if (schedule) throw new AppException(schedule.code, { param: schedule.param });
}

@Injectable()
export class MenusService {
  constructor(
    private readonly restaurants: RestaurantsService,
    private readonly menus: MenusRepository,
    private readonly sections: SectionsService,
    private readonly codec: ImageCodec,
    private readonly clock: ClockRepository,
  ) {}

  /** The restaurant and its menu if the caller may read or change them; anything else is NOT_FOUND. */
  async find(
    restaurantId: string,
    menuId: string,
    caller: Caller,
    access: Access,
  ): Promise<{ restaurant: RestaurantRow; menu: MenuRow }> {
    const restaurant = await this.restaurants.find(restaurantId, caller, access);
    const menu = await this.menus.find(restaurantId, menuId);
    if (!menu) throw new AppException('NOT_FOUND');
    return { restaurant, menu };
  }

  private view(menu: MenuRow, restaurant: RestaurantRow): Menu {
    return toMenu(menu, this.clock.now(), restaurant.timeZone, restaurant.closedDates ?? []);
  }

  async list(restaurantId: string, caller: Caller): Promise<MenuList> {
    const restaurant = await this.restaurants.find(restaurantId, caller, 'read');
    const { rows, version } = await this.menus.list(restaurantId);
    return { docs: rows.map((row) => this.view(row, restaurant)), totalDocs: rows.length, version };
  }

  async get(restaurantId: string, menuId: string, caller: Caller): Promise<MenuDetail> {
    const { restaurant, menu } = await this.find(restaurantId, menuId, caller, 'read');
    const sections = await this.sections.listOfMenu({ id: restaurantId, menuId });
    return { ...this.view(menu, restaurant), sections: sections.docs };
  }

  async create(restaurantId: string, caller: Caller, input: CreateMenuDto): Promise<Menu> {
    const restaurant = await this.restaurants.find(restaurantId, caller, 'write');
    const changes: MenuChanges = {
      enabled: true,
      fixedPrice: false,
      showItemPrices: false,
      unlimitedTime: false,
      timeRanges: [],
      days: [],
      dateFrom: null,
      dateTo: null,
      exceptions: [],
      ...Object.fromEntries(Object.entries(changesOf(input)).filter(([, value]) => value !== undefined)),
    };
    if (!changes.fixedPrice) changes.priceCents = null;
    check(changes, restaurant.languages);
    return this.view(await this.menus.insert(restaurantId, changes), restaurant);
  }

  async update(restaurantId: string, menuId: string, caller: Caller, input: UpdateMenuDto): Promise<Menu> {
    const { restaurant, menu } = await this.find(restaurantId, menuId, caller, 'write');
    const changes = changesOf(input);
    const merged: MenuChanges = { ...menu };
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) Object.assign(merged, { [key]: value });
    }
    if (!merged.fixedPrice) changes.priceCents = merged.priceCents = null;
    check(merged, restaurant.languages);
    const row = await this.menus.update(restaurantId, menuId, changes);
    if (!row) throw new AppException('NOT_FOUND');
    return this.view(row, restaurant);
  }

  async remove(restaurantId: string, menuId: string, caller: Caller): Promise<Menu> {
    const { restaurant } = await this.find(restaurantId, menuId, caller, 'write');
    const row = await this.menus.delete(restaurantId, menuId);
    if (!row) throw new AppException('NOT_FOUND');
    return this.view(row, restaurant);
  }

  /** A copy in the same restaurant, named "… (copia)": its items keep pointing at the restaurant's own products. */
  async duplicate(restaurantId: string, menuId: string, caller: Caller): Promise<Menu> {
    const { restaurant, menu } = await this.find(restaurantId, menuId, caller, 'write');
    const row = await this.menus.duplicate(restaurantId, menuId, copyName(menu.name));
    if (!row) throw new AppException('NOT_FOUND');
    return this.view(row, restaurant);
  }

  /**
   * Copies the menu into one of the caller's own restaurants (write access to both, or 404), named "… (copia)". Into
   * its own restaurant it is a duplicate: no product is copied.
   */
  async copy(restaurantId: string, menuId: string, caller: Caller, targetId: string): Promise<Menu> {
    if (targetId.toLowerCase() === restaurantId.toLowerCase()) return this.duplicate(restaurantId, menuId, caller);
    const { menu } = await this.find(restaurantId, menuId, caller, 'write');
    const target = await this.restaurants.find(targetId, caller, 'write');
    const row = await this.menus.copyToRestaurant(restaurantId, menuId, targetId, copyName(menu.name));
    if (!row) throw new AppException('NOT_FOUND');
    return this.view(row, target);
  }

  async reorder(restaurantId: string, caller: Caller, ids: string[], version: number): Promise<MenuList> {
    await this.restaurants.find(restaurantId, caller, 'write');
    if ((await this.menus.reorder(restaurantId, ids, version)) === 'STALE') throw new AppException('STALE_EDIT');
    return this.list(restaurantId, caller);
  }

  async setBanner(restaurantId: string, menuId: string, caller: Caller, upload: ImageUpload | null): Promise<Menu> {
    const { restaurant } = await this.find(restaurantId, menuId, caller, 'write');
    const banner = upload && (await this.codec.banner(await upload()));
    const row = await this.menus.setBanner(restaurantId, menuId, banner);
    if (!row) throw new AppException('NOT_FOUND');
    return this.view(row, restaurant);
  }
}
