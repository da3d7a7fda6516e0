import { Injectable } from '@nestjs/common';
import type { PublicMenuPage, PublicRestaurant, PublicRestaurantList } from '@carta/contracts';
import { ClockRepository } from '@carta/nest-core';
import { availabilitiesAt, toPublicMenu, toPublicRestaurant } from './public.mapper';
import { PublicRepository } from './public.repository';

/**
 * What guests read, as it is now: read afresh on every call, since the gateway keeps the answers (one cache, in front
 * of every replica) and asks again only after an edit, a new minute (menus' availability) or its time to live.
 */
@Injectable()
export class PublicService {
  constructor(
    private readonly repository: PublicRepository,
    private readonly clock: ClockRepository,
  ) {}

  /** `{docs: [restaurant]}`, or an empty list when there is no such restaurant. */
  async restaurantList(restaurantId: string): Promise<PublicRestaurantList> {
    const restaurant = await this.restaurant(restaurantId);
    return listOf(restaurant ? [restaurant] : []);
  }

  /** The whole menu page, or null when the restaurant or this enabled menu of it does not exist. */
  async menuPage(restaurantId: string, menuId: string): Promise<PublicMenuPage | null> {
    const snapshot = await this.repository.snapshot(restaurantId, menuId);
    if (!snapshot) return null;
    const now = this.clock.now();
    const availabilities = availabilitiesAt(snapshot, now);
    const menu = toPublicMenu(snapshot, availabilities, menuId, now);
    return menu && { restaurant: toPublicRestaurant(snapshot, availabilities, now), menu };
  }

  /** `{docs}` of the restaurants whose accepted subdomain is `subDomain` (lower-case; the unique index allows one). */
  async bySubDomain(subDomain: string): Promise<PublicRestaurantList> {
    const ids = await this.repository.idsBySubDomain(subDomain);
    const restaurants = await Promise.all(ids.map((id) => this.restaurant(id)));
    return listOf(restaurants.filter((restaurant) => restaurant !== null));
  }

  /** The restaurant as guests would read it at `at` (the owner's preview); null when there is none. */
  async previewAt(restaurantId: string, at: Date): Promise<PublicRestaurant | null> {
    const snapshot = await this.repository.snapshot(restaurantId, null);
    return snapshot && toPublicRestaurant(snapshot, availabilitiesAt(snapshot, at), at);
  }

  private async restaurant(restaurantId: string): Promise<PublicRestaurant | null> {
    const snapshot = await this.repository.snapshot(restaurantId, null);
    const now = this.clock.now();
    return snapshot && toPublicRestaurant(snapshot, availabilitiesAt(snapshot, now), now);
  }
}

function listOf(docs: PublicRestaurant[]): PublicRestaurantList {
  return { docs, totalDocs: docs.length };
}
