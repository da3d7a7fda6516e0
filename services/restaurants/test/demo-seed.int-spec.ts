import type { MenuDetail, MenuList, Paged, Product, Restaurant } from '@carta/contracts';
import { resetDemoData } from '@carta/nest-core';
import { startServiceForTest, type ServiceUnderTest } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { MIGRATIONS_DIR } from '../src/paths';
import { createRestaurant } from './fixtures';

/** What auth's migration is expected to provide (see the seed's header); created here only if it is missing. */
const AUTH_USER_DIRECTORY = `DO $$ BEGIN
  IF to_regclass('auth_user_directory') IS NULL THEN
    CREATE VIEW auth_user_directory AS SELECT id AS user_id, email FROM users;
  END IF;
END $$`;

describe('restaurants: demo data', () => {
  let svc: ServiceUnderTest;
  let token: string;

  const demoRestaurants = async () => {
    const res = await svc.request('/restaurants', { token });
    return (res.body as Paged<Restaurant>).docs.filter((r) => r.subDomain === 'demo');
  };

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'restaurants' });
    const { rows } = await svc.db.query<{ id: string; sid: string }>(
      `INSERT INTO sessions (user_id, created_at, expires_at)
       SELECT id, now(), now() + interval '1 day' FROM users WHERE email = 'user@user.com'
       RETURNING user_id AS id, id AS sid`,
    );
    token = await svc.signToken({ sub: rows[0].id, sid: rows[0].sid });
  });
  afterAll(() => svc.close());

  it('is seeded once auth publishes the demo user, even when this service started first', async () => {
    await svc.db.query(AUTH_USER_DIRECTORY);
    let demo: Restaurant[] = [];
    for (let waited = 0; waited < 4000 && !demo.length; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      demo = await demoRestaurants();
    }
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({
      name: 'Casa Demo',
      languages: ['es', 'gb'],
      currency: 'EUR',
      subDomain: 'demo',
      subDomainState: 'accepted',
      subDomainEnabled: true,
      mapInfo: { enabled: true },
    });
  });

  it('has products in es and en with prices, allergens and images that are served', async () => {
    const [demo] = await demoRestaurants();
    const res = await svc.request(`/restaurants/${demo._id}/products?limit=100&sort=price`, { token });
    const { docs } = res.body as Paged<Product>;
    expect(docs.length).toBeGreaterThanOrEqual(6);
    for (const product of docs) {
      expect(product.name.es && product.name.gb).toBeTruthy();
      expect(Number.isInteger(product.price)).toBe(true);
      expect(product.image).not.toBeNull();
    }
    expect(docs.some((p) => p.allergens.includes('gluten'))).toBe(true);
    // Curated (401): every allergen list confirmed, with traces, diets and a spicy dish to show.
    expect(docs.every((p) => p.allergensConfirmed)).toBe(true);
    expect(docs.some((p) => p.traces.length > 0 && p.diets.includes('vegan'))).toBe(true);
    expect(docs.some((p) => p.spiciness > 0)).toBe(true);
    const image = await fetch(`${svc.url}${docs[0].image!.full.replace(/^\/api/, '')}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('has menus: one available now, one later, one from a future date, a set lunch; with sections and items', async () => {
    const [demo] = await demoRestaurants();
    const res = await svc.request(`/restaurants/${demo._id}/menus`, { token });
    const { docs } = res.body as MenuList;
    expect(docs.map((m) => m.name.es)).toEqual(['La carta', 'Menú de noche', 'Menú de temporada', 'Menú del día']);
    expect(docs[0].availability).toEqual({ state: 'available' });
    expect(['available', 'notActive']).toContain(docs[1].availability.state);
    expect(docs[2].availability.state).toBe('availableFrom');
    const carta = (await svc.request(`/restaurants/${demo._id}/menus/${docs[0]._id}`, { token })).body as MenuDetail;
    expect(carta.sections.map((s) => s.items.length)).toEqual([5, 2, 2]);
    expect(carta.sections[1].items[0]).toMatchObject({ price: 1650, product: { price: 1850 } });
    expect(carta.sections[0].items[4].product).toMatchObject({
      name: { es: 'Tortilla de patatas' },
      sizes: [{ price: 350 }, { price: 700 }, { price: 1200 }],
    });
    const lunch = (await svc.request(`/restaurants/${demo._id}/menus/${docs[3]._id}`, { token })).body as MenuDetail;
    expect(lunch).toMatchObject({ fixedPrice: true, price: 1450 });
    expect(
      lunch.sections.map((s) => [s.name.es, s.course, s.items.map((i) => [i.product.name.es, i.supplement])]),
    ).toEqual([
      [
        'Primer plato',
        { kind: 'choose', count: 1 },
        [
          ['Sopa castellana', null],
          ['Ensalada mixta', null],
        ],
      ],
      [
        'Segundo plato',
        { kind: 'choose', count: 1 },
        [
          ['Merluza a la plancha', null],
          ['Entrecot de ternera', 200],
        ],
      ],
      [
        'Postre o café',
        { kind: 'included', count: 1 },
        [
          ['Tarta de queso', null],
          ['Café', null],
        ],
      ],
    ]);
  });

  it('DEMO_MODE puts it back as it was and removes what visitors added; seeding again adds nothing', async () => {
    const [demo] = await demoRestaurants();
    await svc.request(`/restaurants/${demo._id}`, { method: 'PATCH', token, body: { name: 'Vandalised' } });
    await createRestaurant(svc, token, { name: 'Visitor restaurant' });

    await resetDemoData(svc.db, { service: 'restaurants', dir: MIGRATIONS_DIR });
    await resetDemoData(svc.db, { service: 'restaurants', dir: MIGRATIONS_DIR });

    const res = await svc.request('/restaurants', { token });
    expect((res.body as Paged<Restaurant>).docs.map((r) => r.name)).toEqual(['Casa Demo']);
  });
});
