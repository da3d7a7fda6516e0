import { Redis } from 'ioredis';
import { Pool } from 'pg';
import {
  GUEST_CACHE_INVALIDATES_HEADER,
  GUEST_CACHE_TAGS_HEADER,
  MENU_ROUTES as M,
  PUBLIC_INVALIDATION_CHANNEL,
  PUBLIC_ROUTES as P,
  type Menu,
  type Product,
  type PublicMenuPage,
  type PublicRestaurantList,
  type Restaurant,
  type Section,
  type SectionItem,
} from '@carta/contracts';
import { requireRedis } from '../../../tools/jest/redis';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { PublicRepository } from '../src/public/public.repository';
import { createProduct, createRestaurant, error, OTHER_ID, png, upload } from './fixtures';

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const ALL_DAY = { unlimitedTime: true, days: EVERY_DAY };
const REDIS_URL = 'redis://127.0.0.1:6379';

const RESTAURANT_KEYS = [
  '_id',
  'name',
  'address',
  'postalCode',
  'city',
  'phone',
  'web',
  'languages',
  'currency',
  'brandColor',
  'timeZone',
  'socialLinks',
  'mapInfo',
  'closedDates',
  'logo',
  'cover',
  'subDomain',
  'publicChangedAt',
  'menus',
].sort();
const MENU_SUMMARY_KEYS = ['_id', 'name', 'banner', 'fixedPrice', 'price', 'availability', 'schedule'].sort();
const MENU_KEYS = [...MENU_SUMMARY_KEYS, 'sections'].sort();
const SECTION_KEYS = ['_id', 'name', 'course', 'banner', 'items'].sort();
const ITEM_KEYS = [
  '_id',
  'name',
  'description',
  'image',
  'allergens',
  'traces',
  'allergensConfirmed',
  'diets',
  'spiciness',
  'soldOut',
  'price',
  'sizes',
  'supplement',
].sort();

const keysOf = (value: object) => Object.keys(value).sort();

describe('public guest API', () => {
  let svc: ServiceUnderTest;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let restaurant: Restaurant;
  let othersMenu: Menu;
  let carta: Menu;
  let fixedMenu: Menu;
  let disabledMenu: Menu;
  let croquetas: Product;
  let bravas: Product;
  let hidden: Product;
  let item: SectionItem;

  const id = () => restaurant._id;
  const post = async <T>(path: string, body: unknown, token = owner.token): Promise<T> => {
    const res = await svc.request(path, { token, body });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as T;
  };
  const patch = async (path: string, body: unknown, token = owner.token) => {
    const res = await svc.request(path, { method: 'PATCH', token, body });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const byId = (rid = id()) => svc.request(`${P.restaurants}?_id=${rid}`);
  const menuPage = async (menuId = carta._id, rid = id()) => {
    const res = await svc.request(P.menu(rid, menuId));
    expect(res.status).toBe(200);
    return res.body as PublicMenuPage;
  };

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'restaurants' });
    [owner, other, admin] = await Promise.all([svc.createUser(), svc.createUser(), svc.createUser({ role: 'admin' })]);
    restaurant = await createRestaurant(svc, owner.token, { languages: ['es', 'gb'] });
    await patch(`/restaurants/${id()}`, { socialLinks: { instagram: 'https://instagram.com/casapepe' } });
    const othersRestaurant = await createRestaurant(svc, other.token, { languages: ['es'] });
    othersMenu = await post<Menu>(M.menus(othersRestaurant._id), { name: { es: 'Ajeno' }, ...ALL_DAY }, other.token);

    croquetas = await createProduct(svc, owner.token, id(), {
      name: { es: 'Croquetas', gb: 'Croquettes' },
      description: { es: 'De jamón' },
      price: 900,
      allergens: ['gluten', 'dairyProducts'],
    });
    bravas = await createProduct(svc, owner.token, id(), { name: { es: 'Bravas' }, price: 650 });
    hidden = await createProduct(svc, owner.token, id(), { name: { es: 'Oculto' }, price: 100, enabled: false });
    const image = await upload(svc, `/restaurants/${id()}/products/${croquetas._id}/image`, owner.token, {
      bytes: await png(1200, 800),
      name: 'croquetas.png',
      type: 'image/png',
    });
    expect(image.status).toBe(200);

    carta = await post<Menu>(M.menus(id()), { name: { es: 'La carta', gb: 'À la carte' }, ...ALL_DAY });
    const tapas = await post<Section>(M.sections(id(), carta._id), { name: { es: 'Tapas', gb: 'Tapas' } });
    item = await post<SectionItem>(M.items(id(), carta._id, tapas._id), { productId: croquetas._id, price: 750 });
    await post(M.items(id(), carta._id, tapas._id), { productId: bravas._id });
    await post(M.items(id(), carta._id, tapas._id), { productId: hidden._id });
    await post(M.sections(id(), carta._id), { name: { es: 'Postres' } });

    fixedMenu = await post<Menu>(M.menus(id()), {
      name: { es: 'Menú del día' },
      ...ALL_DAY,
      fixedPrice: true,
      price: 1490,
    });
    const firsts = await post<Section>(M.sections(id(), fixedMenu._id), { name: { es: 'Primeros' } });
    await post(M.items(id(), fixedMenu._id, firsts._id), { productId: bravas._id });
    disabledMenu = await post<Menu>(M.menus(id()), { name: { es: 'Borrador' }, ...ALL_DAY, enabled: false });
  });
  afterAll(() => svc.close());

  describe('GET /restaurants/public?_id=', () => {
    it('answers without a token with only public fields and the enabled menus', async () => {
      const res = await byId();
      expect(res.status).toBe(200);
      const { docs, totalDocs } = res.body as PublicRestaurantList;
      expect(totalDocs).toBe(1);
      expect(keysOf(docs[0])).toEqual(RESTAURANT_KEYS);
      expect(docs[0]).toMatchObject({
        _id: id(),
        name: 'Casa Pepe',
        languages: ['es', 'gb'],
        currency: 'EUR',
        socialLinks: { instagram: 'https://instagram.com/casapepe' },
        mapInfo: { lat: 0, lng: 0, enabled: false },
        subDomain: null,
      });
      expect(docs[0].menus.map((menu) => menu._id)).toEqual([carta._id, fixedMenu._id]);
      for (const menu of docs[0].menus) expect(keysOf(menu)).toEqual(MENU_SUMMARY_KEYS);
      expect(docs[0].menus[0]).toMatchObject({ fixedPrice: false, price: null, availability: { state: 'available' } });
      expect(docs[0].menus[1]).toMatchObject({ fixedPrice: true, price: '14.90' });
    });

    it('shows the map point only when "how to arrive" is on and a point was chosen: never 0,0', async () => {
      const placed = await createRestaurant(svc, owner.token, { languages: ['es'] });
      const mapOf = async () => ((await byId(placed._id)).body as PublicRestaurantList).docs[0].mapInfo;
      // Shown at 0,0, as the owner's form could store it before the rule refused it.
      await svc.db.query(`UPDATE restaurants SET map_info = '{"lat": 0, "lng": 0, "enabled": true}' WHERE id = $1`, [
        placed._id,
      ]);
      expect(await mapOf()).toEqual({ lat: 0, lng: 0, enabled: false });
      await patch(`/restaurants/${placed._id}`, { mapInfo: { lat: 40.4168, lng: -3.7038, enabled: true } });
      expect(await mapOf()).toEqual({ lat: 40.4168, lng: -3.7038, enabled: true });
      await patch(`/restaurants/${placed._id}`, { mapInfo: { lat: 40.4168, lng: -3.7038, enabled: false } });
      expect(await mapOf()).toEqual({ lat: 0, lng: 0, enabled: false });
    });

    it('names the restaurant it shows to the gateway’s guest cache, and asks every cache to revalidate', async () => {
      const first = await byId();
      expect(first.headers.get(GUEST_CACHE_TAGS_HEADER)).toBe(id());
      expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect((await byId(OTHER_ID)).headers.get(GUEST_CACHE_TAGS_HEADER)).toBeNull();
    });

    it('gives an empty list for an unknown id and 422 ID_MALFORMED for a malformed one', async () => {
      expect(await byId(OTHER_ID)).toMatchObject({ status: 200, body: { docs: [], totalDocs: 0 } });
      expect(await byId('nope')).toMatchObject(error(422, 'ID_MALFORMED'));
    });

    it('refuses any other filter: 422 ERROR_WITH_FILTER', async () => {
      for (const query of ['', `?_id=${OTHER_ID}&name=x`, '?subDomain=demo', '?subDomainEnabled=false&subDomain=x']) {
        expect(await svc.request(`${P.restaurants}${query}`)).toMatchObject(error(422, 'ERROR_WITH_FILTER'));
      }
    });
  });

  describe('GET /restaurants/public/{id}/menus/{menuId}', () => {
    it('returns the restaurant and the whole menu: sections in order, enabled products, public fields only', async () => {
      const page = await menuPage();
      expect(keysOf(page)).toEqual(['menu', 'restaurant']);
      expect(keysOf(page.restaurant)).toEqual(RESTAURANT_KEYS);
      expect(keysOf(page.menu)).toEqual(MENU_KEYS);
      expect(page.menu.sections.map((section) => section.name.es)).toEqual(['Tapas', 'Postres']);
      for (const section of page.menu.sections) expect(keysOf(section)).toEqual(SECTION_KEYS);
      const [tapas, postres] = page.menu.sections;
      expect(postres.items).toEqual([]);
      for (const entry of tapas.items) expect(keysOf(entry)).toEqual(ITEM_KEYS);
      expect(tapas.items.map((entry) => entry.name.es)).toEqual(['Croquetas', 'Bravas']);
      expect(tapas.items[0]).toEqual({
        _id: item._id,
        name: { es: 'Croquetas', gb: 'Croquettes' },
        description: { es: 'De jamón' },
        allergens: ['gluten', 'dairyProducts'],
        traces: [],
        allergensConfirmed: false,
        diets: [],
        spiciness: 0,
        soldOut: false,
        // The section's price overrides the product's 9.00.
        price: '7.50',
        sizes: [],
        supplement: null,
        image: {
          thumb: expect.stringMatching(/^\/api\/restaurants\/images\/[0-9a-f]{32}\.webp$/),
          full: expect.stringMatching(/^\/api\/restaurants\/images\/[0-9a-f]{32}\.webp$/),
          width: 1000,
          height: 667,
        },
      });
      expect(tapas.items[1]).toMatchObject({ price: '6.50', image: null });
    });

    it('gives a fixed-price menu its price, and no item prices when the menu hides them', async () => {
      const { menu } = await menuPage(fixedMenu._id);
      expect(menu).toMatchObject({ fixedPrice: true, price: '14.90' });
      expect(menu.sections[0].items).toEqual([expect.objectContaining({ name: { es: 'Bravas' }, price: null })]);
    });

    it("shows a fixed-price menu's item prices only when the owner chose to show them", async () => {
      const show = async (showItemPrices: boolean) => {
        const res = await svc.request(M.menu(id(), fixedMenu._id), {
          method: 'PATCH',
          token: owner.token,
          body: { showItemPrices },
        });
        expect(res.status).toBe(200);
      };
      await show(true);
      expect((await menuPage(fixedMenu._id)).menu.sections[0].items[0].price).toMatch(/^\d+\.\d\d$/);
      await show(false);
      expect((await menuPage(fixedMenu._id)).menu.sections[0].items[0].price).toBeNull();
    });

    it("gives each menu's schedule, for the guest page to say when it is served", async () => {
      const { menu } = await menuPage(fixedMenu._id);
      expect(menu.schedule).toEqual({
        unlimitedTime: true,
        timeRanges: [],
        dateRange: null,
        days: expect.any(Array),
        exceptions: [],
      });
    });

    it('is 404 for a disabled menu, another restaurant’s menu, an unknown restaurant; 422 for a malformed id', async () => {
      expect(await svc.request(P.menu(id(), disabledMenu._id))).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await svc.request(P.menu(id(), othersMenu._id))).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await svc.request(P.menu(OTHER_ID, carta._id))).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await svc.request(P.menu(id(), OTHER_ID))).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await svc.request(P.menu(id(), 'nope'))).toMatchObject(error(422, 'ID_MALFORMED'));
      expect(await svc.request(P.menu('nope', carta._id))).toMatchObject(error(422, 'ID_MALFORMED'));
    });
  });

  it('reads one statement, prepared per connection and planned once, with the sections and items of the menu opened alone', async () => {
    // One connection, so every read and the question below meet the same session's prepared statements.
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    try {
      const repository = new PublicRepository(pool);
      // The restaurant's page first: had its reads settled the plan, the menus' could have been planned every time.
      for (let read = 0; read < 5; read++) {
        const restaurantAlone = await repository.snapshot(id(), null);
        expect(restaurantAlone?.menus.map((menu) => menu.id)).toEqual([carta._id, fixedMenu._id]);
        expect(restaurantAlone).toMatchObject({ sections: [], items: [] });
      }
      for (let read = 0; read < 5; read++) {
        const menu = await repository.snapshot(id(), fixedMenu._id);
        expect(menu?.sections.map((section) => section.menuId)).toEqual([fixedMenu._id]);
        expect(menu?.items).toHaveLength(1);
      }
      const { rows } = await pool.query<{ generic_plans: string }>('SELECT generic_plans FROM pg_prepared_statements');
      expect(rows).toHaveLength(1);
      // PostgreSQL plans the first five reads for their values, then settles on one plan it reuses for either kind.
      expect(Number(rows[0].generic_plans)).toBe(5);
    } finally {
      await pool.end();
    }
  });

  describe('what each write invalidates', () => {
    /** An owner's write, whose answer must name the restaurant it changed to the gateway's guest cache. */
    const edit = async (path: string, body?: unknown, method = 'PATCH') => {
      const res = await svc.request(path, { method, token: owner.token, body });
      expect([path, res.status, res.headers.get(GUEST_CACHE_INVALIDATES_HEADER)]).toEqual([path, 200, id()]);
    };

    it('reads afresh: an owner edit shows at once, and names the restaurant', async () => {
      await edit(`/restaurants/${id()}/products/${bravas._id}`, { price: 700 });
      expect((await menuPage()).menu.sections[0].items[1].price).toBe('7.00');
      expect((await svc.request(P.menu(id(), carta._id))).headers.get(GUEST_CACHE_TAGS_HEADER)).toBe(id());
    });

    it('follows every kind of owner edit', async () => {
      const tapas = (await menuPage()).menu.sections[0];
      await edit(M.item(id(), carta._id, tapas._id, item._id), { price: null });
      expect((await menuPage()).menu.sections[0].items[0].price).toBe('9.00');

      await edit(M.section(id(), carta._id, tapas._id), { name: { es: 'Raciones' } });
      expect((await menuPage()).menu.sections[0].name).toEqual({ es: 'Raciones' });

      await edit(`/restaurants/${id()}/products/${croquetas._id}`, { enabled: false });
      expect((await menuPage()).menu.sections[0].items.map((entry) => entry.name.es)).toEqual(['Bravas']);
      await edit(`/restaurants/${id()}/products/${croquetas._id}`, { enabled: true });

      await edit(`/restaurants/${id()}/products/${croquetas._id}/image`, undefined, 'DELETE');
      expect((await menuPage()).menu.sections[0].items[0].image).toBeNull();

      await edit(`/restaurants/${id()}`, { name: 'Casa Pepa', brandColor: '#2d85cc' });
      expect((await menuPage()).restaurant).toMatchObject({ name: 'Casa Pepa', brandColor: '#2d85cc' });

      await edit(M.menu(id(), fixedMenu._id), { enabled: false });
      expect(((await byId()).body as PublicRestaurantList).docs[0].menus.map((menu) => menu._id)).toEqual([carta._id]);
      expect(await svc.request(P.menu(id(), fixedMenu._id))).toMatchObject(error(404, 'NOT_FOUND'));

      await edit(M.menu(id(), disabledMenu._id), { enabled: true });
      expect((await menuPage(disabledMenu._id)).menu.name).toEqual({ es: 'Borrador' });
    });

    it("keeps when guests' data last changed: an edit moves it forward; a read or a refused edit does not", async () => {
      const changedAt = async () => ((await byId()).body as PublicRestaurantList).docs[0].publicChangedAt;
      const before = await changedAt();
      expect(new Date(before).toISOString()).toBe(before);

      expect((await menuPage()).restaurant.publicChangedAt).toBe(before);
      for (const path of [`/restaurants/${id()}`, `/restaurants/${id()}/products`, M.menus(id())]) {
        expect([path, (await svc.request(path, { token: owner.token })).status]).toEqual([path, 200]);
      }
      const refused = await svc.request(`/restaurants/${id()}`, {
        method: 'PATCH',
        token: other.token,
        body: { name: 'Hijacked' },
      });
      expect(refused.status).toBe(404);
      expect(await changedAt()).toBe(before);

      await edit(`/restaurants/${id()}/products/${bravas._id}`, { price: 710 });
      const after = await changedAt();
      expect(after > before).toBe(true);
      // The same instant on every public answer of the restaurant.
      expect((await menuPage()).restaurant.publicChangedAt).toBe(after);
    });

    it('a refused edit invalidates nothing', async () => {
      const refused = await svc.request(`/restaurants/${id()}`, {
        method: 'PATCH',
        token: other.token,
        body: { name: 'Hijacked' },
      });
      expect(refused.status).toBe(404);
      expect(refused.headers.get(GUEST_CACHE_INVALIDATES_HEADER)).toBeNull();
    });
  });

  describe('GET /restaurants/public?subDomainEnabled=true&subDomain=', () => {
    const bySub = (sub: string) => svc.request(`${P.restaurants}?subDomainEnabled=true&subDomain=${sub}`);

    it('finds a restaurant by its subdomain only once an admin accepted it, whatever the case', async () => {
      const mine = await createRestaurant(svc, owner.token, { name: 'Subdominio' });
      await patch(`/restaurants/subdomainrequest/${mine._id}`, { subDomain: 'pepesub' });
      expect(await bySub('pepesub')).toMatchObject({ status: 200, body: { docs: [], totalDocs: 0 } });

      await patch(`/restaurants/subdomainaccept/${mine._id}`, {}, admin.token);
      const found = await bySub('PepeSub');
      expect(found.status).toBe(200);
      const { docs } = found.body as PublicRestaurantList;
      expect(docs.map((doc) => doc._id)).toEqual([mine._id]);
      expect(keysOf(docs[0])).toEqual(RESTAURANT_KEYS);
      // The same answer as the lookup by id, naming the same restaurant for the gateway's guest cache.
      expect(found.body).toEqual((await byId(mine._id)).body);
      expect(found.headers.get(GUEST_CACHE_TAGS_HEADER)).toBe(mine._id);
      expect(docs[0].subDomain).toBe('pepesub');

      await patch(`/restaurants/subdomainreject/${mine._id}`, { reason: 'Retirado' }, admin.token);
      expect(await bySub('pepesub')).toMatchObject({ status: 200, body: { docs: [], totalDocs: 0 } });
    });

    it('is 422 SUB_DOMAIN for a label that cannot be a subdomain', async () => {
      expect(await bySub('-nope')).toMatchObject(error(422, 'SUB_DOMAIN'));
    });
  });

  it('cross-replica: an edit is announced on Redis pub/sub, for every gateway replica', async () => {
    await requireRedis(REDIS_URL);
    const a = await startServiceForTest(AppModule, { name: 'restaurants', env: { REDIS_URL } });
    const subscriber = new Redis(REDIS_URL);
    try {
      const heard: string[] = [];
      subscriber.on('message', (_channel: string, message: string) => heard.push(message));
      await subscriber.subscribe(PUBLIC_INVALIDATION_CHANNEL);
      const user = await a.createUser();
      const rid = (await createRestaurant(a, user.token))._id;
      const dish = await createProduct(a, user.token, rid, { name: { es: 'Tortilla' }, price: 800 });
      const edited = await a.request(`/restaurants/${rid}/products/${dish._id}`, {
        method: 'PATCH',
        token: user.token,
        body: { price: 950 },
      });
      expect(edited.status).toBe(200);
      const deadline = Date.now() + 1000;
      while (!heard.includes(rid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toContain(rid);
    } finally {
      await subscriber.quit();
      await a.close();
    }
  });
});
