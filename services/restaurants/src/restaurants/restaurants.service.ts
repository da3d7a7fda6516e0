import { cleanSpans } from '../common/date-spans';
import { Injectable } from '@nestjs/common';
import {
  DEFAULT_TIME_ZONE,
  type ContactMessage,
  type ListQuery,
  type Paged,
  type Restaurant,
  type RestaurantImage,
  type SubdomainHold,
  type TokenClaims,
  SUBDOMAIN_HOLD_DAYS,
  isSubdomainName,
} from '@carta/contracts';
import { AppException, ClockRepository, MailOutbox, planList } from '@carta/nest-core';
import { ImageCodec } from '../images/image-codec';
import type { ImageUpload } from '../images/upload';
import { RestaurantMailsService } from '../mail/restaurant-mails.service';
import type { SubdomainOutcome } from '../mail/templates';
import { mayAccess, type Access } from './access';
import { ContactMessagesRepository } from './contact-messages.repository';
import type { CreateRestaurantDto } from './dto/create-restaurant.dto';
import type { UpdateRestaurantDto } from './dto/update-restaurant.dto';
import { toRestaurant } from './restaurant.mapper';
import type { RestaurantChanges, RestaurantRow } from './restaurant.row';
import {
  RESTAURANT_SEARCH,
  RESTAURANT_SORT_COLUMNS,
  RestaurantsRepository,
  type HoldClock,
  type SubdomainRefusal,
} from './restaurants.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The answer to a refused subdomain change. */
const REFUSED: Record<SubdomainRefusal, () => AppException> = {
  IN_USE: () => new AppException('SUB_DOMAIN_ALREADY_IN_USE', { param: 'subDomain' }),
  HELD: () => new AppException('SUB_DOMAIN_HELD', { param: 'subDomain' }),
};

function changed<T extends object>(result: T | null | SubdomainRefusal): T {
  if (result === 'IN_USE' || result === 'HELD') throw REFUSED[result]();
  if (!result) throw new AppException('NOT_FOUND');
  return result;
}

/** An admin's decision: accepting needs no words, rejecting or withdrawing needs the reason the owner is sent. */
export type SubdomainDecision = { decision: 'accepted' } | { decision: 'rejected'; reason: string };

export type Caller = Pick<TokenClaims, 'sub' | 'role'>;

/** Keeps the fields that were sent; empty social links are dropped rather than stored. */
function changesOf(input: UpdateRestaurantDto): RestaurantChanges {
  const { mapInfo, socialLinks, closedDates, ...fields } = input;
  const changes: RestaurantChanges = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  if (mapInfo) changes.mapInfo = { lat: mapInfo.lat, lng: mapInfo.lng, enabled: mapInfo.enabled };
  if (closedDates) changes.closedDates = cleanSpans(closedDates, ({ from, to }) => ({ from, to }));
  if (socialLinks) changes.socialLinks = Object.fromEntries(Object.entries(socialLinks).filter(([, url]) => url));
  return changes;
}

@Injectable()
export class RestaurantsService {
  constructor(
    private readonly restaurants: RestaurantsRepository,
    private readonly messages: ContactMessagesRepository,
    private readonly mails: RestaurantMailsService,
    private readonly clock: ClockRepository,
    private readonly codec: ImageCodec,
    private readonly outbox: MailOutbox,
  ) {}

  /** Now, and when a subdomain released now stops being held. */
  private holdClock(): HoldClock {
    const now = this.clock.now();
    return { now, until: new Date(now.getTime() + SUBDOMAIN_HOLD_DAYS * DAY_MS) };
  }

  /**
   * The restaurant if the caller may read or change it. Another owner's restaurant is NOT_FOUND, like an
   * unknown one, so ids leak nothing.
   */
  async find(id: string, caller: Caller, access: Access): Promise<RestaurantRow> {
    const row = await this.restaurants.findById(id);
    if (!row || !mayAccess(row, caller, access)) throw new AppException('NOT_FOUND');
    return row;
  }

  /** Only the caller's own restaurants: the owner comes from the token, never from the request. */
  async listOwn(ownerId: string, query: ListQuery): Promise<Paged<Restaurant>> {
    const { rows, total } = await this.restaurants.pageOfOwner(
      ownerId,
      planList(query, RESTAURANT_SORT_COLUMNS, 'name', RESTAURANT_SEARCH),
    );
    return { docs: rows.map(toRestaurant), totalDocs: total };
  }

  async listAll(query: ListQuery, pendingOnly: boolean): Promise<Paged<Restaurant>> {
    const { rows, total } = await this.restaurants.pageAll(
      planList(query, RESTAURANT_SORT_COLUMNS, 'name', RESTAURANT_SEARCH),
      pendingOnly,
    );
    return { docs: rows.map(toRestaurant), totalDocs: total };
  }

  async get(id: string, caller: Caller): Promise<Restaurant> {
    return toRestaurant(await this.find(id, caller, 'read'));
  }

  async create(ownerId: string, input: CreateRestaurantDto): Promise<Restaurant> {
    const row = await this.restaurants.insert(ownerId, {
      ...changesOf(input),
      name: input.name,
      timeZone: input.timeZone ?? DEFAULT_TIME_ZONE,
    });
    return toRestaurant(row);
  }

  async update(id: string, caller: Caller, input: UpdateRestaurantDto): Promise<Restaurant> {
    await this.find(id, caller, 'write');
    const row = await this.restaurants.update(id, changesOf(input));
    if (!row) throw new AppException('NOT_FOUND');
    return toRestaurant(row);
  }

  /** Sets the logo or cover from an upload (read only once the caller may write), or removes it (null). */
  async setImage(id: string, caller: Caller, kind: RestaurantImage, upload: ImageUpload | null): Promise<Restaurant> {
    await this.find(id, caller, 'write');
    const image = upload && (await this.codec.restaurantImage(kind, await upload()));
    const row = await this.restaurants.setImage(id, kind, image);
    if (!row) throw new AppException('NOT_FOUND');
    return toRestaurant(row);
  }

  /** Removes the restaurant with everything under it, then the images nothing else uses. */
  async remove(id: string, caller: Caller): Promise<Restaurant> {
    await this.find(id, caller, 'write');
    const row = await this.restaurants.delete(id, this.holdClock().until);
    if (!row) throw new AppException('NOT_FOUND');
    return toRestaurant(row);
  }

  /** The owner asks for a subdomain; it waits (pending) for an admin. */
  async requestSubdomain(id: string, caller: Caller, subDomain: string): Promise<Restaurant> {
    await this.find(id, caller, 'write');
    return toRestaurant(changed(await this.restaurants.requestSubdomain(id, subDomain, this.holdClock())));
  }

  /**
   * An admin accepts or rejects the requested subdomain (rejecting an accepted one withdraws it); the owner is
   * mailed either way (in the background), with the admin's reason for a rejection or withdrawal, which the
   * restaurant keeps too (`subDomainReason`).
   */
  async decideSubdomain(id: string, input: SubdomainDecision): Promise<Restaurant> {
    const current = await this.restaurants.findById(id);
    if (!current) throw new AppException('NOT_FOUND');
    if (!current.subDomain) throw new AppException('SUB_DOMAIN');
    const outcome = (row: RestaurantRow): SubdomainOutcome =>
      input.decision === 'accepted'
        ? { kind: 'accepted' }
        : { kind: row.subDomainState === 'withdrawn' ? 'withdrawn' : 'rejected', reason: input.reason };
    const decision =
      input.decision === 'accepted'
        ? { state: 'accepted' as const }
        : { state: 'rejected' as const, reason: input.reason };
    const row = changed(
      await this.restaurants.decideSubdomain(id, decision, this.holdClock(), (db, decided) =>
        this.mails.subdomainDecided(db, decided, outcome(decided)),
      ),
    );
    return toRestaurant(row);
  }

  /** An admin releases a held subdomain before its grace period ends (another restaurant may then ask for it). */
  async releaseHold(subDomain: string): Promise<SubdomainHold> {
    const name = subDomain.toLowerCase();
    if (!isSubdomainName(name)) throw new AppException('SUB_DOMAIN', { param: 'subDomain' });
    const hold = await this.restaurants.releaseHold(name);
    if (!hold) throw new AppException('NOT_FOUND');
    return hold;
  }

  /** A message from the owner to the admins about this restaurant: stored, then mailed to them in the background. */
  async contact(id: string, caller: Caller, input: { name: string; message: string }): Promise<ContactMessage> {
    const restaurant = await this.find(id, caller, 'write');
    const row = await this.outbox.withMails(
      (db) => this.messages.insert(db, id, caller.sub, input),
      (stored, db) => this.mails.contactReceived(db, restaurant, stored),
    );
    return {
      _id: row.id,
      restaurantId: row.restaurantId,
      name: row.name,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    };
  }
}
