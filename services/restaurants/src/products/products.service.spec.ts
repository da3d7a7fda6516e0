import {
  ADMIN,
  FAKE_CODEC,
  FakeProducts,
  OWNER,
  restaurantRow,
  restaurantsOver,
  STRANGER,
  SYSTEM_CLOCK,
} from '../../test/fakes';
import type { ProductsRepository } from './products.repository';
import { planProducts, ProductsService } from './products.service';

function setup() {
  const { db, restaurants } = restaurantsOver(restaurantRow(), restaurantRow({ id: 'r2', ownerId: STRANGER.sub }));
  const products = new FakeProducts(db);
  const service = new ProductsService(restaurants, products as unknown as ProductsRepository, FAKE_CODEC, SYSTEM_CLOCK);
  return { service, products, db };
}

describe('ProductsService', () => {
  it('creates with clean texts and defaults: no description, no allergens, enabled', async () => {
    const { service } = setup();
    await expect(service.create('r1', OWNER, { name: { es: ' Pan ', gb: '  ' }, price: 150 })).resolves.toMatchObject({
      name: { es: 'Pan' },
      description: {},
      price: 150,
      allergens: [],
      enabled: true,
    });
  });

  it("needs a name in the restaurant's first language and no language it does not use", async () => {
    const { service, db } = setup();
    await expect(service.create('r1', OWNER, { name: { gb: 'Bread' }, price: 1 })).rejects.toMatchObject({
      code: 'IS_EMPTY',
    });
    await expect(
      service.create('r1', OWNER, { name: { es: 'Pan' }, description: { fr: 'Pain' }, price: 1 }),
    ).rejects.toMatchObject({ code: 'ERROR' });
    expect(db.products).toEqual([]);
  });

  it('checks an edit against the product as it will be stored', async () => {
    const { service } = setup();
    const bread = await service.create('r1', OWNER, { name: { es: 'Pan', gb: 'Bread' }, price: 150 });
    await expect(service.update('r1', bread._id, OWNER, { name: { gb: 'Only bread' } })).rejects.toMatchObject({
      code: 'IS_EMPTY',
    });
    await expect(service.update('r1', bread._id, OWNER, { price: 200, enabled: false })).resolves.toMatchObject({
      name: { es: 'Pan', gb: 'Bread' },
      price: 200,
      enabled: false,
    });
  });

  it("another owner's restaurant or product is NOT_FOUND; an admin reads but never writes", async () => {
    const { service } = setup();
    const bread = await service.create('r1', OWNER, { name: { es: 'Pan' }, price: 150 });
    await expect(service.get('r1', bread._id, STRANGER)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.get('r2', bread._id, STRANGER)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.get('r1', bread._id, ADMIN)).resolves.toMatchObject({ _id: bread._id });
    await expect(service.remove('r1', bread._id, ADMIN)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.create('r1', ADMIN, { name: { es: 'X' }, price: 1 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(service.remove('r1', bread._id, OWNER)).resolves.toMatchObject({ _id: bread._id });
    await expect(service.remove('r1', bread._id, OWNER)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists a page with its total, planned from the query', async () => {
    const { service, products } = setup();
    for (const es of ['Pan', 'Vino', 'Queso']) await service.create('r1', OWNER, { name: { es }, price: 1 });
    const page = await service.list('r1', ADMIN, { page: 2, limit: 2, filter: 'a' });
    expect(page).toMatchObject({ totalDocs: 3, docs: [{ name: { es: 'Queso' } }] });
    expect(products.plans[0]).toMatchObject({ offset: 2, limit: 2, pattern: '%a%' });
  });

  it('an image is set and removed on an existing product only', async () => {
    const { service } = setup();
    const bread = await service.create('r1', OWNER, { name: { es: 'Pan' }, price: 150 });
    await expect(service.setImage('r1', bread._id, OWNER, async () => Buffer.from('png'))).resolves.toMatchObject({
      image: expect.objectContaining({ thumb: expect.stringContaining('thumb') }),
    });
    await expect(service.removeImage('r1', bread._id, OWNER)).resolves.toMatchObject({ image: null });
    await expect(service.removeImage('r1', 'nope', OWNER)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('planProducts', () => {
  it('sorts by name by default and searches both texts when no fields are given', () => {
    const plan = planProducts({ filter: 'Pan' });
    expect(plan).toMatchObject({ orderBy: 'lower(p.name ->> r.languages[1])', direction: 'ASC', limit: 10, offset: 0 });
    expect(plan).toMatchObject({
      searchColumns: ['restaurants_search_text(p.name_search)', 'restaurants_search_text(p.description_search)'],
      pattern: '%Pan%',
      fold: 'restaurants_search_text',
    });
  });

  it('keeps sort and search fields apart', () => {
    expect(planProducts({ sort: 'price', order: -1, page: 2, limit: 5 })).toMatchObject({
      orderBy: 'p.price_cents',
      direction: 'DESC',
      offset: 5,
    });
    expect(() => planProducts({ sort: 'description' })).toThrow(expect.objectContaining({ code: 'ERROR_WITH_FILTER' }));
    expect(() => planProducts({ filter: 'x', fields: 'price' })).toThrow(
      expect.objectContaining({ code: 'ERROR_WITH_FILTER' }),
    );
  });

  it('keeps the ids of sizes the product has, gives new ones to the others, and checks each size name', async () => {
    const { service } = setup();
    const tapa = { name: { es: 'Tapa' }, price: 350 };
    const tortilla = await service.create('r1', OWNER, { name: { es: 'Tortilla' }, price: 350, sizes: [tapa] });
    const [kept] = tortilla.sizes;
    expect(kept).toMatchObject({ name: { es: 'Tapa' }, price: 350 });
    const edited = await service.update('r1', tortilla._id, OWNER, {
      sizes: [
        { name: { es: 'Ración' }, price: 1200 },
        { ...tapa, _id: kept._id.toUpperCase() },
      ],
    });
    expect(edited.sizes.map((size) => size.price)).toEqual([1200, 350]);
    expect(edited.sizes[1]._id).toBe(kept._id);
    expect(edited.sizes[0]._id).not.toBe(kept._id);
    await expect(
      service.update('r1', tortilla._id, OWNER, { sizes: [tapa, { name: { gb: 'Large' }, price: 1 }] }),
    ).rejects.toMatchObject({ code: 'IS_EMPTY', details: { param: 'sizes.1.name' } });
  });
});

describe('ProductsService: allergens and sold out', () => {
  it('refuses an allergen both contained and a trace, naming traces', async () => {
    const { service, db } = setup();
    await expect(
      service.create('r1', OWNER, { name: { es: 'Pan' }, price: 1, allergens: ['gluten'], traces: ['gluten'] }),
    ).rejects.toMatchObject({ code: 'ALLERGEN_TRACES_OVERLAP', details: { param: 'traces' } });
    expect(db.products).toEqual([]);
  });

  it('an edit of the lists without confirming them leaves them unconfirmed', async () => {
    const { service } = setup();
    const bread = await service.create('r1', OWNER, {
      ...{ name: { es: 'Pan' }, price: 1, allergens: ['gluten'], allergensConfirmed: true },
    });
    await expect(service.update('r1', bread._id, OWNER, { allergens: ['gluten'] })).resolves.toMatchObject({
      allergensConfirmed: true,
    });
    await expect(service.update('r1', bread._id, OWNER, { traces: ['sesameGrains'] })).resolves.toMatchObject({
      allergensConfirmed: false,
    });
  });

  it("ends a sold-out day at midnight in the restaurant's time zone", async () => {
    const { db, restaurants } = restaurantsOver(restaurantRow({ timeZone: 'Asia/Tokyo' }));
    let now = new Date('2026-03-02T10:00:00Z');
    const clock = { now: () => now } as typeof SYSTEM_CLOCK;
    const service = new ProductsService(
      restaurants,
      new FakeProducts(db) as unknown as ProductsRepository,
      FAKE_CODEC,
      clock,
    );
    const bread = await service.create('r1', OWNER, { name: { es: 'Pan' }, price: 1 });
    await expect(service.setSoldOut('r1', bread._id, OWNER, { until: 'endOfDay' })).resolves.toMatchObject({
      soldOut: { until: '2026-03-02T15:00:00.000Z' },
    });
    now = new Date('2026-03-02T15:00:00Z');
    await expect(service.get('r1', bread._id, OWNER)).resolves.toMatchObject({ soldOut: null });
    await expect(service.setSoldOut('r1', bread._id, ADMIN, { until: 'endOfDay' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
