import sharp from 'sharp';
import { MAX_IMAGE_BYTES, type Paged, type Product, type ProductImage, type Restaurant } from '@carta/contracts';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import {
  createProduct,
  createRestaurant,
  error,
  OTHER_ID,
  png,
  pngBomb,
  upload,
  uploadThatNeverEnds,
} from './fixtures';

const PRODUCT_FIELDS = [
  '_id',
  'allergens',
  'allergensConfirmed',
  'description',
  'diets',
  'enabled',
  'image',
  'name',
  'price',
  'restaurantId',
  'sizes',
  'soldOut',
  'spiciness',
  'traces',
  'updatedAt',
];

describe('products', () => {
  let svc: ServiceUnderTest;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let restaurant: Restaurant;
  let othersRestaurant: Restaurant;
  let othersProduct: Product;

  const products = (id = restaurant._id) => `/restaurants/${id}/products`;
  const product = (productId: string, id = restaurant._id) => `/restaurants/${id}/products/${productId}`;

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'restaurants' });
    owner = await svc.createUser();
    other = await svc.createUser();
    admin = await svc.createUser({ role: 'admin' });
    restaurant = await createRestaurant(svc, owner.token, { languages: ['es', 'gb'] });
    othersRestaurant = await createRestaurant(svc, other.token, { languages: ['es'] });
    othersProduct = await createProduct(svc, other.token, othersRestaurant._id, { name: { es: 'Ajena' }, price: 100 });
  });
  afterAll(() => svc.close());

  describe('POST /restaurants/:id/products', () => {
    it('creates a product with texts per language, price in cents and allergens: 201', async () => {
      const res = await svc.request(products(), {
        token: owner.token,
        body: {
          name: { es: ' Tortilla ', gb: 'Omelette' },
          description: { es: 'De patata', gb: '' },
          price: 1250,
          allergens: ['egg', 'dairyProducts'],
        },
      });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body as object).sort()).toEqual(PRODUCT_FIELDS);
      expect(res.body).toMatchObject({
        restaurantId: restaurant._id,
        name: { es: 'Tortilla', gb: 'Omelette' },
        description: { es: 'De patata' },
        price: 1250,
        allergens: ['egg', 'dairyProducts'],
        enabled: true,
        image: null,
      });
      const { rows } = await svc.db.query('SELECT price_cents FROM products WHERE id = $1', [
        (res.body as Product)._id,
      ]);
      expect(rows[0].price_cents).toBe(1250);
    });

    it('accepts a free product (0) and a disabled one', async () => {
      const res = await svc.request(products(), {
        token: owner.token,
        body: { name: { es: 'Agua del grifo' }, price: 0, enabled: false },
      });
      expect(res).toMatchObject({ status: 201, body: { price: 0, enabled: false, allergens: [], description: {} } });
    });

    it.each([
      [{ name: { gb: 'Only English' }, price: 100 }, 'IS_EMPTY'],
      [{ name: { es: '   ' }, price: 100 }, 'IS_EMPTY'],
      [{ price: 100 }, 'IS_EMPTY'],
      [{ name: { es: 'Pan', fr: 'Pain' }, price: 100 }, 'ERROR'],
      [{ name: { es: 'Pan', xx: 'Pan' }, price: 100 }, 'ERROR'],
      [{ name: { es: 'Pan' }, description: { it: 'Pane' }, price: 100 }, 'ERROR'],
      [{ name: 'Pan', price: 100 }, 'ERROR'],
      [{ name: { es: 'Pan' }, price: 12.5 }, 'DECIMAL'],
      [{ name: { es: 'Pan' }, price: -1 }, 'DECIMAL'],
      [{ name: { es: 'Pan' }, price: '12.50' }, 'DECIMAL'],
      [{ name: { es: 'Pan' } }, 'DECIMAL'],
      [{ name: { es: 'Pan' }, price: 1e12 }, 'DECIMAL'],
      [{ name: { es: 'Pan' }, price: 100, allergens: ['gluten', 'nuts'] }, 'ERROR'],
      [{ name: { es: 'Pan' }, price: 100, allergens: ['gluten', 'gluten'] }, 'ERROR'],
      [{ name: { es: 'Pan' }, price: 100, enabled: 'yes' }, 'ERROR'],
      [{ name: { es: 'Pan' }, price: 100, restaurantId: OTHER_ID }, 'UNKNOWN_FIELD'],
    ])('validates %j: 422 %s', async (body, code) => {
      expect(await svc.request(products(), { token: owner.token, body })).toMatchObject(error(422, code));
    });

    it('names the field and its limit: a name past 200 characters is TOO_LONG, an unknown field UNKNOWN_FIELD', async () => {
      const long = { name: { gb: 'Bread', es: 'x'.repeat(201) }, price: 100 };
      expect(await svc.request(products(), { token: owner.token, body: long })).toMatchObject({
        status: 422,
        body: { errors: { msg: 'TOO_LONG', param: 'name', max: 200 } },
      });
      const extra = { name: { es: 'Pan' }, price: 100, ownerId: OTHER_ID };
      expect(await svc.request(products(), { token: owner.token, body: extra })).toMatchObject({
        status: 422,
        body: { errors: { msg: 'UNKNOWN_FIELD', param: 'ownerId' } },
      });
    });

    it("another owner's restaurant (even for an admin): 404; malformed: 422; no token: 401", async () => {
      const body = { name: { es: 'Intruso' }, price: 100 };
      expect(await svc.request(products(othersRestaurant._id), { token: owner.token, body })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      expect(await svc.request(products(othersRestaurant._id), { token: admin.token, body })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      expect(await svc.request(products('nope'), { token: owner.token, body })).toMatchObject(
        error(422, 'ID_MALFORMED'),
      );
      expect(await svc.request(products(), { body })).toMatchObject(error(401, 'UNAUTHORIZED'));
    });
  });

  describe('GET /restaurants/:id/products', () => {
    let listed: Restaurant;
    const list = async (query: string, token = owner.token) => {
      const res = await svc.request(`${products(listed._id)}?${query}`, { token });
      expect(res.status).toBe(200);
      return res.body as Paged<Product>;
    };
    const names = (page: Paged<Product>) => page.docs.map((p) => p.name.es);

    beforeAll(async () => {
      listed = await createRestaurant(svc, owner.token, { languages: ['es', 'gb'] });
      const items = [
        { name: { es: 'Croquetas', gb: 'Croquettes' }, description: { es: 'De jamón ibérico' }, price: 900 },
        { name: { es: 'bravas', gb: 'Spicy potatoes' }, description: { gb: 'With a hot sauce' }, price: 650 },
        { name: { es: 'Pulpo', gb: 'Octopus' }, price: 1800, allergens: ['mollusks'], enabled: false },
        { name: { es: 'Zumo 100%', gb: 'Juice' }, price: 300 },
        { name: { es: 'Ensalada' }, description: { es: 'Con queso' }, price: 750 },
      ];
      for (const item of items) await createProduct(svc, owner.token, listed._id, item);
    });

    it('lists the products by name in the first language: 200 {docs, totalDocs}', async () => {
      const page = await list('');
      expect(page.totalDocs).toBe(5);
      expect(names(page)).toEqual(['bravas', 'Croquetas', 'Ensalada', 'Pulpo', 'Zumo 100%']);
      expect(Object.keys(page.docs[0]).sort()).toEqual(PRODUCT_FIELDS);
    });

    it('sorts by price, enabled and updatedAt, both ways, and pages', async () => {
      expect(names(await list('sort=price&order=-1'))).toEqual([
        'Pulpo',
        'Croquetas',
        'Ensalada',
        'bravas',
        'Zumo 100%',
      ]);
      expect(names(await list('sort=enabled&order=1&limit=1'))).toEqual(['Pulpo']);
      expect(names(await list('sort=updatedAt&order=-1&limit=1'))).toEqual(['Ensalada']);
      const second = await list('sort=price&limit=2&page=2');
      expect(second).toMatchObject({ totalDocs: 5 });
      expect(names(second)).toEqual(['Ensalada', 'Croquetas']);
      expect(names(await list('limit=2&page=4'))).toEqual([]);
    });

    it('searches case-insensitively in names and descriptions of every language', async () => {
      expect(names(await list('filter=JAMÓN'))).toEqual(['Croquetas']);
      expect(names(await list('filter=octopus&fields=name'))).toEqual(['Pulpo']);
      expect(names(await list('filter=hot&fields=description'))).toEqual(['bravas']);
      expect(names(await list('filter=hot&fields=name'))).toEqual([]);
      expect(names(await list('filter=queso&fields=name,description'))).toEqual(['Ensalada']);
      expect(names(await list('filter=100%25'))).toEqual(['Zumo 100%']);
      expect(names(await list('filter=_'))).toEqual([]);
      expect(names(await list(`filter=${encodeURIComponent("' OR 1=1 --")}`))).toEqual([]);
      const counted = await list('filter=o&limit=1');
      expect(counted.docs).toHaveLength(1);
      expect(counted.totalDocs).toBeGreaterThan(1);
    });

    it.each([
      'sort=description',
      'sort=price_cents',
      'filter=x&fields=price',
      'filter=x&fields=name,owner',
      'order=0',
      'limit=101',
      'page=1000001',
      'page=100000000000000000000',
    ])('refuses ?%s: 422 ERROR_WITH_FILTER', async (query) => {
      expect(await svc.request(`${products(listed._id)}?${query}`, { token: owner.token })).toMatchObject(
        error(422, 'ERROR_WITH_FILTER'),
      );
    });

    it("an admin may read any restaurant's products; another owner gets 404", async () => {
      expect((await list('', admin.token)).totalDocs).toBe(5);
      expect(await svc.request(products(listed._id), { token: other.token })).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await svc.request(products(OTHER_ID), { token: owner.token })).toMatchObject(error(404, 'NOT_FOUND'));
    });

    it('malformed id: 422; no token: 401', async () => {
      expect(await svc.request(products('1'), { token: owner.token })).toMatchObject(error(422, 'ID_MALFORMED'));
      expect(await svc.request(products(listed._id))).toMatchObject(error(401, 'UNAUTHORIZED'));
    });
  });

  describe('GET, PATCH, DELETE /restaurants/:id/products/:productId', () => {
    let item: Product;

    beforeEach(async () => {
      item = await createProduct(svc, owner.token, restaurant._id, {
        name: { es: 'Gazpacho', gb: 'Gazpacho' },
        description: { es: 'Frío' },
        price: 500,
        allergens: ['celery'],
      });
    });

    it('reads one product (owner and admin): 200', async () => {
      expect(await svc.request(product(item._id), { token: owner.token })).toMatchObject({ status: 200, body: item });
      expect(await svc.request(product(item._id), { token: admin.token })).toMatchObject({ status: 200, body: item });
    });

    it('edits the fields sent: 200', async () => {
      const res = await svc.request(product(item._id), {
        method: 'PATCH',
        token: owner.token,
        body: { price: 550, enabled: false, allergens: [], description: { gb: 'Cold soup' } },
      });
      expect(res).toMatchObject({
        status: 200,
        body: { name: item.name, price: 550, enabled: false, allergens: [], description: { gb: 'Cold soup' } },
      });
    });

    it.each([
      [{ name: { gb: 'No Spanish' } }, 'IS_EMPTY'],
      [{ name: { es: '' } }, 'IS_EMPTY'],
      [{ name: null }, 'IS_EMPTY'],
      [{ name: { es: 'Sopa', de: 'Suppe' } }, 'ERROR'],
      [{ price: 5.5 }, 'DECIMAL'],
      [{ price: null }, 'DECIMAL'],
      [{ allergens: ['shellfish'] }, 'ERROR'],
      [{ enabled: null }, 'ERROR'],
      [{ restaurantId: OTHER_ID }, 'UNKNOWN_FIELD'],
    ])('validates %j: 422 %s', async (body, code) => {
      expect(await svc.request(product(item._id), { method: 'PATCH', token: owner.token, body })).toMatchObject(
        error(422, code),
      );
    });

    it('deletes a product: 200, then it is gone', async () => {
      expect(await svc.request(product(item._id), { method: 'DELETE', token: owner.token })).toMatchObject({
        status: 200,
        body: { _id: item._id },
      });
      expect(await svc.request(product(item._id), { token: owner.token })).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await svc.request(product(item._id), { method: 'DELETE', token: owner.token })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
    });

    it("another owner's product, or a product through another restaurant: 404 for every verb", async () => {
      const mineElsewhere = await createRestaurant(svc, owner.token);
      const cases: [string, string][] = [
        [product(item._id), other.token],
        [product(othersProduct._id, othersRestaurant._id), owner.token],
        // the owner's own restaurant, with someone else's product id
        [product(othersProduct._id), owner.token],
        // the owner's product through the owner's other restaurant
        [product(item._id, mineElsewhere._id), owner.token],
        [product(OTHER_ID), owner.token],
      ];
      for (const [path, token] of cases) {
        expect(await svc.request(path, { token })).toMatchObject(error(404, 'NOT_FOUND'));
        expect(await svc.request(path, { method: 'PATCH', token, body: { price: 1 } })).toMatchObject(
          error(404, 'NOT_FOUND'),
        );
        expect(await svc.request(path, { method: 'DELETE', token })).toMatchObject(error(404, 'NOT_FOUND'));
      }
      // admins read but never change another owner's products
      expect(
        await svc.request(product(item._id), { method: 'PATCH', token: admin.token, body: { price: 1 } }),
      ).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await svc.request(product(item._id), { method: 'DELETE', token: admin.token })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      const unchanged = await svc.request(product(item._id), { token: owner.token });
      expect(unchanged.body).toMatchObject({ price: 500 });
    });

    it('malformed ids: 422 ID_MALFORMED; no token: 401', async () => {
      for (const path of [product('x'), product(item._id, 'x')]) {
        expect(await svc.request(path, { token: owner.token })).toMatchObject(error(422, 'ID_MALFORMED'));
        expect(await svc.request(path, { method: 'PATCH', token: owner.token, body: {} })).toMatchObject(
          error(422, 'ID_MALFORMED'),
        );
        expect(await svc.request(path, { method: 'DELETE', token: owner.token })).toMatchObject(
          error(422, 'ID_MALFORMED'),
        );
      }
      expect(await svc.request(product(item._id))).toMatchObject(error(401, 'UNAUTHORIZED'));
      expect(await svc.request(product(item._id), { method: 'PATCH', body: {} })).toMatchObject(
        error(401, 'UNAUTHORIZED'),
      );
      expect(await svc.request(product(item._id), { method: 'DELETE' })).toMatchObject(error(401, 'UNAUTHORIZED'));
    });
  });

  describe('product images', () => {
    let item: Product;
    const imagePath = (productId: string, id = restaurant._id) => `${product(productId, id)}/image`;

    beforeAll(async () => {
      item = await createProduct(svc, owner.token, restaurant._id, { name: { es: 'Paella' }, price: 1500 });
    });

    it('takes a PNG, re-encodes it to WebP thumb (160 wide) and full (≤1000 wide), served for a year', async () => {
      const res = await upload(svc, imagePath(item._id), owner.token, {
        bytes: await png(2000, 800),
        name: 'paella.png',
        type: 'image/png',
      });
      expect(res.status).toBe(200);
      const { image } = res.body as Product;
      expect(image).toEqual({
        thumb: expect.stringMatching(/^\/api\/restaurants\/images\/[0-9a-f]{32}\.webp$/),
        full: expect.stringMatching(/^\/api\/restaurants\/images\/[0-9a-f]{32}\.webp$/),
        width: 1000,
        height: 400,
      });
      for (const [url, width] of [
        [image!.thumb, 160],
        [image!.full, 1000],
      ] as const) {
        const served = await fetch(`${svc.url}${url.replace(/^\/api/, '')}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(meta).toMatchObject({ format: 'webp', width });
      }
      expect(await svc.request(product(item._id), { token: owner.token })).toMatchObject({ body: { image } });
    });

    it('never enlarges a small image; accepts JPEG and WebP by content whatever the name', async () => {
      const jpeg = await sharp(await png(120, 90))
        .jpeg()
        .toBuffer();
      const res = await upload(svc, imagePath(item._id), owner.token, {
        bytes: jpeg,
        name: 'photo.txt',
        type: 'text/plain',
      });
      expect(res).toMatchObject({ status: 200, body: { image: { width: 120, height: 90 } } });
      const webp = await sharp(await png(300, 300))
        .webp()
        .toBuffer();
      const again = await upload(svc, imagePath(item._id), owner.token, {
        bytes: webp,
        name: 'x.webp',
        type: 'image/webp',
      });
      expect(again).toMatchObject({ status: 200, body: { image: { width: 300, height: 300 } } });
    });

    it('replacing an image removes the files nothing uses any more', async () => {
      const first = await upload(svc, imagePath(item._id), owner.token, {
        bytes: await png(500, 500),
        name: 'a.png',
        type: 'image/png',
      });
      const old = (first.body as Product).image!;
      await upload(svc, imagePath(item._id), owner.token, {
        bytes: await png(600, 300),
        name: 'b.png',
        type: 'image/png',
      });
      const oldFile = old.full.replace(/^\/api/, '');
      expect((await fetch(`${svc.url}${oldFile}`)).status).toBe(404);
    });

    it.each([
      ['a text file named .png', Buffer.from('this is not an image at all'), 'IMAGE_NOT_SUPPORTED'],
      [
        'an SVG',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
        'IMAGE_NOT_SUPPORTED',
      ],
      ['an empty file', Buffer.alloc(0), 'IS_EMPTY'],
    ])('refuses %s: 422 %s', async (_what, bytes, code) => {
      const res = await upload(svc, imagePath(item._id), owner.token, { bytes, name: 'fake.png', type: 'image/png' });
      expect(res).toMatchObject(error(422, code));
    });

    it('refuses a GIF and a truncated PNG: 422 IMAGE_NOT_SUPPORTED', async () => {
      const gif = await sharp(await png(10, 10))
        .gif()
        .toBuffer();
      expect(
        await upload(svc, imagePath(item._id), owner.token, { bytes: gif, name: 'a.gif', type: 'image/gif' }),
      ).toMatchObject(error(422, 'IMAGE_NOT_SUPPORTED'));
      const truncated = (await png(400, 400)).subarray(0, 120);
      expect(
        await upload(svc, imagePath(item._id), owner.token, { bytes: truncated, name: 'a.png', type: 'image/png' }),
      ).toMatchObject(error(422, 'IMAGE_NOT_SUPPORTED'));
    });

    it('refuses more than 5 MB: 422 IMAGE_TOO_LARGE', async () => {
      const bytes = Buffer.concat([await png(10, 10), Buffer.alloc(MAX_IMAGE_BYTES)]);
      const res = await upload(svc, imagePath(item._id), owner.token, { bytes, name: 'big.png', type: 'image/png' });
      expect(res).toMatchObject(error(422, 'IMAGE_TOO_LARGE'));
    });

    it('needs the file in the field "image" and a multipart body: 422 IS_EMPTY', async () => {
      const res = await upload(svc, imagePath(item._id), owner.token, {
        bytes: await png(10, 10),
        name: 'a.png',
        type: 'image/png',
        field: 'photo',
      });
      expect(res).toMatchObject(error(422, 'IS_EMPTY'));
      const json = await svc.request(imagePath(item._id), { method: 'PUT', token: owner.token, body: { image: 'x' } });
      expect(json).toMatchObject(error(422, 'IS_EMPTY'));
    });

    it("refuses another owner's upload before reading its body: 404 while the body is still coming", async () => {
      expect(await uploadThatNeverEnds(svc, imagePath(item._id), other.token)).toMatchObject(error(404, 'NOT_FOUND'));
    }, 10_000);

    it('refuses an image that decodes past 40 megapixels, however small its file: 422 IMAGE_TOO_MANY_PIXELS', async () => {
      const bomb = pngBomb(8000, 8000);
      expect(bomb.length).toBeLessThan(20_000);
      const before = (await svc.request(product(item._id), { token: owner.token })).body as Product;
      const res = await upload(svc, imagePath(item._id), owner.token, {
        bytes: bomb,
        name: 'a.png',
        type: 'image/png',
      });
      expect(res).toMatchObject({ status: 422, body: { errors: { msg: 'IMAGE_TOO_MANY_PIXELS', max: 40_000_000 } } });
      expect(await svc.request(product(item._id), { token: owner.token })).toMatchObject({
        body: { image: before.image },
      });
    });

    it("another owner's product or restaurant: 404; malformed: 422; no token: 401", async () => {
      const file = { bytes: await png(10, 10), name: 'a.png', type: 'image/png' };
      expect(await upload(svc, imagePath(item._id), other.token, file)).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await upload(svc, imagePath(item._id), admin.token, file)).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await upload(svc, imagePath(othersProduct._id), owner.token, file)).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await upload(svc, imagePath('x'), owner.token, file)).toMatchObject(error(422, 'ID_MALFORMED'));
      expect(await upload(svc, imagePath(item._id), undefined, file)).toMatchObject(error(401, 'UNAUTHORIZED'));
    });

    it('DELETE removes the image: 200 image null; others: 404; no token: 401', async () => {
      const uploaded = await upload(svc, imagePath(item._id), owner.token, {
        bytes: await png(50, 50),
        name: 'a.png',
        type: 'image/png',
      });
      const { thumb, full } = (uploaded.body as { image: ProductImage }).image;
      const files = [thumb, full].map((url) => /([0-9a-f]{32})\.webp$/.exec(url)?.[1]);
      expect(await svc.request(imagePath(item._id), { method: 'DELETE', token: other.token })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      expect(await svc.request(imagePath(item._id), { method: 'DELETE' })).toMatchObject(error(401, 'UNAUTHORIZED'));
      expect(await svc.request(imagePath('x'), { method: 'DELETE', token: owner.token })).toMatchObject(
        error(422, 'ID_MALFORMED'),
      );
      expect(await svc.request(imagePath(item._id), { method: 'DELETE', token: owner.token })).toMatchObject({
        status: 200,
        body: { _id: item._id, image: null },
      });
      const { rows } = await svc.db.query('SELECT count(*)::int AS n FROM images WHERE id = ANY($1::text[])', [files]);
      expect(rows[0].n).toBe(0);
    });

    it('GET /restaurants/images/:file is public; unknown or odd names are 404', async () => {
      expect(await svc.request(`/restaurants/images/${'0'.repeat(32)}.webp`)).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await svc.request('/restaurants/images/..%2F..%2Fetc%2Fpasswd')).toMatchObject(error(404, 'NOT_FOUND'));
      expect(await svc.request('/restaurants/images/abc.png')).toMatchObject(error(404, 'NOT_FOUND'));
    });
  });
});
