import sharp from 'sharp';
import {
  RESTAURANT_ROUTES as R,
  type Paged,
  type PublicRestaurantList,
  type Restaurant,
  MAX_LENGTH,
} from '@carta/contracts';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { createProduct, createRestaurant, error, OTHER_ID, png, RESTAURANT, upload } from './fixtures';

const RESTAURANT_FIELDS = [
  '_id',
  'address',
  'brandColor',
  'city',
  'closedDates',
  'cover',
  'createdAt',
  'currency',
  'email',
  'languages',
  'logo',
  'mapInfo',
  'name',
  'phone',
  'postalCode',
  'socialLinks',
  'subDomain',
  'subDomainEnabled',
  'subDomainReason',
  'subDomainState',
  'timeZone',
  'updatedAt',
  'uuid',
  'web',
];

describe('restaurants', () => {
  let svc: ServiceUnderTest;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'restaurants' });
    owner = await svc.createUser();
    other = await svc.createUser();
    admin = await svc.createUser({ role: 'admin' });
  });
  afterAll(() => svc.close());

  describe('POST /restaurants', () => {
    it("creates the caller's restaurant with the defaults: 201 Restaurant", async () => {
      const res = await svc.request('/restaurants', {
        token: owner.token,
        body: { ...RESTAURANT, name: '  Casa Pepe ', brandColor: '#FFB632' },
      });
      expect(res.status).toBe(201);
      const body = res.body as Restaurant;
      expect(Object.keys(body).sort()).toEqual(RESTAURANT_FIELDS);
      expect(body).toMatchObject({
        ...RESTAURANT,
        name: 'Casa Pepe',
        brandColor: '#ffb632',
        socialLinks: {},
        mapInfo: { lat: 0, lng: 0, enabled: false },
        subDomain: '',
        subDomainEnabled: false,
        subDomainState: 'none',
      });
      const { rows } = await svc.db.query('SELECT owner_id FROM restaurants WHERE id = $1', [body._id]);
      expect(rows[0].owner_id).toBe(owner.id);
    });

    it('needs only name, languages and currency; the time zone defaults to Europe/Madrid', async () => {
      const res = await svc.request('/restaurants', {
        token: owner.token,
        body: { name: 'Minimal', languages: ['fr'], currency: 'USD' },
      });
      expect(res).toMatchObject({
        status: 201,
        body: { name: 'Minimal', web: '', email: '', timeZone: 'Europe/Madrid', languages: ['fr'], currency: 'USD' },
      });
    });

    it.each([
      [{ name: undefined }, 'IS_EMPTY'],
      [{ name: '   ' }, 'IS_EMPTY'],
      [{ name: null }, 'IS_EMPTY'],
      [{ languages: [] }, 'IS_EMPTY'],
      [{ languages: undefined }, 'IS_EMPTY'],
      [{ languages: ['es', 'en'] }, 'ERROR'],
      [{ languages: ['es', 'es'] }, 'ERROR'],
      [{ languages: 'es' }, 'ERROR'],
      [{ currency: undefined }, 'IS_EMPTY'],
      [{ currency: 'GBP' }, 'ERROR'],
      [{ web: 'casa pepe' }, 'NOT_A_VALID_URL'],
      [{ web: 'https://casapepe' }, 'NOT_A_VALID_URL'],
      [{ web: 'ftp://casapepe.example.com' }, 'NOT_A_VALID_URL'],
      [{ web: 'javascript:alert(1)' }, 'NOT_A_VALID_URL'],
      [{ email: 'not-an-email' }, 'EMAIL_IS_NOT_VALID'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'ERROR'],
      [{ timeZone: '../etc/passwd' }, 'ERROR'],
      [{ brandColor: 'red' }, 'ERROR'],
      [{ brandColor: '#12345' }, 'ERROR'],
      [{ address: 42 }, 'ERROR'],
      [{ ownerId: OTHER_ID }, 'UNKNOWN_FIELD'],
      [{ subDomain: 'mine' }, 'UNKNOWN_FIELD'],
    ])('validates %j: 422 %s', async (change, code) => {
      const res = await svc.request('/restaurants', { token: owner.token, body: { ...RESTAURANT, ...change } });
      expect(res).toMatchObject(error(422, code));
    });

    it('takes the web as owners write it and stores the whole address (issue 30)', async () => {
      const res = await svc.request('/restaurants', {
        token: owner.token,
        body: { ...RESTAURANT, web: ' lacocinadelucia.es ' },
      });
      expect(res).toMatchObject({ status: 201, body: { web: 'https://lacocinadelucia.es' } });
    });

    it('accepts empty web and e-mail, and UTC as a time zone', async () => {
      const res = await svc.request('/restaurants', {
        token: owner.token,
        body: { ...RESTAURANT, web: '', email: '', timeZone: 'UTC' },
      });
      expect(res).toMatchObject({ status: 201, body: { web: '', email: '', timeZone: 'UTC' } });
    });

    it('without a token: 401', async () => {
      expect(await svc.request('/restaurants', { body: RESTAURANT })).toMatchObject(error(401, 'UNAUTHORIZED'));
    });
  });

  describe('GET /restaurants', () => {
    let lister: TestUser;

    beforeAll(async () => {
      lister = await svc.createUser();
      await createRestaurant(svc, lister.token, { name: 'Casa Pepe', city: 'Madrid' });
      await createRestaurant(svc, lister.token, { name: 'bar Luis', city: 'Bilbao' });
      await createRestaurant(svc, lister.token, { name: 'El Faro', city: 'Cádiz' });
      await createRestaurant(svc, other.token, { name: 'Not yours' });
    });

    it("lists only the caller's restaurants, sorted by name: 200 {docs, totalDocs}", async () => {
      const res = await svc.request('/restaurants', { token: lister.token });
      expect(res.status).toBe(200);
      const body = res.body as Paged<Restaurant>;
      expect(body.totalDocs).toBe(3);
      expect(body.docs.map((r) => r.name)).toEqual(['bar Luis', 'Casa Pepe', 'El Faro']);
      expect(Object.keys(body.docs[0]).sort()).toEqual(RESTAURANT_FIELDS);
    });

    it('pages, sorts, orders and searches', async () => {
      const page = await svc.request('/restaurants?limit=2&page=2', { token: lister.token });
      expect(page.body).toMatchObject({ totalDocs: 3, docs: [{ name: 'El Faro' }] });
      const byCity = await svc.request('/restaurants?sort=city&order=-1', { token: lister.token });
      expect((byCity.body as Paged<Restaurant>).docs.map((r) => r.city)).toEqual(['Madrid', 'Cádiz', 'Bilbao']);
      const search = await svc.request('/restaurants?filter=PEPE&fields=name', { token: lister.token });
      expect(search.body).toMatchObject({ totalDocs: 1, docs: [{ name: 'Casa Pepe' }] });
      const anyField = await svc.request('/restaurants?filter=bilbao', { token: lister.token });
      expect(anyField.body).toMatchObject({ totalDocs: 1, docs: [{ name: 'bar Luis' }] });
      const wildcard = await svc.request('/restaurants?filter=%25', { token: lister.token });
      expect(wildcard.body).toMatchObject({ totalDocs: 0 });
    });

    it.each(['sort=owner_id', 'filter=x&fields=owner_id', 'order=2', 'limit=101', 'page=0'])(
      'refuses ?%s: 422 ERROR_WITH_FILTER',
      async (query) => {
        expect(await svc.request(`/restaurants?${query}`, { token: lister.token })).toMatchObject(
          error(422, 'ERROR_WITH_FILTER'),
        );
      },
    );

    it('refuses an unknown query parameter: 422 UNKNOWN_FIELD naming it', async () => {
      expect(await svc.request('/restaurants?pending=true', { token: lister.token })).toMatchObject({
        status: 422,
        body: { errors: { msg: 'UNKNOWN_FIELD', param: 'pending' } },
      });
    });

    it('is empty for a new owner; 401 without a token', async () => {
      const fresh = await svc.createUser();
      expect(await svc.request('/restaurants', { token: fresh.token })).toMatchObject({
        status: 200,
        body: { docs: [], totalDocs: 0 },
      });
      expect(await svc.request('/restaurants')).toMatchObject(error(401, 'UNAUTHORIZED'));
    });
  });

  describe('GET /restaurants/:id', () => {
    let mine: Restaurant;

    beforeAll(async () => {
      mine = await createRestaurant(svc, owner.token);
    });

    it("returns the owner's restaurant: 200", async () => {
      expect(await svc.request(`/restaurants/${mine._id}`, { token: owner.token })).toMatchObject({
        status: 200,
        body: mine,
      });
    });

    it('answers another owner, and an unknown id, with 404 NOT_FOUND', async () => {
      expect(await svc.request(`/restaurants/${mine._id}`, { token: other.token })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      expect(await svc.request(`/restaurants/${OTHER_ID}`, { token: owner.token })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
    });

    it('lets an admin read any restaurant', async () => {
      expect(await svc.request(`/restaurants/${mine._id}`, { token: admin.token })).toMatchObject({
        status: 200,
        body: { _id: mine._id },
      });
    });

    it('refuses a malformed id: 422 ID_MALFORMED; no token: 401', async () => {
      expect(await svc.request('/restaurants/123', { token: owner.token })).toMatchObject(error(422, 'ID_MALFORMED'));
      expect(await svc.request(`/restaurants/${mine._id}`)).toMatchObject(error(401, 'UNAUTHORIZED'));
    });
  });

  describe('PATCH /restaurants/:id', () => {
    let mine: Restaurant;

    beforeAll(async () => {
      mine = await createRestaurant(svc, owner.token);
    });

    it('changes only the fields sent: 200', async () => {
      const res = await svc.request(`/restaurants/${mine._id}`, {
        method: 'PATCH',
        token: owner.token,
        body: { name: 'Casa Pepa', languages: ['gb', 'es'], timeZone: 'America/New_York' },
      });
      expect(res).toMatchObject({
        status: 200,
        body: {
          ...mine,
          name: 'Casa Pepa',
          languages: ['gb', 'es'],
          timeZone: 'America/New_York',
          updatedAt: expect.any(String),
        },
      });
    });

    it('replaces the social links, dropping empty ones, and sets the map', async () => {
      const res = await svc.request(`/restaurants/${mine._id}`, {
        method: 'PATCH',
        token: owner.token,
        body: {
          socialLinks: { facebook: 'https://facebook.com/casapepe', instagram: '', web: 'http://casapepe.example.com' },
          mapInfo: { lat: 40.4168, lng: -3.7038, enabled: true },
        },
      });
      expect(res).toMatchObject({
        status: 200,
        body: {
          socialLinks: { facebook: 'https://facebook.com/casapepe', web: 'http://casapepe.example.com' },
          mapInfo: { lat: 40.4168, lng: -3.7038, enabled: true },
        },
      });
      expect((res.body as Restaurant).socialLinks).not.toHaveProperty('instagram');
      const again = await svc.request(`/restaurants/${mine._id}`, { token: owner.token });
      expect(again.body).toMatchObject({ mapInfo: { lat: 40.4168, lng: -3.7038, enabled: true } });
    });

    it('takes social names and addresses as owners write them and stores the whole address (issue 30)', async () => {
      const res = await svc.request(`/restaurants/${mine._id}`, {
        method: 'PATCH',
        token: owner.token,
        body: {
          web: 'www.lacocinadelucia.es/carta',
          socialLinks: {
            instagram: '@lacocinadelucia',
            tiktok: '@lacocinadelucia',
            twitter: 'lacocina_lucia',
            youtube: '@LaCocinaDeLucia',
            facebook: 'facebook.com/lacocinadelucia',
            tripadvisor: 'tripadvisor.es/Restaurant_Review-g187514',
            web: 'http://lacocinadelucia.es',
          },
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ web: 'https://www.lacocinadelucia.es/carta' });
      expect((res.body as Restaurant).socialLinks).toEqual({
        instagram: 'https://www.instagram.com/lacocinadelucia',
        tiktok: 'https://www.tiktok.com/@lacocinadelucia',
        twitter: 'https://x.com/lacocina_lucia',
        youtube: 'https://www.youtube.com/@LaCocinaDeLucia',
        facebook: 'https://facebook.com/lacocinadelucia',
        tripadvisor: 'https://tripadvisor.es/Restaurant_Review-g187514',
        web: 'http://lacocinadelucia.es',
      });
    });

    it.each([
      [{ name: '' }, 'IS_EMPTY'],
      [{ name: null }, 'IS_EMPTY'],
      [{ languages: [] }, 'IS_EMPTY'],
      [{ currency: 'JPY' }, 'ERROR'],
      [{ web: 'nope' }, 'NOT_A_VALID_URL'],
      [{ socialLinks: { myspace: 'https://myspace.com/x' } }, 'ERROR'],
      [{ socialLinks: { facebook: 'casa pepe' } }, 'NOT_A_VALID_URL'],
      [{ socialLinks: { tripadvisor: '@casapepe' } }, 'NOT_A_VALID_URL'],
      [{ socialLinks: { instagram: 'javascript:alert(1)' } }, 'NOT_A_VALID_URL'],
      [{ socialLinks: { twitter: 42 } }, 'NOT_A_VALID_URL'],
      [{ socialLinks: 'https://facebook.com' }, 'ERROR'],
      [{ mapInfo: { lat: 91, lng: 0, enabled: true } }, 'ERROR'],
      [{ mapInfo: { lat: 0, lng: -180.5, enabled: true } }, 'ERROR'],
      [{ mapInfo: { lat: '1', lng: 0, enabled: true } }, 'ERROR'],
      [{ mapInfo: { lat: 0, lng: 0 } }, 'IS_EMPTY'],
      [{ mapInfo: { lat: 40.4, lng: -3.7, enabled: true, zoom: 3 } }, 'UNKNOWN_FIELD'],
      [{ subDomainState: 'accepted' }, 'UNKNOWN_FIELD'],
    ])('validates %j: 422 %s', async (body, code) => {
      const res = await svc.request(`/restaurants/${mine._id}`, { method: 'PATCH', token: owner.token, body });
      expect(res).toMatchObject(error(422, code));
    });

    it('refuses "how to arrive" without a point (0,0, where every restaurant starts): 422 naming the field', async () => {
      const path = `/restaurants/${mine._id}`;
      const before = (await svc.request(path, { token: owner.token })).body as Restaurant;
      const res = await svc.request(path, {
        method: 'PATCH',
        token: owner.token,
        body: { mapInfo: { lat: 0, lng: 0, enabled: true } },
      });
      expect(res).toMatchObject({ status: 422, body: { errors: { msg: 'MAP_POINT_MISSING', param: 'mapInfo.lat' } } });
      expect(((await svc.request(path, { token: owner.token })).body as Restaurant).mapInfo).toEqual(before.mapInfo);
      // Hidden, 0,0 is "no point yet"; a point on the equator or the meridian is a place.
      for (const mapInfo of [
        { lat: 0, lng: 0, enabled: false },
        { lat: 0, lng: 9.4536, enabled: true },
        { lat: 51.4779, lng: 0, enabled: true },
      ]) {
        const saved = await svc.request(path, { method: 'PATCH', token: owner.token, body: { mapInfo } });
        expect(saved).toMatchObject({ status: 200, body: { mapInfo } });
      }
    });

    it("answers another owner's id with 404 (admins too: they read, they do not edit)", async () => {
      for (const token of [other.token, admin.token]) {
        const res = await svc.request(`/restaurants/${mine._id}`, { method: 'PATCH', token, body: { name: 'Mine' } });
        expect(res).toMatchObject(error(404, 'NOT_FOUND'));
      }
      const check = await svc.request(`/restaurants/${mine._id}`, { token: owner.token });
      expect((check.body as Restaurant).name).not.toBe('Mine');
    });

    it('malformed id: 422 ID_MALFORMED; no token: 401', async () => {
      expect(
        await svc.request('/restaurants/nope', { method: 'PATCH', token: owner.token, body: { name: 'X' } }),
      ).toMatchObject(error(422, 'ID_MALFORMED'));
      expect(await svc.request(`/restaurants/${mine._id}`, { method: 'PATCH', body: { name: 'X' } })).toMatchObject(
        error(401, 'UNAUTHORIZED'),
      );
    });
  });

  describe('PUT and DELETE /restaurants/:id/logo and /cover', () => {
    const served = async (url: string) => {
      const res = await fetch(`${svc.url}${url.replace(/^\/api/, '')}`);
      return res.ok ? sharp(Buffer.from(await res.arrayBuffer())).metadata() : res.status;
    };

    it('keeps a logo whole within 256×256 and crops a cover to 1200×400, both WebP; guests see them', async () => {
      const restaurant = await createRestaurant(svc, owner.token);
      const logo = await upload(svc, R.restaurantImage(restaurant._id, 'logo'), owner.token, {
        bytes: await png(800, 400),
        name: 'logo.png',
        type: 'image/png',
      });
      expect(logo).toMatchObject({ status: 200, body: { logo: expect.stringMatching(/\.webp$/), cover: null } });
      expect(await served((logo.body as Restaurant).logo!)).toMatchObject({ format: 'webp', width: 256, height: 128 });
      const cover = await upload(svc, R.restaurantImage(restaurant._id, 'cover'), owner.token, {
        bytes: await png(1600, 1200),
        name: 'cover.png',
        type: 'image/png',
      });
      const { logo: logoUrl, cover: coverUrl } = cover.body as Restaurant;
      expect(logoUrl).toBe((logo.body as Restaurant).logo);
      expect(await served(coverUrl!)).toMatchObject({ format: 'webp', width: 1200, height: 400 });
      const guests = await svc.request(`${R.public}?_id=${restaurant._id}`);
      expect((guests.body as PublicRestaurantList).docs[0]).toMatchObject({ logo: logoUrl, cover: coverUrl });

      const removed = await svc.request(R.restaurantImage(restaurant._id, 'cover'), {
        method: 'DELETE',
        token: owner.token,
      });
      expect(removed).toMatchObject({ status: 200, body: { logo: logoUrl, cover: null } });
      expect(await served(coverUrl!)).toBe(404);
      // Deleting the restaurant lets its logo go too.
      await svc.request(R.one(restaurant._id), { method: 'DELETE', token: owner.token });
      expect(await served(logoUrl!)).toBe(404);
    });

    it("refuses a file that is no image, and another owner's restaurant", async () => {
      const restaurant = await createRestaurant(svc, owner.token);
      const path = R.restaurantImage(restaurant._id, 'logo');
      const text = { bytes: Buffer.from('not an image'), name: 'logo.png', type: 'image/png' };
      expect(await upload(svc, path, owner.token, text)).toMatchObject(error(422, 'IMAGE_NOT_SUPPORTED'));
      const image = { bytes: await png(10, 10), name: 'logo.png', type: 'image/png' };
      expect(await upload(svc, path, other.token, image)).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await upload(svc, path, admin.token, image)).toMatchObject(error(404, 'NOT_FOUND'));
    });
  });

  describe('DELETE /restaurants/:id', () => {
    it('removes the restaurant with its products, images and messages: 200', async () => {
      const doomed = await createRestaurant(svc, owner.token);
      const product = await createProduct(svc, owner.token, doomed._id, { name: { es: 'Tortilla' }, price: 850 });
      const uploaded = await upload(svc, `/restaurants/${doomed._id}/products/${product._id}/image`, owner.token, {
        bytes: await png(400, 300),
        name: 'tortilla.png',
        type: 'image/png',
      });
      expect(uploaded.status).toBe(200);
      await svc.request(`/restaurants/${doomed._id}/contact`, {
        token: owner.token,
        body: { name: 'Ana', message: 'Hola' },
      });
      const { rows: imagesBefore } = await svc.db.query('SELECT count(*)::int AS n FROM images');

      expect(await svc.request(`/restaurants/${doomed._id}`, { method: 'DELETE', token: other.token })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      expect(await svc.request(`/restaurants/${doomed._id}`, { method: 'DELETE', token: admin.token })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      const res = await svc.request(`/restaurants/${doomed._id}`, { method: 'DELETE', token: owner.token });
      expect(res).toMatchObject({ status: 200, body: { _id: doomed._id } });

      expect(await svc.request(`/restaurants/${doomed._id}`, { token: owner.token })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      const counts = await svc.db.query(
        `SELECT (SELECT count(*)::int FROM products WHERE restaurant_id = $1) AS products,
                (SELECT count(*)::int FROM contact_messages WHERE restaurant_id = $1) AS messages,
                (SELECT count(*)::int FROM images) AS images`,
        [doomed._id],
      );
      expect(counts.rows[0]).toEqual({ products: 0, messages: 0, images: imagesBefore[0].n - 2 });
    });

    it('unknown id: 404; malformed: 422; no token: 401', async () => {
      expect(await svc.request(`/restaurants/${OTHER_ID}`, { method: 'DELETE', token: owner.token })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      expect(await svc.request('/restaurants/x', { method: 'DELETE', token: owner.token })).toMatchObject(
        error(422, 'ID_MALFORMED'),
      );
      expect(await svc.request(`/restaurants/${OTHER_ID}`, { method: 'DELETE' })).toMatchObject(
        error(401, 'UNAUTHORIZED'),
      );
    });
  });

  describe('subdomains', () => {
    const requestSub = (id: string, token: string, subDomain: unknown) =>
      svc.request(`/restaurants/subdomainrequest/${id}`, { method: 'PATCH', token, body: { subDomain } });
    const decide = (decision: 'accept' | 'reject', id: string, token: string) =>
      svc.request(`/restaurants/subdomain${decision}/${id}`, {
        method: 'PATCH',
        token,
        body: decision === 'reject' ? { reason: 'No es el nombre del restaurante' } : undefined,
      });

    it('an owner requests letters and digits (stored lower-case): pending', async () => {
      const mine = await createRestaurant(svc, owner.token);
      expect(await requestSub(mine._id, owner.token, 'CasaPepe1')).toMatchObject({
        status: 200,
        body: { subDomain: 'casapepe1', subDomainState: 'pending', subDomainEnabled: false },
      });
    });

    it('takes hyphens inside the name, as hostnames do: casa-pepe-1', async () => {
      const mine = await createRestaurant(svc, owner.token);
      expect(await requestSub(mine._id, owner.token, 'Casa-Pepe-1')).toMatchObject({
        status: 200,
        body: { subDomain: 'casa-pepe-1', subDomainState: 'pending' },
      });
    });

    it.each([
      ['-casapepe', 'SUB_DOMAIN'],
      ['casapepe-', 'SUB_DOMAIN'],
      ['-', 'SUB_DOMAIN'],
      ['casa.pepe', 'SUB_DOMAIN'],
      ['ñandú', 'SUB_DOMAIN'],
      [42, 'SUB_DOMAIN'],
      ['', 'IS_EMPTY'],
      [undefined, 'IS_EMPTY'],
      ['a'.repeat(64), 'SUB_DOMAIN'],
    ])('refuses %j: 422 %s', async (subDomain, code) => {
      const mine = await createRestaurant(svc, owner.token);
      expect(await requestSub(mine._id, owner.token, subDomain)).toMatchObject(error(422, code));
    });

    it('refuses a subdomain pending or accepted for another restaurant, whatever its case', async () => {
      const first = await createRestaurant(svc, owner.token);
      const second = await createRestaurant(svc, other.token);
      expect((await requestSub(first._id, owner.token, 'taken')).status).toBe(200);
      expect(await requestSub(second._id, other.token, 'TAKEN')).toMatchObject(error(422, 'SUB_DOMAIN_ALREADY_IN_USE'));
      expect((await decide('accept', first._id, admin.token)).status).toBe(200);
      expect(await requestSub(second._id, other.token, 'taken')).toMatchObject(error(422, 'SUB_DOMAIN_ALREADY_IN_USE'));
      // the holder asking again for its own is fine
      expect(await requestSub(first._id, owner.token, 'taken')).toMatchObject({ status: 200 });
    });

    it("another owner's restaurant: 404; malformed id: 422; no token: 401", async () => {
      const mine = await createRestaurant(svc, owner.token);
      expect(await requestSub(mine._id, other.token, 'stolen')).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await requestSub('x', owner.token, 'abc')).toMatchObject(error(422, 'ID_MALFORMED'));
      const res = await svc.request(`/restaurants/subdomainrequest/${mine._id}`, {
        method: 'PATCH',
        body: { subDomain: 'abc' },
      });
      expect(res).toMatchObject(error(401, 'UNAUTHORIZED'));
    });

    it('an admin accepts (enabled) or rejects a request', async () => {
      const a = await createRestaurant(svc, owner.token);
      const b = await createRestaurant(svc, owner.token);
      await requestSub(a._id, owner.token, 'acceptme');
      await requestSub(b._id, owner.token, 'rejectme');
      expect(await decide('accept', a._id, admin.token)).toMatchObject({
        status: 200,
        body: { subDomain: 'acceptme', subDomainState: 'accepted', subDomainEnabled: true },
      });
      expect(await decide('reject', b._id, admin.token)).toMatchObject({
        status: 200,
        body: {
          subDomain: 'rejectme',
          subDomainState: 'rejected',
          subDomainReason: 'No es el nombre del restaurante',
          subDomainEnabled: false,
        },
      });
    });

    it("withdrawing an accepted subdomain says 'withdrawn', with the admin's reason, to the owner and the admin", async () => {
      const mine = await createRestaurant(svc, owner.token, { name: 'Casa Retirada' });
      await requestSub(mine._id, owner.token, 'casa-retirada');
      expect(await decide('accept', mine._id, admin.token)).toMatchObject({ body: { subDomainReason: null } });
      const withdrawn = {
        subDomain: 'casa-retirada',
        subDomainState: 'withdrawn',
        subDomainReason: 'No es el nombre del restaurante',
        subDomainEnabled: false,
      };
      expect(await decide('reject', mine._id, admin.token)).toMatchObject({ status: 200, body: withdrawn });
      // The owner reads it on the restaurant and in the list of theirs; the admin in the list of all.
      expect(await svc.request(`/restaurants/${mine._id}`, { token: owner.token })).toMatchObject({ body: withdrawn });
      const owners = (await svc.request('/restaurants?limit=100', { token: owner.token })).body as Paged<Restaurant>;
      expect(owners.docs.find((r) => r._id === mine._id)).toMatchObject(withdrawn);
      const all = (await svc.request('/restaurants/all?filter=Casa%20Retirada&fields=name', { token: admin.token }))
        .body as Paged<Restaurant>;
      expect(all.docs).toMatchObject([withdrawn]);
      // Rejected again with other words, it stays withdrawn; asking anew leaves the reason behind.
      const again = await svc.request(`/restaurants/subdomainreject/${mine._id}`, {
        method: 'PATCH',
        token: admin.token,
        body: { reason: 'Sigue sin ser tu nombre' },
      });
      expect(again).toMatchObject({
        body: { subDomainState: 'withdrawn', subDomainReason: 'Sigue sin ser tu nombre' },
      });
      expect(await requestSub(mine._id, owner.token, 'casa-retirada')).toMatchObject({
        status: 200,
        body: { subDomainState: 'pending', subDomainReason: null },
      });
    });

    it.each([
      [{}, 'IS_EMPTY'],
      [{ reason: '   ' }, 'IS_EMPTY'],
      [{ reason: 42 }, 'IS_EMPTY'],
      [{ reason: 'a'.repeat(MAX_LENGTH.subdomainReason + 1) }, 'TOO_LONG'],
    ])('rejecting without a fit reason (%j) is 422 %s naming reason, and changes nothing', async (body, code) => {
      const mine = await createRestaurant(svc, owner.token);
      await requestSub(mine._id, owner.token, `why${Math.random().toString(36).slice(2, 10)}`);
      const res = await svc.request(`/restaurants/subdomainreject/${mine._id}`, {
        method: 'PATCH',
        token: admin.token,
        body,
      });
      expect(res).toMatchObject({ status: 422, body: { errors: { msg: code, param: 'reason' } } });
      if (code === 'TOO_LONG') expect(res.body).toMatchObject({ errors: { max: MAX_LENGTH.subdomainReason } });
      expect(await svc.request(`/restaurants/${mine._id}`, { token: owner.token })).toMatchObject({
        body: { subDomainState: 'pending' },
      });
    });

    it('takes a reason of exactly the limit, and no body at all is 422 naming reason', async () => {
      const mine = await createRestaurant(svc, owner.token);
      await requestSub(mine._id, owner.token, `max${Math.random().toString(36).slice(2, 10)}`);
      const bare = await svc.request(`/restaurants/subdomainreject/${mine._id}`, {
        method: 'PATCH',
        token: admin.token,
      });
      expect(bare).toMatchObject({ status: 422, body: { errors: { msg: 'IS_EMPTY', param: 'reason' } } });
      const res = await svc.request(`/restaurants/subdomainreject/${mine._id}`, {
        method: 'PATCH',
        token: admin.token,
        body: { reason: 'a'.repeat(MAX_LENGTH.subdomainReason) },
      });
      expect(res).toMatchObject({ status: 200, body: { subDomainState: 'rejected' } });
    });

    it('refuses to accept a subdomain another restaurant holds meanwhile: 422 SUB_DOMAIN_ALREADY_IN_USE', async () => {
      const a = await createRestaurant(svc, owner.token);
      const b = await createRestaurant(svc, other.token);
      await requestSub(a._id, owner.token, 'contested');
      await decide('reject', a._id, admin.token);
      await requestSub(b._id, other.token, 'contested');
      expect((await decide('accept', b._id, admin.token)).status).toBe(200);
      expect(await decide('accept', a._id, admin.token)).toMatchObject(error(422, 'SUB_DOMAIN_ALREADY_IN_USE'));
    });

    it('accept or reject: a restaurant without a request is 422 SUB_DOMAIN; unknown 404; malformed 422', async () => {
      const none = await createRestaurant(svc, owner.token);
      expect(await decide('accept', none._id, admin.token)).toMatchObject(error(422, 'SUB_DOMAIN'));
      expect(await decide('reject', OTHER_ID, admin.token)).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await decide('accept', 'x', admin.token)).toMatchObject(error(422, 'ID_MALFORMED'));
    });

    it('accept and reject are for admins: 403 for an owner, 401 without a token', async () => {
      const mine = await createRestaurant(svc, owner.token);
      await requestSub(mine._id, owner.token, 'selfservice');
      for (const decision of ['accept', 'reject'] as const) {
        expect(await decide(decision, mine._id, owner.token)).toMatchObject(error(403, 'FORBIDDEN'));
        const body = { reason: 'x' };
        expect(
          await svc.request(`/restaurants/subdomain${decision}/${mine._id}`, { method: 'PATCH', body }),
        ).toMatchObject(error(401, 'UNAUTHORIZED'));
      }
    });
  });

  describe('GET /restaurants/all (admin)', () => {
    it('lists every restaurant, the pending requests first; ?pending=true only those', async () => {
      const waiting = await createRestaurant(svc, other.token, { name: 'zzz waiting' });
      await svc.request(`/restaurants/subdomainrequest/${waiting._id}`, {
        method: 'PATCH',
        token: other.token,
        body: { subDomain: 'zzzwaiting' },
      });
      const all = await svc.request('/restaurants/all?limit=100', { token: admin.token });
      expect(all.status).toBe(200);
      const body = all.body as Paged<Restaurant>;
      const { rows } = await svc.db.query('SELECT count(*)::int AS n FROM restaurants');
      expect(body.totalDocs).toBe(rows[0].n);
      const states = body.docs.map((r) => r.subDomainState);
      const firstNotPending = states.findIndex((state) => state !== 'pending');
      expect(states.slice(firstNotPending)).not.toContain('pending');
      expect(body.docs.slice(0, firstNotPending).map((r) => r._id)).toContain(waiting._id);

      const pending = await svc.request('/restaurants/all?pending=true&filter=waiting', { token: admin.token });
      expect(pending.body).toMatchObject({ totalDocs: 1, docs: [{ _id: waiting._id, subDomainState: 'pending' }] });
      const pendingAll = (await svc.request('/restaurants/all?pending=true&limit=100', { token: admin.token }))
        .body as Paged<Restaurant>;
      expect(pendingAll.docs.every((r) => r.subDomainState === 'pending')).toBe(true);
    });

    it('refuses a bad ?pending: 422; an owner: 403; no token: 401', async () => {
      expect(await svc.request('/restaurants/all?pending=maybe', { token: admin.token })).toMatchObject(
        error(422, 'ERROR_WITH_FILTER'),
      );
      expect(await svc.request('/restaurants/all', { token: owner.token })).toMatchObject(error(403, 'FORBIDDEN'));
      expect(await svc.request('/restaurants/all')).toMatchObject(error(401, 'UNAUTHORIZED'));
    });
  });

  describe('POST /restaurants/:id/contact', () => {
    it('stores the message for the admins: 201', async () => {
      const mine = await createRestaurant(svc, owner.token);
      const res = await svc.request(`/restaurants/${mine._id}/contact`, {
        token: owner.token,
        body: { name: ' Ana ', message: 'I would like the subdomain casapepe.' },
      });
      expect(res).toMatchObject({
        status: 201,
        body: { restaurantId: mine._id, name: 'Ana', message: 'I would like the subdomain casapepe.' },
      });
      const { rows } = await svc.db.query('SELECT sender_id, name FROM contact_messages WHERE restaurant_id = $1', [
        mine._id,
      ]);
      expect(rows).toEqual([{ sender_id: owner.id, name: 'Ana' }]);
    });

    it('limits messages per account (five an hour, from any address) and per address: 429 TOO_MANY_REQUESTS', async () => {
      const sender = await svc.createUser();
      const mine = await createRestaurant(svc, sender.token);
      const send = (token: string, ip: string) =>
        svc.request(`/restaurants/${mine._id}/contact`, {
          token,
          body: { name: 'Ana', message: 'Hola' },
          headers: { 'x-forwarded-for': ip },
        });
      for (let i = 0; i < 5; i++) expect((await send(sender.token, `192.0.2.${i}`)).status).toBe(201);
      expect(await send(sender.token, '192.0.2.99')).toMatchObject(error(429, 'TOO_MANY_REQUESTS'));
      // Per address: 20 a minute, whichever accounts send them.
      const senders = await Promise.all(Array.from({ length: 5 }, () => svc.createUser()));
      const answers = [];
      for (let i = 0; i < 21; i++) answers.push((await send(senders[i % 5].token, '198.51.100.50')).status);
      expect(answers.slice(0, 20).every((status) => status !== 429)).toBe(true);
      expect(answers[20]).toBe(429);
    });

    it.each([
      [{ message: 'Hi' }, 'IS_EMPTY'],
      [{ name: 'Ana', message: '  ' }, 'IS_EMPTY'],
      [{ name: 'Ana', message: 'x'.repeat(5001) }, 'TOO_LONG'],
    ])('validates %j: 422 %s', async (body, code) => {
      const mine = await createRestaurant(svc, owner.token);
      expect(await svc.request(`/restaurants/${mine._id}/contact`, { token: owner.token, body })).toMatchObject(
        error(422, code),
      );
    });

    it("another owner's restaurant: 404; malformed: 422; no token: 401", async () => {
      const mine = await createRestaurant(svc, owner.token);
      const body = { name: 'X', message: 'Y' };
      expect(await svc.request(`/restaurants/${mine._id}/contact`, { token: other.token, body })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      expect(await svc.request('/restaurants/1/contact', { token: other.token, body })).toMatchObject(
        error(422, 'ID_MALFORMED'),
      );
      expect(await svc.request(`/restaurants/${mine._id}/contact`, { body })).toMatchObject(error(401, 'UNAUTHORIZED'));
    });
  });

  it('answers an unknown route with a JSON 404, and its probes without a token', async () => {
    expect(await svc.request('/restaurants/x/y/z', { token: owner.token })).toMatchObject(error(404, 'NOT_FOUND'));
    expect(await svc.request('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await svc.request('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });
});
