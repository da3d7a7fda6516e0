import {
  MENU_ROUTES as M,
  type Menu,
  type MenuDetail,
  type MenuList,
  type Product,
  type Restaurant,
  type Section,
  type SectionItem,
  type SectionList,
} from '@carta/contracts';
import sharp from 'sharp';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { createProduct, createRestaurant, error, OTHER_ID, png, upload } from './fixtures';

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const LUNCH = {
  name: { es: 'Menú del día', gb: 'Set lunch' },
  timeRanges: [{ start: '13:00', end: '16:00' }],
  days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  fixedPrice: true,
  price: 1490,
};

describe('menus, sections and items', () => {
  let svc: ServiceUnderTest;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let restaurant: Restaurant;
  let othersRestaurant: Restaurant;
  let othersMenu: Menu;
  let croquetas: Product;
  let bravas: Product;
  let othersProduct: Product;

  const id = () => restaurant._id;
  const post = <T>(path: string, token: string, body: unknown) =>
    svc.request(path, { token, body }).then((res) => {
      if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as T;
    });
  const createMenu = (body: Record<string, unknown> = LUNCH, rid = id(), token = owner.token) =>
    post<Menu>(M.menus(rid), token, body);

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'restaurants' });
    owner = await svc.createUser();
    other = await svc.createUser();
    admin = await svc.createUser({ role: 'admin' });
    restaurant = await createRestaurant(svc, owner.token, { languages: ['es', 'gb'], timeZone: 'Europe/Madrid' });
    othersRestaurant = await createRestaurant(svc, other.token, { languages: ['es'] });
    othersMenu = await createMenu(
      { name: { es: 'Ajeno' }, unlimitedTime: true, days: EVERY_DAY },
      othersRestaurant._id,
      other.token,
    );
    croquetas = await createProduct(svc, owner.token, id(), { name: { es: 'Croquetas' }, price: 900 });
    bravas = await createProduct(svc, owner.token, id(), { name: { es: 'Bravas' }, price: 650 });
    othersProduct = await createProduct(svc, other.token, othersRestaurant._id, { name: { es: 'Ajeno' }, price: 1 });
  });
  afterAll(() => svc.close());

  describe('menus', () => {
    it('creates a menu with its schedule and availability: 201', async () => {
      const res = await svc.request(M.menus(id()), { token: owner.token, body: LUNCH });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        ...LUNCH,
        restaurantId: id(),
        enabled: true,
        unlimitedTime: false,
        dateRange: null,
        showItemPrices: false,
        banner: null,
        version: 0,
        availability: { state: expect.stringMatching(/^(available|notActive)$/) },
      });
    });

    it('computes availability in the restaurant time zone: available, from a date, not active, never', async () => {
      const always = await createMenu({ name: { es: 'Siempre' }, unlimitedTime: true, days: EVERY_DAY });
      expect(always.availability).toEqual({ state: 'available' });
      const later = await createMenu({
        name: { es: 'Navidad' },
        unlimitedTime: true,
        dateRange: { from: '2099-12-24', to: '2099-12-31' },
      });
      expect(later.availability).toEqual({ state: 'availableFrom', from: '2099-12-23T23:00:00.000Z' });
      const past = await createMenu({
        name: { es: 'Verano 2020' },
        timeRanges: [{ start: '20:00', end: '01:00' }],
        dateRange: { from: '2020-06-01', to: '2020-08-31' },
      });
      expect(past.availability).toEqual({ state: 'neverAvailable' });
      const off = await createMenu({ name: { es: 'Apagado' }, enabled: false, unlimitedTime: true, days: EVERY_DAY });
      expect(off.availability).toEqual({ state: 'notActive' });
    });

    it.each([
      [{ ...LUNCH, name: undefined }, 'IS_EMPTY'],
      [{ ...LUNCH, name: { gb: 'Lunch' } }, 'IS_EMPTY'],
      [{ ...LUNCH, name: { es: 'Menú', fr: 'Menu' } }, 'ERROR'],
      [{ ...LUNCH, days: [] }, 'MENU_SCHEDULE'],
      [{ ...LUNCH, dateRange: { from: '2026-01-01', to: '2026-01-31' } }, 'MENU_SCHEDULE'],
      [{ ...LUNCH, days: undefined, dateRange: { from: '2026-02-01', to: '2026-01-01' } }, 'MENU_SCHEDULE'],
      [{ ...LUNCH, timeRanges: [] }, 'MENU_SCHEDULE'],
      [{ ...LUNCH, timeRanges: [{ start: '25:00', end: '16:00' }] }, 'ERROR'],
      [{ ...LUNCH, timeRanges: [{ start: '13:00' }] }, 'IS_EMPTY'],
      [{ ...LUNCH, timeRanges: '13:00-16:00' }, 'ERROR'],
      [{ ...LUNCH, days: undefined, dateRange: { from: '2026-02-30', to: '2026-03-01' } }, 'ERROR'],
      [{ ...LUNCH, days: ['funday'] }, 'ERROR'],
      [{ ...LUNCH, days: ['monday', 'monday'] }, 'ERROR'],
      [{ ...LUNCH, price: null }, 'DECIMAL'],
      [{ ...LUNCH, price: 14.9 }, 'DECIMAL'],
      [{ ...LUNCH, price: -1 }, 'DECIMAL'],
      [{ ...LUNCH, enabled: 'yes' }, 'ERROR'],
      [{ ...LUNCH, restaurantId: OTHER_ID }, 'UNKNOWN_FIELD'],
    ])('validates %j: 422 %s', async (body, code) => {
      expect(await svc.request(M.menus(id()), { token: owner.token, body })).toMatchObject(error(422, code));
    });

    it('a menu without a fixed price keeps no price; a range ending before it starts crosses midnight', async () => {
      const menu = await createMenu({
        name: { es: 'Noche' },
        fixedPrice: false,
        price: 2000,
        timeRanges: [{ start: '21:00', end: '02:00' }],
        days: ['friday', 'saturday'],
      });
      expect(menu).toMatchObject({ fixedPrice: false, price: null, timeRanges: [{ start: '21:00', end: '02:00' }] });
    });

    it('lists the menus in order with the order version; an admin reads them; others get 404', async () => {
      const list = await svc.request(M.menus(id()), { token: owner.token });
      expect(list.status).toBe(200);
      const body = list.body as MenuList;
      expect(body.totalDocs).toBe(body.docs.length);
      expect(body.docs[0].name).toEqual(LUNCH.name);
      expect(body.version).toBeGreaterThan(0);
      expect((await svc.request(M.menus(id()), { token: admin.token })).status).toBe(200);
      expect(await svc.request(M.menus(id()), { token: other.token })).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await svc.request(M.menus('x'), { token: owner.token })).toMatchObject(error(422, 'ID_MALFORMED'));
      expect(await svc.request(M.menus(id()))).toMatchObject(error(401, 'UNAUTHORIZED'));
    });

    it('edits any part; the schedule is checked on the result', async () => {
      const menu = await createMenu();
      const path = M.menu(id(), menu._id);
      const switched = await svc.request(path, {
        method: 'PATCH',
        token: owner.token,
        body: { days: [], dateRange: { from: '2026-03-01', to: '2026-06-30' }, unlimitedTime: true },
      });
      expect(switched).toMatchObject({
        status: 200,
        body: { days: [], dateRange: { from: '2026-03-01', to: '2026-06-30' }, unlimitedTime: true },
      });
      expect(await svc.request(path, { method: 'PATCH', token: owner.token, body: { dateRange: null } })).toMatchObject(
        error(422, 'MENU_SCHEDULE'),
      );
      expect(
        await svc.request(path, { method: 'PATCH', token: owner.token, body: { name: { es: '' } } }),
      ).toMatchObject(error(422, 'IS_EMPTY'));
      const noFixed = await svc.request(path, { method: 'PATCH', token: owner.token, body: { fixedPrice: false } });
      expect(noFixed).toMatchObject({ status: 200, body: { fixedPrice: false, price: null } });
      expect(
        await svc.request(path, { method: 'PATCH', token: owner.token, body: { fixedPrice: true } }),
      ).toMatchObject(error(422, 'DECIMAL'));
    });

    it("every menu verb answers another owner's menu, or a menu under the wrong restaurant, with 404", async () => {
      const mine = await createMenu();
      const paths = [
        M.menu(othersRestaurant._id, othersMenu._id),
        M.menu(id(), othersMenu._id),
        M.menu(id(), OTHER_ID),
      ];
      for (const path of paths) {
        expect(await svc.request(path, { token: owner.token })).toMatchObject(error(404, 'NOT_FOUND'));
        expect(
          await svc.request(path, { method: 'PATCH', token: owner.token, body: { enabled: false } }),
        ).toMatchObject(error(404, 'NOT_FOUND'));
        expect(await svc.request(path, { method: 'DELETE', token: owner.token })).toMatchObject(
          error(404, 'NOT_FOUND'),
        );
        expect(await svc.request(`${path}/duplicate`, { method: 'POST', token: owner.token })).toMatchObject(
          error(404, 'NOT_FOUND'),
        );
      }
      // an admin reads, never writes
      expect((await svc.request(M.menu(id(), mine._id), { token: admin.token })).status).toBe(200);
      expect(
        await svc.request(M.menu(id(), mine._id), { method: 'PATCH', token: admin.token, body: { enabled: false } }),
      ).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await svc.request(M.menus(othersRestaurant._id), { token: owner.token, body: LUNCH })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      expect(await svc.request(M.menu(id(), 'nope'), { token: owner.token })).toMatchObject(error(422, 'ID_MALFORMED'));
      expect(await svc.request(M.menu(id(), mine._id))).toMatchObject(error(401, 'UNAUTHORIZED'));
    });

    it('deletes a menu with its sections: 200', async () => {
      const menu = await createMenu();
      await post<Section>(M.sections(id(), menu._id), owner.token, { name: { es: 'Entrantes' } });
      expect(await svc.request(M.menu(id(), menu._id), { method: 'DELETE', token: owner.token })).toMatchObject({
        status: 200,
        body: { _id: menu._id },
      });
      expect(await svc.request(M.menu(id(), menu._id), { token: owner.token })).toMatchObject(error(404, 'NOT_FOUND'));
      const { rows } = await svc.db.query('SELECT count(*)::int AS n FROM sections WHERE menu_id = $1', [menu._id]);
      expect(rows[0].n).toBe(0);
    });

    it('duplicates a menu with its sections and items, disabled, last: 201', async () => {
      const menu = await createMenu();
      const section = await post<Section>(M.sections(id(), menu._id), owner.token, { name: { es: 'Platos' } });
      await post(M.items(id(), menu._id, section._id), owner.token, { productId: croquetas._id, price: 500 });
      const res = await svc.request(M.duplicate(id(), menu._id), { method: 'POST', token: owner.token });
      expect(res).toMatchObject({
        status: 201,
        body: { name: { es: 'Menú del día (copia)', gb: 'Set lunch (copy)' }, enabled: false },
      });
      const copy = (await svc.request(M.menu(id(), (res.body as Menu)._id), { token: owner.token })).body as MenuDetail;
      expect(copy.sections).toHaveLength(1);
      expect(copy.sections[0]._id).not.toBe(section._id);
      expect(copy.sections[0].items).toMatchObject([{ productId: croquetas._id, price: 500 }]);
      const list = (await svc.request(M.menus(id()), { token: owner.token })).body as MenuList;
      expect(list.docs.at(-1)?._id).toBe(copy._id);
    });

    it('takes a banner, cropped to 1000×250 WebP, and removes it', async () => {
      const menu = await createMenu();
      const res = await upload(svc, M.menuBanner(id(), menu._id), owner.token, {
        bytes: await png(1200, 900),
        name: 'banner.png',
        type: 'image/png',
      });
      expect(res.status).toBe(200);
      const banner = (res.body as Menu).banner!;
      const served = await fetch(`${svc.url}${banner.replace(/^\/api/, '')}`);
      expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width: 1000,
        height: 250,
      });
      expect(
        await upload(svc, M.menuBanner(id(), menu._id), owner.token, {
          bytes: Buffer.from('nope'),
          name: 'x.png',
          type: 'image/png',
        }),
      ).toMatchObject(error(422, 'IMAGE_NOT_SUPPORTED'));
      expect(
        await upload(svc, M.menuBanner(id(), othersMenu._id), owner.token, {
          bytes: await png(10, 10),
          name: 'x.png',
          type: 'image/png',
        }),
      ).toMatchObject(error(404, 'NOT_FOUND'));
      const removed = await svc.request(M.menuBanner(id(), menu._id), { method: 'DELETE', token: owner.token });
      expect(removed).toMatchObject({ status: 200, body: { banner: null } });
      expect((await fetch(`${svc.url}${banner.replace(/^\/api/, '')}`)).status).toBe(404);
    });

    describe('reorder', () => {
      let ordered: Restaurant;

      beforeAll(async () => {
        ordered = await createRestaurant(svc, owner.token);
        for (const name of ['A', 'B', 'C']) {
          await createMenu({ name: { es: name }, unlimitedTime: true, days: EVERY_DAY }, ordered._id);
        }
      });

      const read = async () => (await svc.request(M.menus(ordered._id), { token: owner.token })).body as MenuList;
      const send = (ids: string[], version: number, token = owner.token) =>
        svc.request(M.menusOrder(ordered._id), { method: 'PUT', token, body: { ids, version } });

      it('persists a whole order at once: 200 with the new order and version', async () => {
        const before = await read();
        const ids = before.docs.map((m) => m._id).reverse();
        const res = await send(ids, before.version);
        expect(res.status).toBe(200);
        const after = res.body as MenuList;
        expect(after.docs.map((m) => m.name.es)).toEqual(['C', 'B', 'A']);
        expect(after.version).toBe(before.version + 1);
      });

      it('refuses a stale version or a different set of menus: 409 STALE_EDIT, nothing changes', async () => {
        const before = await read();
        const ids = before.docs.map((m) => m._id);
        expect(await send([...ids].reverse(), before.version - 1)).toMatchObject(error(409, 'STALE_EDIT'));
        expect(await send(ids.slice(1), before.version)).toMatchObject(error(409, 'STALE_EDIT'));
        expect(await send([ids[0], ids[0], ids[1]], before.version)).toMatchObject(error(409, 'STALE_EDIT'));
        expect(await send([...ids.slice(1), othersMenu._id], before.version)).toMatchObject(error(409, 'STALE_EDIT'));
        expect((await read()).docs.map((m) => m._id)).toEqual(ids);
      });

      it('of two tabs sending an order from the same version, one applies and the other gets 409', async () => {
        const before = await read();
        const ids = before.docs.map((m) => m._id);
        const results = await Promise.all([
          send([ids[1], ids[0], ids[2]], before.version),
          send([ids[2], ids[1], ids[0]], before.version),
        ]);
        expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      });

      it('validates the body (422) and guards the restaurant (404, 401)', async () => {
        const { version, docs } = await read();
        expect(await send(['x'], version)).toMatchObject(error(422, 'ID_MALFORMED'));
        expect(
          await svc.request(M.menusOrder(ordered._id), { method: 'PUT', token: owner.token, body: { version } }),
        ).toMatchObject(error(422, 'IS_EMPTY'));
        expect(
          await send(
            docs.map((m) => m._id),
            -1,
          ),
        ).toMatchObject(error(422, 'ERROR'));
        expect(
          await send(
            docs.map((m) => m._id),
            version,
            other.token,
          ),
        ).toMatchObject(error(404, 'NOT_FOUND'));
        expect(
          await send(
            docs.map((m) => m._id),
            version,
            admin.token,
          ),
        ).toMatchObject(error(404, 'NOT_FOUND'));
        expect(
          await svc.request(M.menusOrder(ordered._id), { method: 'PUT', body: { ids: [], version } }),
        ).toMatchObject(error(401, 'UNAUTHORIZED'));
      });
    });
  });

  describe('sections and items', () => {
    let menu: Menu;

    beforeAll(async () => {
      menu = await createMenu();
    });

    const sections = () => M.sections(id(), menu._id);

    it('adds, renames and lists sections in order, inside the menu detail too', async () => {
      const starters = await post<Section>(sections(), owner.token, { name: { es: ' Entrantes ', gb: 'Starters' } });
      expect(starters).toMatchObject({
        menuId: menu._id,
        name: { es: 'Entrantes', gb: 'Starters' },
        items: [],
        banner: null,
      });
      const mains = await post<Section>(sections(), owner.token, { name: { es: 'Principales' } });
      const renamed = await svc.request(M.section(id(), menu._id, mains._id), {
        method: 'PATCH',
        token: owner.token,
        body: { name: { es: 'Segundos' } },
      });
      expect(renamed).toMatchObject({ status: 200, body: { name: { es: 'Segundos' } } });
      const list = (await svc.request(sections(), { token: owner.token })).body as SectionList;
      expect(list.docs.map((s) => s.name.es)).toEqual(['Entrantes', 'Segundos']);
      const detail = (await svc.request(M.menu(id(), menu._id), { token: owner.token })).body as MenuDetail;
      expect(detail.sections.map((s) => s._id)).toEqual([starters._id, mains._id]);
      expect(detail.version).toBe(list.version);
    });

    it.each([
      [{}, 'IS_EMPTY'],
      [{ name: { gb: 'Starters' } }, 'IS_EMPTY'],
      [{ name: { es: 'A', it: 'B' } }, 'ERROR'],
      [{ name: { es: 'A' }, position: 1 }, 'UNKNOWN_FIELD'],
    ])('validates a section %j: 422 %s', async (body, code) => {
      expect(await svc.request(sections(), { token: owner.token, body })).toMatchObject(error(422, code));
    });

    it('adds products with an optional per-menu price, edits and removes items', async () => {
      const section = await post<Section>(sections(), owner.token, { name: { es: 'Tapas' } });
      const items = M.items(id(), menu._id, section._id);
      const first = await post<SectionItem>(items, owner.token, { productId: croquetas._id, price: 750 });
      expect(first).toMatchObject({
        productId: croquetas._id,
        price: 750,
        product: { _id: croquetas._id, price: 900 },
      });
      const second = await post<SectionItem>(items, owner.token, { productId: bravas._id });
      expect(second).toMatchObject({ price: null, product: { price: 650 } });
      expect(await svc.request(items, { token: owner.token, body: { productId: bravas._id } })).toMatchObject(
        error(422, 'ERROR'),
      );
      expect(await svc.request(items, { token: owner.token, body: { productId: othersProduct._id } })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      expect(await svc.request(items, { token: owner.token, body: { productId: 'x' } })).toMatchObject(
        error(422, 'ID_MALFORMED'),
      );
      expect(
        await svc.request(items, { token: owner.token, body: { productId: croquetas._id, price: 1.5 } }),
      ).toMatchObject(error(422, 'DECIMAL'));

      const item = M.item(id(), menu._id, section._id, first._id);
      expect(await svc.request(item, { method: 'PATCH', token: owner.token, body: { price: null } })).toMatchObject({
        status: 200,
        body: { price: null },
      });
      expect(await svc.request(item, { method: 'PATCH', token: owner.token, body: { price: 800 } })).toMatchObject({
        status: 200,
        body: { price: 800 },
      });
      expect(await svc.request(item, { method: 'PATCH', token: owner.token, body: { price: 'free' } })).toMatchObject(
        error(422, 'DECIMAL'),
      );
      expect(await svc.request(item, { method: 'DELETE', token: owner.token })).toMatchObject({
        status: 200,
        body: { _id: first._id },
      });
      expect(await svc.request(item, { method: 'DELETE', token: owner.token })).toMatchObject(error(404, 'NOT_FOUND'));
    });

    it('a product removed from the catalogue leaves every section', async () => {
      const gone = await createProduct(svc, owner.token, id(), { name: { es: 'Temporal' }, price: 100 });
      const section = await post<Section>(sections(), owner.token, { name: { es: 'Temporada' } });
      await post(M.items(id(), menu._id, section._id), owner.token, { productId: gone._id });
      await svc.request(`/restaurants/${id()}/products/${gone._id}`, { method: 'DELETE', token: owner.token });
      const list = (await svc.request(sections(), { token: owner.token })).body as SectionList;
      expect(list.docs.find((s) => s._id === section._id)?.items).toEqual([]);
    });

    it('reorders sections and items with versions: a stale screen gets 409', async () => {
      const section = await post<Section>(sections(), owner.token, { name: { es: 'Orden' } });
      const items = M.items(id(), menu._id, section._id);
      const a = await post<SectionItem>(items, owner.token, { productId: croquetas._id });
      const b = await post<SectionItem>(items, owner.token, { productId: bravas._id });

      const current = ((await svc.request(sections(), { token: owner.token })).body as SectionList).docs.find(
        (s) => s._id === section._id,
      )!;
      const reordered = await svc.request(M.itemsOrder(id(), menu._id, section._id), {
        method: 'PUT',
        token: owner.token,
        body: { ids: [b._id, a._id], version: current.version },
      });
      expect(reordered.status).toBe(200);
      expect((reordered.body as Section).items.map((i) => i._id)).toEqual([b._id, a._id]);
      const stale = await svc.request(M.itemsOrder(id(), menu._id, section._id), {
        method: 'PUT',
        token: owner.token,
        body: { ids: [a._id, b._id], version: current.version },
      });
      expect(stale).toMatchObject(error(409, 'STALE_EDIT'));

      const list = (await svc.request(sections(), { token: owner.token })).body as SectionList;
      const ids = list.docs.map((s) => s._id);
      const moved = await svc.request(M.sectionsOrder(id(), menu._id), {
        method: 'PUT',
        token: owner.token,
        body: { ids: [...ids].reverse(), version: list.version },
      });
      expect(moved.status).toBe(200);
      expect((moved.body as SectionList).docs.map((s) => s._id)).toEqual([...ids].reverse());
      // adding a section moves the menu's version: an order made before it is stale
      await post<Section>(sections(), owner.token, { name: { es: 'Nueva' } });
      const late = await svc.request(M.sectionsOrder(id(), menu._id), {
        method: 'PUT',
        token: owner.token,
        body: { ids, version: (moved.body as SectionList).version },
      });
      expect(late).toMatchObject(error(409, 'STALE_EDIT'));
    });

    it('takes a section banner and removes the section: 200', async () => {
      const section = await post<Section>(sections(), owner.token, { name: { es: 'Postres' } });
      const res = await upload(svc, M.sectionBanner(id(), menu._id, section._id), owner.token, {
        bytes: await png(400, 400),
        name: 'b.png',
        type: 'image/png',
      });
      expect(res).toMatchObject({ status: 200, body: { banner: expect.stringMatching(/\.webp$/) } });
      expect(
        await svc.request(M.sectionBanner(id(), menu._id, section._id), { method: 'DELETE', token: owner.token }),
      ).toMatchObject({ status: 200, body: { banner: null } });
      expect(
        await svc.request(M.section(id(), menu._id, section._id), { method: 'DELETE', token: owner.token }),
      ).toMatchObject({ status: 200, body: { _id: section._id } });
    });

    it("answers another owner's (or a mismatched) menu, section or item with 404 on every verb", async () => {
      const section = await post<Section>(sections(), owner.token, { name: { es: 'Privada' } });
      const item = await post<SectionItem>(M.items(id(), menu._id, section._id), owner.token, {
        productId: croquetas._id,
      });
      const otherMenu = await createMenu();
      const file = { bytes: await png(10, 10), name: 'x.png', type: 'image/png' };
      const cases: [string, string, string][] = [
        // [restaurant, menu, section] seen by a token
        [id(), menu._id, section._id],
        [id(), otherMenu._id, section._id],
        [othersRestaurant._id, menu._id, section._id],
      ];
      for (const [index, [rid, mid, sid]] of cases.entries()) {
        const token = index === 0 ? other.token : owner.token;
        const expect404 = async (path: string, init: { method?: string; body?: unknown } = {}) =>
          expect(await svc.request(path, { token, ...init })).toMatchObject(error(404, 'NOT_FOUND'));
        // (the owner's other menu is theirs: only the section under it is foreign)
        if (index !== 1) {
          await expect404(M.sections(rid, mid));
          await expect404(M.sections(rid, mid), { body: { name: { es: 'X' } } });
        }
        await expect404(M.section(rid, mid, sid), { method: 'PATCH', body: { name: { es: 'X' } } });
        await expect404(M.section(rid, mid, sid), { method: 'DELETE' });
        await expect404(M.sectionBanner(rid, mid, sid), { method: 'DELETE' });
        await expect404(M.items(rid, mid, sid), { body: { productId: bravas._id } });
        await expect404(M.item(rid, mid, sid, item._id), { method: 'PATCH', body: { price: 1 } });
        await expect404(M.item(rid, mid, sid, item._id), { method: 'DELETE' });
        await expect404(M.itemsOrder(rid, mid, sid), { method: 'PUT', body: { ids: [item._id], version: 0 } });
        expect(await upload(svc, M.sectionBanner(rid, mid, sid), token, file)).toMatchObject(error(404, 'NOT_FOUND'));
      }
      // an item id from another section
      const elsewhere = await post<Section>(sections(), owner.token, { name: { es: 'Otra' } });
      expect(
        await svc.request(M.item(id(), menu._id, elsewhere._id, item._id), { method: 'DELETE', token: owner.token }),
      ).toMatchObject(error(404, 'NOT_FOUND'));
      // admins read sections, never change them
      expect((await svc.request(sections(), { token: admin.token })).status).toBe(200);
      expect(await svc.request(sections(), { token: admin.token, body: { name: { es: 'X' } } })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
    });

    it('malformed ids: 422 ID_MALFORMED; no token: 401', async () => {
      const section = await post<Section>(sections(), owner.token, { name: { es: 'Ids' } });
      expect(await svc.request(M.section(id(), menu._id, 'x'), { method: 'DELETE', token: owner.token })).toMatchObject(
        error(422, 'ID_MALFORMED'),
      );
      expect(
        await svc.request(M.item(id(), menu._id, section._id, 'x'), { method: 'DELETE', token: owner.token }),
      ).toMatchObject(error(422, 'ID_MALFORMED'));
      expect(await svc.request(M.sections(id(), 'x'), { token: owner.token })).toMatchObject(
        error(422, 'ID_MALFORMED'),
      );
      expect(await svc.request(sections())).toMatchObject(error(401, 'UNAUTHORIZED'));
      expect(await svc.request(M.section(id(), menu._id, section._id), { method: 'DELETE' })).toMatchObject(
        error(401, 'UNAUTHORIZED'),
      );
    });
  });
});
