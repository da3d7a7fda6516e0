import { ADMIN, OWNER, restaurantRow as row, restaurantsOver, STRANGER } from '../../test/fakes';
import { mayAccess } from './access';
import type { RestaurantRow } from './restaurant.row';

const ACCEPT = { decision: 'accepted' } as const;

function setup(rows: RestaurantRow[]) {
  const { db, restaurants: service, mailed } = restaurantsOver(...rows);
  return { service, restaurants: { rows: db.restaurants }, mailed };
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
    await expect(service.decideSubdomain('r1', ACCEPT)).resolves.toMatchObject({
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
    await expect(service.decideSubdomain('r3', ACCEPT)).rejects.toMatchObject({ code: 'SUB_DOMAIN' });
    await expect(service.decideSubdomain('r1', ACCEPT)).rejects.toMatchObject({
      code: 'SUB_DOMAIN_ALREADY_IN_USE',
    });
    await expect(
      service.decideSubdomain('r1', { decision: 'rejected', reason: 'Marca registrada' }),
    ).resolves.toMatchObject({ subDomainState: 'rejected', subDomainReason: 'Marca registrada' });
    await expect(service.decideSubdomain('nope', ACCEPT)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(mailed).toEqual(['r1 rejected Marca registrada']);
  });

  it('withdrawing an accepted subdomain tells the owner it was withdrawn, with the reason', async () => {
    const { service, mailed } = setup([row({ subDomain: 'casa', subDomainState: 'accepted' })]);
    await expect(
      service.decideSubdomain('r1', { decision: 'rejected', reason: 'Suplanta otra marca' }),
    ).resolves.toMatchObject({
      subDomainState: 'withdrawn',
      subDomainReason: 'Suplanta otra marca',
      subDomainEnabled: false,
    });
    expect(mailed).toEqual(['r1 withdrawn Suplanta otra marca']);
  });

  it('only the owner deletes a restaurant', async () => {
    const { service, restaurants } = setup([row()]);
    await expect(service.remove('r1', STRANGER)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(restaurants.rows.size).toBe(1);
    await service.remove('r1', OWNER);
    expect(restaurants.rows.size).toBe(0);
  });
});
