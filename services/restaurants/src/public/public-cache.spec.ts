import type { ClockRepository } from '@carta/nest-core';
import type { InvalidationBus, InvalidationListener } from './invalidation-bus';
import { PublicCache } from './public-cache';
import type { PublicSnapshot } from './public.row';
import type { PublicRepository } from './public.repository';

function snapshotNamed(name: string): PublicSnapshot {
  return {
    restaurant: {
      id: 'r1',
      name,
      address: '',
      postalCode: '',
      city: '',
      phone: '',
      web: '',
      languages: ['es'],
      currency: 'EUR',
      brandColor: '#272727',
      timeZone: 'Europe/Madrid',
      socialLinks: {},
      mapInfo: { lat: 0, lng: 0, enabled: false },
      acceptedSubDomain: null,
    },
    menus: [],
    sections: [],
    items: [],
  };
}

function setup() {
  let stored = snapshotNamed('Uno');
  const reads: Array<(value: PublicSnapshot) => void> = [];
  let manual = false;
  const repository = {
    snapshot: jest.fn(
      () =>
        new Promise<PublicSnapshot>((resolve) => {
          if (manual) reads.push(resolve);
          else resolve(stored);
        }),
    ),
    idsBySubDomain: jest.fn(async () => []),
  };
  let listener: InvalidationListener | undefined;
  const bus = { listen: (l: InvalidationListener) => (listener = l), publish: jest.fn() };
  const clock = { now: () => new Date('2026-03-02T12:00:00Z') };
  const cache = new PublicCache(
    repository as unknown as PublicRepository,
    clock as ClockRepository,
    bus as unknown as InvalidationBus,
  );
  const name = async () => {
    const rendered = await cache.restaurantList('r1');
    return JSON.parse(rendered!.bodies.identity.toString()).docs[0].name as string;
  };
  return {
    cache,
    repository,
    bus,
    name,
    remote: () => listener!,
    store: (next: string) => (stored = snapshotNamed(next)),
    holdReads: () => (manual = true),
    release: (read: number, value: string) => reads[read](snapshotNamed(value)),
  };
}

describe('PublicCache', () => {
  it('reads the database once, then serves from memory until invalidated', async () => {
    const t = setup();
    expect(await t.name()).toBe('Uno');
    t.store('Dos');
    expect(await t.name()).toBe('Uno');
    expect(t.repository.snapshot).toHaveBeenCalledTimes(1);
    t.cache.invalidate('r1');
    expect(t.bus.publish).toHaveBeenCalledWith('r1');
    expect(await t.name()).toBe('Dos');
  });

  it('forgets a restaurant when another replica says it changed, without echoing it', async () => {
    const t = setup();
    await t.name();
    t.store('Dos');
    t.remote().invalidate('r1');
    expect(await t.name()).toBe('Dos');
    expect(t.bus.publish).not.toHaveBeenCalled();
  });

  it('shares one read between concurrent requests', async () => {
    const t = setup();
    await Promise.all([t.name(), t.name(), t.name()]);
    expect(t.repository.snapshot).toHaveBeenCalledTimes(1);
  });

  it('never keeps a read that raced with an edit', async () => {
    const t = setup();
    t.holdReads();
    const before = t.name();
    // The owner saves while the first read is still running; the next guest must not join that read.
    t.cache.invalidate('r1');
    const after = t.name();
    // The newer read ends first; the older one, ending last, must not overwrite it.
    t.release(1, 'Dos');
    expect(await after).toBe('Dos');
    t.release(0, 'Uno');
    expect(await before).toBe('Uno');
    expect(await t.name()).toBe('Dos');
    expect(t.repository.snapshot).toHaveBeenCalledTimes(2);
  });
});
