import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  MENU_ROUTES as M,
  PUBLIC_ROUTES as P,
  type Menu,
  type Product,
  type PublicMenuPage,
  type PublicRestaurantList,
  type Restaurant,
  type Section,
  type SectionItem,
} from '@carta/contracts';
import { createServiceApp } from '@carta/nest-core';
import { requireRedis } from '../../../tools/jest/redis';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
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
  'menus',
].sort();
const MENU_SUMMARY_KEYS = ['_id', 'name', 'banner', 'fixedPrice', 'price', 'availability'].sort();
const MENU_KEYS = [...MENU_SUMMARY_KEYS, 'sections'].sort();
const SECTION_KEYS = ['_id', 'name', 'banner', 'items'].sort();
const ITEM_KEYS = ['_id', 'name', 'description', 'image', 'allergens', 'price'].sort();

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
      hideItemPrices: true,
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
      });
      expect(docs[0].menus.map((menu) => menu._id)).toEqual([carta._id, fixedMenu._id]);
      for (const menu of docs[0].menus) expect(keysOf(menu)).toEqual(MENU_SUMMARY_KEYS);
      expect(docs[0].menus[0]).toMatchObject({ fixedPrice: false, price: null, availability: { state: 'available' } });
      expect(docs[0].menus[1]).toMatchObject({ fixedPrice: true, price: '14.90' });
    });

    it('is revalidated by ETag: 304 with no body for a matching tag, also a weak or listed one', async () => {
      const first = await byId();
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[0-9a-f]{32}(-gz|-br)?"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      for (const ifNoneMatch of [etag, `W/${etag}`, `"nope", ${etag}`]) {
        const again = await svc.request(`${P.restaurants}?_id=${id()}`, { headers: { 'if-none-match': ifNoneMatch } });
        expect(again.status).toBe(304);
        expect(again.body).toBeUndefined();
        expect(again.headers.get('etag')).toBe(etag);
      }
      const stale = await svc.request(`${P.restaurants}?_id=${id()}`, { headers: { 'if-none-match': '"nope"' } });
      expect(stale.status).toBe(200);
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
        // The section's price overrides the product's 9.00.
        price: '7.50',
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

    it('serves brotli or gzip to clients that accept them, with the same data', async () => {
      const plain = await fetch(`${svc.url}${P.menu(id(), carta._id)}`, { headers: { 'accept-encoding': 'identity' } });
      const text = await plain.text();
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        // node's fetch would decode for us; a raw request shows what travels.
        const res = await rawGet(`${svc.url}${P.menu(id(), carta._id)}`, { 'accept-encoding': encoding });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(res.body.length).toBeLessThan(Buffer.byteLength(text));
        expect(decode(res.body).toString()).toBe(text);
      }
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

  describe('cache', () => {
    it('serves from memory: a change made behind the API is not seen, an owner edit is at once', async () => {
      const before = await svc.request(P.menu(id(), carta._id));
      const etag = before.headers.get('etag')!;
      await svc.db.query('UPDATE products SET price_cents = 1 WHERE id = $1', [bravas._id]);
      const cached = await svc.request(P.menu(id(), carta._id), { headers: { 'if-none-match': etag } });
      expect(cached.status).toBe(304);

      await patch(`/restaurants/${id()}/products/${bravas._id}`, { price: 700 });
      const after = await svc.request(P.menu(id(), carta._id), { headers: { 'if-none-match': etag } });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(etag);
      expect((after.body as PublicMenuPage).menu.sections[0].items[1].price).toBe('7.00');
    });

    it('follows every kind of owner edit', async () => {
      const tapas = (await menuPage()).menu.sections[0];
      await patch(M.item(id(), carta._id, tapas._id, item._id), { price: null });
      expect((await menuPage()).menu.sections[0].items[0].price).toBe('9.00');

      await patch(M.section(id(), carta._id, tapas._id), { name: { es: 'Raciones' } });
      expect((await menuPage()).menu.sections[0].name).toEqual({ es: 'Raciones' });

      await patch(`/restaurants/${id()}/products/${croquetas._id}`, { enabled: false });
      expect((await menuPage()).menu.sections[0].items.map((entry) => entry.name.es)).toEqual(['Bravas']);
      await patch(`/restaurants/${id()}/products/${croquetas._id}`, { enabled: true });

      const removed = await svc.request(`/restaurants/${id()}/products/${croquetas._id}/image`, {
        method: 'DELETE',
        token: owner.token,
      });
      expect(removed.status).toBe(200);
      expect((await menuPage()).menu.sections[0].items[0].image).toBeNull();

      await patch(`/restaurants/${id()}`, { name: 'Casa Pepa', brandColor: '#2d85cc' });
      expect((await menuPage()).restaurant).toMatchObject({ name: 'Casa Pepa', brandColor: '#2d85cc' });

      await patch(M.menu(id(), fixedMenu._id), { enabled: false });
      expect(((await byId()).body as PublicRestaurantList).docs[0].menus.map((menu) => menu._id)).toEqual([carta._id]);
      expect(await svc.request(P.menu(id(), fixedMenu._id))).toMatchObject(error(404, 'NOT_FOUND'));

      await patch(M.menu(id(), disabledMenu._id), { enabled: true });
      expect((await menuPage(disabledMenu._id)).menu.name).toEqual({ es: 'Borrador' });
    });

    it('is not invalidated by a refused edit', async () => {
      const before = await byId();
      const refused = await svc.request(`/restaurants/${id()}`, {
        method: 'PATCH',
        token: other.token,
        body: { name: 'Hijacked' },
      });
      expect(refused.status).toBe(404);
      const after = await byId();
      expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
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
      // The same bytes as the lookup by id: one cached body, one ETag.
      expect(found.headers.get('etag')).toBe((await byId(mine._id)).headers.get('etag'));

      await patch(`/restaurants/subdomainreject/${mine._id}`, {}, admin.token);
      expect(await bySub('pepesub')).toMatchObject({ status: 200, body: { docs: [], totalDocs: 0 } });
    });

    it('is 422 SUB_DOMAIN for a label that cannot be a subdomain', async () => {
      expect(await bySub('no-pe')).toMatchObject(error(422, 'SUB_DOMAIN'));
    });
  });

  it('cross-replica: an edit through one instance is visible through another within a second (Redis pub/sub)', async () => {
    await requireRedis(REDIS_URL);
    const a = await startServiceForTest(AppModule, { name: 'restaurants', env: { REDIS_URL } });
    // A second replica of the service on the same database and the same Redis (env set by the first).
    const b = await createServiceApp(AppModule);
    try {
      await b.listen({ port: 0, host: '127.0.0.1' });
      const bUrl = `http://127.0.0.1:${(b.getHttpServer().address() as AddressInfo).port}`;
      const user = await a.createUser();
      const rid = (await createRestaurant(a, user.token))._id;
      const dish = await createProduct(a, user.token, rid, { name: { es: 'Tortilla' }, price: 800 });
      const menu = (await a.request(M.menus(rid), { token: user.token, body: { name: { es: 'Carta' }, ...ALL_DAY } }))
        .body as Menu;
      const section = (await a.request(M.sections(rid, menu._id), { token: user.token, body: { name: { es: 'S' } } }))
        .body as Section;
      await a.request(M.items(rid, menu._id, section._id), { token: user.token, body: { productId: dish._id } });
      const priceOnB = async () => {
        const page = (await (await fetch(`${bUrl}${P.menu(rid, menu._id)}`)).json()) as PublicMenuPage;
        return page.menu.sections[0].items[0].price;
      };
      // A's set-up edits reach B through Redis a moment later, and each drops B's copy: let them arrive first.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await priceOnB()).toBe('8.00');
      // B serves from its memory: a change behind the API does not reach it...
      await a.db.query('UPDATE products SET price_cents = 1 WHERE id = $1', [dish._id]);
      expect(await priceOnB()).toBe('8.00');

      // ...but an owner's edit through A does, within a second.
      const edited = await a.request(`/restaurants/${rid}/products/${dish._id}`, {
        method: 'PATCH',
        token: user.token,
        body: { price: 950 },
      });
      expect(edited.status).toBe(200);
      const deadline = Date.now() + 1000;
      let seen = await priceOnB();
      while (seen !== '9.50' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await priceOnB();
      }
      expect(seen).toBe('9.50');
    } finally {
      await b.close();
      await a.close();
    }
  });
});

/** A GET whose body arrives as sent (fetch would decompress it). */
async function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
