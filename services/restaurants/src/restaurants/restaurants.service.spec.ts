import type { SubdomainState } from '@carta/contracts';
import type { RestaurantMailsService } from '../mail/restaurant-mails.service';
import { mayAccess } from './access';
import type { ContactMessagesRepository } from './contact-messages.repository';
import type { RestaurantChanges, RestaurantRow } from './restaurant.row';
import type { RestaurantsRepository } from './restaurants.repository';
import { RestaurantsService } from './restaurants.service';

const OWNER = { sub: 'owner', role: 'user' as const };
const STRANGER = { sub: 'stranger', role: 'user' as const };
const ADMIN = { sub: 'admin', role: 'admin' as const };

function row(overrides: Partial<RestaurantRow> = {}): RestaurantRow {
  return {
    id: 'r1',
    ownerId: OWNER.sub,
    name: 'Casa',
    address: '',
    postalCode: '',
    city: '',
    uuid: '',
    phone: '',
    web: '',
    email: '',
    languages: ['es'],
    currency: 'EUR',
    brandColor: '#272727',
    timeZone: 'Europe/Madrid',
    socialLinks: {},
    mapInfo: { lat: 0, lng: 0, enabled: false },
    subDomain: '',
    subDomainState: 'none',
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
}

/** In-memory restaurants with the repository's contract (the unique subdomain rule included). */
class FakeRestaurants {
  rows = new Map<string, RestaurantRow>();
  async findById(id: string) {
    return this.rows.get(id) ?? null;
  }
  async update(id: string, changes: RestaurantChanges) {
    const current = this.rows.get(id);
    if (!current) return null;
    const next = { ...current, ...changes };
    this.rows.set(id, next);
    return next;
  }
  async delete(id: string) {
    const current = this.rows.get(id) ?? null;
    this.rows.delete(id);
    return current;
  }
  private holds(id: string, subDomain: string, state: SubdomainState) {
    return (
      [...this.rows.values()].some(
        (r) => r.id !== id && r.subDomain === subDomain && ['pending', 'accepted'].includes(r.subDomainState),
      ) && ['pending', 'accepted'].includes(state)
    );
  }
  async requestSubdomain(id: string, subDomain: string) {
    if (this.holds(id, subDomain, 'pending')) return 'IN_USE' as const;
    return this.update(id, { subDomain, subDomainState: 'pending' } as RestaurantChanges);
  }
  async decideSubdomain(id: string, state: 'accepted' | 'rejected') {
    const current = this.rows.get(id);
    if (current && this.holds(id, current.subDomain, state)) return 'IN_USE' as const;
    return this.update(id, { subDomainState: state } as RestaurantChanges);
  }
}

function setup(rows: RestaurantRow[]) {
  const restaurants = new FakeRestaurants();
  for (const r of rows) restaurants.rows.set(r.id, r);
  const mailed: string[] = [];
  const mails = {
    subdomainDecided: async (r: RestaurantRow, decision: string) => void mailed.push(`${r.id} ${decision}`),
  } as unknown as RestaurantMailsService;
  const service = new RestaurantsService(
    restaurants as unknown as RestaurantsRepository,
    {} as ContactMessagesRepository,
    mails,
  );
  return { service, restaurants, mailed };
}

describe('mayAccess', () => {
  it('lets the owner read and write, an admin only read, anyone else nothing', () => {
    const restaurant = { ownerId: OWNER.sub };
    expect(mayAccess(restaurant, OWNER, 'read')).toBe(true);
    expect(mayAccess(restaurant, OWNER, 'write')).toBe(true);
    expect(mayAccess(restaurant, ADMIN, 'read')).toBe(true);
    expect(mayAccess(restaurant, ADMIN, 'write')).toBe(false);
    expect(mayAccess(restaurant, STRANGER, 'read')).toBe(false);
    expect(mayAccess(restaurant, STRANGER, 'write')).toBe(false);
  });
});

describe('RestaurantsService', () => {
  it("hides another owner's restaurant as NOT_FOUND, exactly like an unknown one", async () => {
    const { service } = setup([row()]);
    await expect(service.get('r1', STRANGER)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    await expect(service.get('nope', OWNER)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    await expect(service.update('r1', ADMIN, { name: 'X' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.get('r1', ADMIN)).resolves.toMatchObject({ _id: 'r1' });
  });

  it('keeps only the sent fields and drops empty social links', async () => {
    const { service } = setup([row({ city: 'Madrid' })]);
    const updated = await service.update('r1', OWNER, {
      name: 'Nueva',
      socialLinks: { facebook: 'https://facebook.com/x', instagram: '' },
    });
    expect(updated).toMatchObject({
      name: 'Nueva',
      city: 'Madrid',
      socialLinks: { facebook: 'https://facebook.com/x' },
    });
    expect(updated.socialLinks).not.toHaveProperty('instagram');
  });

  it('a request holds the subdomain for one restaurant; accepting enables it and mails the owner', async () => {
    const { service, mailed } = setup([row(), row({ id: 'r2', ownerId: STRANGER.sub })]);
    await expect(service.requestSubdomain('r1', OWNER, 'casa')).resolves.toMatchObject({
      subDomainState: 'pending',
      subDomainEnabled: false,
    });
    await expect(service.requestSubdomain('r2', STRANGER, 'casa')).rejects.toMatchObject({
      code: 'SUB_DOMAIN_ALREADY_IN_USE',
      status: 422,
    });
    await expect(service.decideSubdomain('r1', 'accepted')).resolves.toMatchObject({
      subDomain: 'casa',
      subDomainState: 'accepted',
      subDomainEnabled: true,
    });
    expect(mailed).toEqual(['r1 accepted']);
  });

  it('cannot decide on a restaurant that asked for nothing, nor accept a subdomain held elsewhere', async () => {
    const { service, mailed } = setup([
      row({ subDomain: 'taken', subDomainState: 'rejected' }),
      row({ id: 'r2', subDomain: 'taken', subDomainState: 'accepted' }),
      row({ id: 'r3' }),
    ]);
    await expect(service.decideSubdomain('r3', 'accepted')).rejects.toMatchObject({ code: 'SUB_DOMAIN' });
    await expect(service.decideSubdomain('r1', 'accepted')).rejects.toMatchObject({
      code: 'SUB_DOMAIN_ALREADY_IN_USE',
    });
    await expect(service.decideSubdomain('r1', 'rejected')).resolves.toMatchObject({ subDomainState: 'rejected' });
    await expect(service.decideSubdomain('nope', 'accepted')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(mailed).toEqual(['r1 rejected']);
  });

  it('only the owner deletes a restaurant', async () => {
    const { service, restaurants } = setup([row()]);
    await expect(service.remove('r1', STRANGER)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(restaurants.rows.size).toBe(1);
    await service.remove('r1', OWNER);
    expect(restaurants.rows.size).toBe(0);
  });
});
