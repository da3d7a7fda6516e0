import {
  MENU_ROUTES as M,
  PUBLIC_ROUTES as P,
  RESTAURANT_ROUTES as R,
  type Menu,
  type Product,
  type PublicMenuPage,
  type Restaurant,
  type Section,
  type SectionItem,
} from '@carta/contracts';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { createProduct, createRestaurant, OTHER_ID } from './fixtures';

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const invalid = (param: string, msg = 'ERROR') => ({ status: 422, body: { errors: { msg, param } } });
const SIZES = [
  { name: { es: 'Tapa', gb: 'Tapa' }, price: 350 },
  { name: { es: '½ ración', gb: 'Half portion' }, price: 700 },
  { name: { es: 'Ración', gb: 'Portion' }, price: 1200 },
];

describe('courses, supplements and sizes', () => {
  let svc: ServiceUnderTest;
  let owner: TestUser;
  let other: TestUser;
  let restaurant: Restaurant;
  let othersRestaurant: Restaurant;
  let menuDelDia: Menu;
  let carta: Menu;
  let tortilla: Product;
  let merluza: Product;

  const id = () => restaurant._id;
  const send = (method: string, path: string, body: unknown, token = owner.token) =>
    svc.request(path, { method, token, body });
  const created = async <T>(path: string, body: unknown, token = owner.token) => {
    const res = await svc.request(path, { token, body });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as T;
  };

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'restaurants' });
    owner = await svc.createUser();
    other = await svc.createUser();
    restaurant = await createRestaurant(svc, owner.token, { languages: ['es', 'gb'] });
    othersRestaurant = await createRestaurant(svc, other.token, { languages: ['es'] });
    const menu = { unlimitedTime: true, days: EVERY_DAY };
    menuDelDia = await created<Menu>(M.menus(id()), {
      ...menu,
      name: { es: 'Menú del día' },
      fixedPrice: true,
      price: 1400,
    });
    carta = await created<Menu>(M.menus(id()), { ...menu, name: { es: 'Carta' } });
    merluza = await createProduct(svc, owner.token, id(), { name: { es: 'Merluza' }, price: 1500 });
  });
  afterAll(() => svc.close());

  describe('product sizes', () => {
    it('creates a product with sizes in order, each with an id: 201', async () => {
      const res = await send('POST', R.products(id()), { name: { es: 'Tortilla' }, price: 350, sizes: SIZES });
      expect(res.status).toBe(201);
      tortilla = res.body as Product;
      expect(tortilla.sizes).toEqual(SIZES.map((size) => ({ ...size, _id: expect.any(String) })));
      await expect(svc.request(R.product(id(), tortilla._id), { token: owner.token })).resolves.toMatchObject({
        body: { sizes: tortilla.sizes },
      });
    });

    it('reorders and removes sizes, keeping the ids sent back', async () => {
      const [tapa, media, racion] = tortilla.sizes;
      const res = await send('PATCH', R.product(id(), tortilla._id), { sizes: [racion, tapa, media] });
      expect(res.status).toBe(200);
      expect((res.body as Product).sizes).toEqual([racion, tapa, media]);
      const removed = await send('PATCH', R.product(id(), tortilla._id), { sizes: [tapa, media, racion].slice(0, 3) });
      tortilla = removed.body as Product;
      expect(tortilla.sizes.map((size) => size._id)).toEqual([tapa._id, media._id, racion._id]);
    });

    it('names the field of a wrong size: 422', async () => {
      const path = R.product(id(), tortilla._id);
      expect(await send('PATCH', path, { sizes: [{ name: { es: 'Tapa' } }] })).toMatchObject(
        invalid('sizes.0.price', 'DECIMAL'),
      );
      expect(await send('PATCH', path, { sizes: [{ name: { es: 'Tapa' }, price: 1.5 }] })).toMatchObject(
        invalid('sizes.0.price', 'DECIMAL'),
      );
      expect(await send('PATCH', path, { sizes: [SIZES[0], { name: { gb: 'Big' }, price: 1 }] })).toMatchObject(
        invalid('sizes.1.name', 'IS_EMPTY'),
      );
      expect(await send('PATCH', path, { sizes: [{ ...SIZES[0], _id: 'nope' }] })).toMatchObject(
        invalid('sizes.0._id', 'ID_MALFORMED'),
      );
      expect(await send('PATCH', path, { sizes: 'Tapa' })).toMatchObject(invalid('sizes'));
      expect(await send('PATCH', path, { sizes: Array(7).fill(SIZES[0]) })).toMatchObject(invalid('sizes', 'TOO_LONG'));
    });

    it('with sizes needs no price of its own: the sizes replace it, and its price is the lowest one', async () => {
      const res = await send('POST', R.products(id()), { name: { es: 'Croquetas' }, sizes: SIZES.slice().reverse() });
      expect(res).toMatchObject({ status: 201, body: { price: 350 } });
      const croquetas = res.body as Product;
      // A price sent beside sizes does not stand for them either.
      const cheaper = [{ ...croquetas.sizes[0], price: 1100 }, ...croquetas.sizes.slice(1)];
      expect(
        await send('PATCH', R.product(id(), croquetas._id), { price: 99, sizes: [...cheaper, SIZES[0]] }),
      ).toMatchObject({ status: 200, body: { price: 350 } });
      expect(await send('PATCH', R.product(id(), croquetas._id), { sizes: cheaper.slice(0, 1) })).toMatchObject({
        status: 200,
        body: { price: 1100 },
      });
      expect(await send('PATCH', R.product(id(), croquetas._id), { price: 99 })).toMatchObject({
        status: 200,
        body: { price: 1100 },
      });
      // Without sizes the product has its one price, as before.
      expect(await send('PATCH', R.product(id(), croquetas._id), { sizes: [], price: 900 })).toMatchObject({
        status: 200,
        body: { price: 900, sizes: [] },
      });
      expect(await send('POST', R.products(id()), { name: { es: 'Sin precio' } })).toMatchObject(
        invalid('price', 'DECIMAL'),
      );
      expect(await send('POST', R.products(id()), { name: { es: 'Sin precio' }, sizes: [] })).toMatchObject(
        invalid('price', 'DECIMAL'),
      );
      expect(
        await send('POST', R.products(id()), { name: { es: 'Mal precio' }, price: 'caro', sizes: SIZES }),
      ).toMatchObject(invalid('price', 'DECIMAL'));
    });

    it("another owner's product is 404", async () => {
      expect(await send('PATCH', R.product(id(), tortilla._id), { sizes: SIZES }, other.token)).toMatchObject({
        status: 404,
      });
    });
  });

  describe('courses and supplements', () => {
    let segundos: Section;
    let item: SectionItem;

    it('creates a course on a fixed-price menu: 201; a plain menu cannot have one: 422 course', async () => {
      const rule = { kind: 'choose', count: 1 };
      segundos = await created<Section>(M.sections(id(), menuDelDia._id), { name: { es: 'Segundos' }, course: rule });
      expect(segundos.course).toEqual(rule);
      expect(
        await svc.request(M.sections(id(), carta._id), {
          token: owner.token,
          body: { name: { es: 'Tapas' }, course: rule },
        }),
      ).toMatchObject(invalid('course'));
    });

    it('validates the rule, naming its field: 422', async () => {
      const path = M.section(id(), menuDelDia._id, segundos._id);
      const name = { es: 'Segundos' };
      expect(await send('PATCH', path, { name, course: { kind: 'pick', count: 1 } })).toMatchObject(
        invalid('course.kind'),
      );
      expect(await send('PATCH', path, { name, course: { kind: 'choose', count: 0 } })).toMatchObject(
        invalid('course.count'),
      );
      expect(await send('PATCH', path, { name, course: { kind: 'chooseUpTo' } })).toMatchObject(
        invalid('course.count', 'IS_EMPTY'),
      );
    });

    it('changes the rule, keeps it when absent, removes it with null', async () => {
      const path = M.section(id(), menuDelDia._id, segundos._id);
      const upTo = { kind: 'chooseUpTo', count: 2 };
      expect(await send('PATCH', path, { name: { es: 'Segundos' }, course: upTo })).toMatchObject({
        status: 200,
        body: { course: upTo },
      });
      expect(await send('PATCH', path, { name: { es: 'Segundos platos' } })).toMatchObject({ body: { course: upTo } });
      expect(await send('PATCH', path, { name: { es: 'Segundos' }, course: null })).toMatchObject({
        body: { course: null },
      });
      await send('PATCH', path, { name: { es: 'Segundos' }, course: { kind: 'choose', count: 1 } });
    });

    it('adds a dish with a supplement and a price per size: 201', async () => {
      const racion = tortilla.sizes[2];
      const items = M.items(id(), menuDelDia._id, segundos._id);
      item = await created<SectionItem>(items, {
        productId: tortilla._id,
        supplement: 200,
        sizePrices: [{ sizeId: racion._id, price: 1000 }],
      });
      expect(item).toMatchObject({ supplement: 200, price: null, sizePrices: [{ sizeId: racion._id, price: 1000 }] });
      await created<SectionItem>(items, { productId: merluza._id });
    });

    it("validates supplements and size prices: only the product's sizes, once each: 422", async () => {
      const path = M.item(id(), menuDelDia._id, segundos._id, item._id);
      const [tapa] = tortilla.sizes;
      expect(await send('PATCH', path, { supplement: -1 })).toMatchObject(invalid('supplement', 'DECIMAL'));
      expect(await send('PATCH', path, { supplement: '2.00' })).toMatchObject(invalid('supplement', 'DECIMAL'));
      expect(await send('PATCH', path, { sizePrices: [{ sizeId: OTHER_ID, price: 1 }] })).toMatchObject(
        invalid('sizePrices'),
      );
      const twice = [
        { sizeId: tapa._id, price: 1 },
        { sizeId: tapa._id, price: 2 },
      ];
      expect(await send('PATCH', path, { sizePrices: twice })).toMatchObject(invalid('sizePrices'));
      expect(await send('PATCH', path, { sizePrices: [{ sizeId: tapa._id }] })).toMatchObject(
        invalid('sizePrices.0.price', 'DECIMAL'),
      );
      expect(await send('PATCH', path, { sizePrices: [{ sizeId: 'x', price: 1 }] })).toMatchObject(
        invalid('sizePrices.0.sizeId', 'ID_MALFORMED'),
      );
    });

    it('a PATCH changes only the prices it sends', async () => {
      const path = M.item(id(), menuDelDia._id, segundos._id, item._id);
      expect(await send('PATCH', path, { supplement: 250 })).toMatchObject({
        status: 200,
        body: { supplement: 250, sizePrices: item.sizePrices, price: null },
      });
    });

    it("another owner's item or menu is 404", async () => {
      const path = M.item(id(), menuDelDia._id, segundos._id, item._id);
      expect(await send('PATCH', path, { supplement: 100 }, other.token)).toMatchObject({ status: 404 });
      expect(await send('PATCH', M.item(id(), menuDelDia._id, segundos._id, OTHER_ID), {})).toMatchObject({
        status: 404,
      });
      const foreign = M.sections(othersRestaurant._id, menuDelDia._id);
      expect(
        await svc.request(foreign, { token: other.token, body: { name: { es: 'X' }, course: null } }),
      ).toMatchObject({ status: 404 });
    });

    it('guests see the rule, the supplement and every size at its price', async () => {
      const res = await svc.request(P.menu(id(), menuDelDia._id));
      expect(res.status).toBe(200);
      const section = (res.body as PublicMenuPage).menu.sections.find((s) => s._id === segundos._id);
      expect(section).toMatchObject({
        course: { kind: 'choose', count: 1 },
        items: [
          {
            supplement: '2.50',
            // a fixed-price menu hides item prices unless the owner shows them
            sizes: [
              { name: { es: 'Tapa' }, price: null },
              { name: { es: '½ ración' }, price: null },
              { name: { es: 'Ración' }, price: null },
            ],
          },
          { supplement: null, sizes: [] },
        ],
      });
      await send('PATCH', M.menu(id(), menuDelDia._id), { showItemPrices: true });
      const shown = await svc.request(P.menu(id(), menuDelDia._id));
      const sizes = (shown.body as PublicMenuPage).menu.sections[0].items[0].sizes;
      expect(sizes.map((size) => size.price)).toEqual(['3.50', '7.00', '10.00']);
    });

    it('a duplicated menu keeps its courses, supplements and size prices', async () => {
      const copy = await created<Menu>(M.duplicate(id(), menuDelDia._id), {});
      const res = await svc.request(M.sections(id(), copy._id), { token: owner.token });
      expect(res.body).toMatchObject({
        docs: [{ course: { kind: 'choose', count: 1 }, items: [{ supplement: 250, sizePrices: item.sizePrices }, {}] }],
      });
    });
  });
});
