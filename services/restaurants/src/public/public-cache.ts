import { Injectable } from '@nestjs/common';
import type { MenuAvailability, PublicMenuPage, PublicRestaurant, PublicRestaurantList } from '@carta/contracts';
import { ClockRepository } from '@carta/nest-core';
import { render, type Rendered } from './http-cache';
import { InvalidationBus } from './invalidation-bus';
import { availabilitiesAt, toPublicMenu, toPublicRestaurant } from './public.mapper';
import type { PublicSnapshot } from './public.row';
import { PublicRepository } from './public.repository';

/**
 * A safety net only: edits invalidate at once; this bounds staleness after changes made outside the API (the demo
 * reset, a missed Redis message), at the cost of one query per restaurant per period.
 */
export const MAX_AGE_MS = 60_000;
/** Restaurants kept; the least recently loaded goes first. */
const MAX_ENTRIES = 500;
const MINUTE_MS = 60_000;

/** The bodies of one restaurant at one availability: menus' states change only on the minute. */
interface View {
  minute: number;
  /** The availabilities it was rendered with, serialised: a new minute with the same states keeps the bodies. */
  key: string;
  restaurant: PublicRestaurant;
  availabilities: MenuAvailability[];
  /** Rendered on first use, like each menu page. */
  list: Promise<Rendered> | null;
  menus: Map<string, Promise<Rendered>>;
}

interface Entry {
  loadedAt: number;
  snapshot: PublicSnapshot;
  /** The snapshot serialised: a reload that finds the same data keeps the rendered bodies. */
  fingerprint: string;
  view: View | null;
}

/**
 * What guests read, per restaurant, serialised and compressed once. An owner's edit invalidates the restaurant here
 * and, through the bus, on every replica; a load that raced with an edit is never stored (generations).
 */
@Injectable()
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<Entry | null>>();
  /** Bumped by each invalidation of a restaurant: a load started under an older generation is stale. */
  private readonly generations = new Map<string, number>();
  /** Accepted subdomain → restaurant id, checked against the entry on every use. */
  private readonly subDomains = new Map<string, string>();
  private empty: Promise<Rendered> | null = null;

  constructor(
    private readonly repository: PublicRepository,
    private readonly clock: ClockRepository,
    private readonly bus: InvalidationBus,
  ) {
    bus.listen({ invalidate: (id) => this.drop(id), reset: () => this.dropAll() });
  }

  /** An owner changed the restaurant (or its menus, sections, products, images): here and on every replica. */
  invalidate(restaurantId: string): void {
    this.drop(restaurantId);
    this.bus.publish(restaurantId);
  }

  /** `{docs: [restaurant]}`, or null when there is no such restaurant. */
  async restaurantList(restaurantId: string): Promise<Rendered | null> {
    const entry = await this.entry(restaurantId);
    return entry && this.list(entry);
  }

  /** The whole menu page, or null when the restaurant or this enabled menu of it does not exist. */
  async menuPage(restaurantId: string, menuId: string): Promise<Rendered | null> {
    const entry = await this.entry(restaurantId);
    if (!entry) return null;
    const view = this.view(entry);
    const known = view.menus.get(menuId);
    if (known) return known;
    const menu = toPublicMenu(entry.snapshot, view.availabilities, menuId);
    // Unknown menu ids are not remembered: anyone could fill the map with them.
    if (!menu) return null;
    const page: PublicMenuPage = { restaurant: view.restaurant, menu };
    const rendered = this.rendering(entry, view, page);
    view.menus.set(menuId, rendered);
    return rendered;
  }

  /** `{docs}` of the restaurants whose accepted subdomain is `subDomain` (lower-case). */
  async bySubDomain(subDomain: string): Promise<Rendered> {
    const known = this.subDomains.get(subDomain);
    if (known) {
      const entry = await this.entry(known);
      if (entry?.snapshot.restaurant.acceptedSubDomain === subDomain) return this.list(entry);
      this.subDomains.delete(subDomain);
    }
    const ids = await this.repository.idsBySubDomain(subDomain);
    if (ids.length === 1) {
      if (this.subDomains.size >= MAX_ENTRIES) this.subDomains.clear();
      this.subDomains.set(subDomain, ids[0]);
      const entry = await this.entry(ids[0]);
      if (entry) return this.list(entry);
    }
    if (ids.length <= 1) return this.emptyList();
    // The unique index allows one; should that ever change, answer every match (the shell sends guests away).
    const entries = await Promise.all(ids.map((id) => this.entry(id)));
    return render(listOf(entries.flatMap((entry) => (entry ? [this.view(entry).restaurant] : []))));
  }

  /** `{docs: [], totalDocs: 0}`: no restaurant has that id or subdomain. */
  emptyList(): Promise<Rendered> {
    return (this.empty ??= render(listOf([])));
  }

  private drop(restaurantId: string): void {
    this.generations.set(restaurantId, (this.generations.get(restaurantId) ?? 0) + 1);
    this.entries.delete(restaurantId);
    this.loading.delete(restaurantId);
    for (const [subDomain, id] of this.subDomains) if (id === restaurantId) this.subDomains.delete(subDomain);
  }

  private dropAll(): void {
    for (const id of new Set([...this.entries.keys(), ...this.loading.keys()])) this.drop(id);
    this.subDomains.clear();
  }

  private async entry(restaurantId: string): Promise<Entry | null> {
    const cached = this.entries.get(restaurantId);
    if (cached && Date.now() - cached.loadedAt < MAX_AGE_MS) return cached;
    let pending = this.loading.get(restaurantId);
    if (!pending) {
      pending = this.load(restaurantId, cached);
      this.loading.set(restaurantId, pending);
      const settled = pending;
      const forget = () => {
        if (this.loading.get(restaurantId) === settled) this.loading.delete(restaurantId);
      };
      settled.then(forget, forget);
    }
    return pending;
  }

  private async load(restaurantId: string, expired: Entry | undefined): Promise<Entry | null> {
    const generation = this.generations.get(restaurantId) ?? 0;
    const snapshot = await this.repository.snapshot(restaurantId);
    if (!snapshot) return null;
    const fingerprint = JSON.stringify(snapshot);
    const entry: Entry =
      expired?.fingerprint === fingerprint
        ? { ...expired, loadedAt: Date.now() }
        : { loadedAt: Date.now(), snapshot, fingerprint, view: null };
    // Invalidated while the query ran: the caller may use what it read, but it is not kept for the next guest.
    if ((this.generations.get(restaurantId) ?? 0) === generation) {
      this.entries.delete(restaurantId);
      this.entries.set(restaurantId, entry);
      const oldest = this.entries.keys().next();
      if (this.entries.size > MAX_ENTRIES && !oldest.done) this.entries.delete(oldest.value);
    }
    return entry;
  }

  private view(entry: Entry): View {
    const now = this.clock.now();
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    const current = entry.view;
    if (current?.minute === minute) return current;
    const availabilities = availabilitiesAt(entry.snapshot, now);
    const key = JSON.stringify(availabilities);
    if (current?.key === key) {
      current.minute = minute;
      return current;
    }
    const restaurant = toPublicRestaurant(entry.snapshot, availabilities);
    entry.view = { minute, key, restaurant, availabilities, list: null, menus: new Map() };
    return entry.view;
  }

  private list(entry: Entry): Promise<Rendered> {
    const view = this.view(entry);
    return (view.list ??= this.rendering(entry, view, listOf([view.restaurant])));
  }

  /** Renders once for every guest; a failure forgets the view so the next request tries again. */
  private rendering(entry: Entry, view: View, body: unknown): Promise<Rendered> {
    const rendered = render(body);
    rendered.catch(() => {
      if (entry.view === view) entry.view = null;
    });
    return rendered;
  }
}

function listOf(docs: PublicRestaurant[]): PublicRestaurantList {
  return { docs, totalDocs: docs.length };
}
