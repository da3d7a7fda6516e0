// Products and menus out (CSV, JSON) and products in (CSV): a preview that writes nothing, row problems with their line
// and column, an import idempotent on external_id, limits, and another owner's restaurant NOT_FOUND.
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  TRANSFER_ROUTES as T,
  type ImportPreview,
  type MenusExport,
  type Paged,
  type Product,
  type ProductsExport,
  type Restaurant,
} from '@carta/contracts';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { createProduct, createRestaurant, error, OTHER_ID } from './fixtures';

/** The columns of a file written before traces, diets and sizes had theirs: it still imports, leaving them alone. */
const HEADER = 'name_es,name_gb,description_es,description_gb,price,allergens,enabled,external_id';
const SIZE_HEADERS = [1, 2, 3, 4, 5, 6].flatMap((n) => [`size${n}_name_es`, `size${n}_name_gb`, `size${n}_price`]);
/** Every column, as the template and the export write them for a restaurant in es and gb. */
const FULL_HEADER = [
  'name_es,name_gb,description_es,description_gb,price,allergens,traces,allergens_confirmed,diets,spiciness,enabled',
  'external_id',
  ...SIZE_HEADERS,
].join(',');
const NO_SIZES = ','.repeat(SIZE_HEADERS.length);

describe('import and export', () => {
  let svc: ServiceUnderTest;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let restaurant: Restaurant;
  let othersRestaurant: Restaurant;
  let tortilla: Product;

  /** A raw request: the CSV routes' bodies (text, or bytes in any encoding) and answers are text. */
  const send = async (path: string, token: string | undefined, csv?: string | Blob, type = 'text/csv') => {
    const res = await fetch(`${svc.url}${path}`, {
      method: csv === undefined ? 'GET' : 'POST',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(csv === undefined ? {} : { 'content-type': type }),
      },
      body: csv,
    });
    const text = await res.text();
    const json = (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : undefined;
    return { status: res.status, headers: res.headers, text, body: json };
  };
  const listProducts = async () =>
    (
      (await svc.request(`/restaurants/${restaurant._id}/products?limit=100`, { token: owner.token }))
        .body as Paged<Product>
    ).docs;

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'restaurants_transfer' });
    owner = await svc.createUser();
    other = await svc.createUser();
    admin = await svc.createUser({ role: 'admin' });
    restaurant = await createRestaurant(svc, owner.token, { languages: ['es', 'gb'] });
    othersRestaurant = await createRestaurant(svc, other.token, { languages: ['es'] });
    tortilla = await createProduct(svc, owner.token, restaurant._id, {
      name: { es: 'Tortilla', gb: 'Omelette' },
      price: 1250,
      allergens: ['egg'],
    });
    const menu = await svc.request(`/restaurants/${restaurant._id}/menus`, {
      token: owner.token,
      body: {
        name: { es: 'Carta' },
        enabled: true,
        unlimitedTime: true,
        timeRanges: [],
        dateRange: null,
        days: ['monday'],
        fixedPrice: false,
        price: null,
        showItemPrices: false,
      },
    });
    expect(menu.status).toBe(201);
    const menuId = (menu.body as { _id: string })._id;
    const section = await svc.request(`/restaurants/${restaurant._id}/menus/${menuId}/sections`, {
      token: owner.token,
      body: { name: { es: 'Entrantes' } },
    });
    const sectionId = (section.body as { _id: string })._id;
    const item = await svc.request(`/restaurants/${restaurant._id}/menus/${menuId}/sections/${sectionId}/items`, {
      token: owner.token,
      body: { productId: tortilla._id },
    });
    expect(item.status).toBe(201);
  });
  afterAll(() => svc.close());

  describe('export', () => {
    it('gives the template with the restaurant languages as columns and an example row of every form', async () => {
      const res = await send(T.importTemplate(restaurant._id), owner.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toMatch(/attachment/);
      expect(
        res.text
          .replace(/^\uFEFF/, '')
          .trim()
          .split(/\r?\n/),
      ).toEqual([
        FULL_HEADER,
        `Tortilla,,,,9.50,egg,gluten|dairyProducts,true,vegetarian,0,true,EXAMPLE-1,Tapa,,3.50,Ración,,9.50${','.repeat(
          SIZE_HEADERS.length - 6,
        )}`,
      ]);
      // The example reads as one product to create, with its two sizes, and no problem.
      const preview = (await send(T.importPreview(restaurant._id), owner.token, res.text)).body as ImportPreview;
      expect(preview).toMatchObject({ created: 1, errors: [] });
      expect(preview.rows[0].sizes).toEqual([
        { name: 'Tapa', price: 350 },
        { name: 'Ración', price: 950 },
      ]);
    });

    it('exports products as CSV (the import columns, the product id standing in for its external id) and JSON', async () => {
      const csv = await send(T.productsCsv(restaurant._id), owner.token);
      expect(csv.status).toBe(200);
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines).toEqual([FULL_HEADER, `Tortilla,Omelette,,,12.50,egg,,false,,0,true,${tortilla._id}${NO_SIZES}`]);
      const json = await send(T.productsJson(restaurant._id), owner.token);
      expect(json.status).toBe(200);
      const body = json.body as ProductsExport;
      expect(body.products).toEqual([expect.objectContaining({ _id: tortilla._id, price: 1250, externalId: null })]);
    });

    it('exports menus as JSON (sections and items) and CSV (a row per item)', async () => {
      const json = (await send(T.menusJson(restaurant._id), owner.token)).body as MenusExport;
      expect(json.menus).toHaveLength(1);
      expect(json.menus[0].sections[0].items[0].productId).toBe(tortilla._id);
      const csv = await send(T.menusCsv(restaurant._id), owner.token);
      expect(
        csv.text
          .replace(/^\uFEFF/, '')
          .trim()
          .split(/\r?\n/),
      ).toEqual([
        'menu_es,menu_gb,section_es,section_gb,external_id,product_es,price',
        `Carta,,Entrantes,,${tortilla._id},Tortilla,12.50`,
      ]);
    });

    it('writes Excel’s Spanish format on request: semicolons and decimal commas, and it imports back', async () => {
      const csv = await send(T.productsCsv(restaurant._id, 'excel-es'), owner.token);
      expect(csv.status).toBe(200);
      const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(FULL_HEADER.replaceAll(',', ';'));
      expect(lines[1]).toBe(
        `Tortilla;Omelette;;;12,50;egg;;false;;0;true;${tortilla._id}${NO_SIZES.replaceAll(',', ';')}`,
      );
      // Its only change: the product made in the app takes its id as external id.
      expect((await send(T.importPreview(restaurant._id), owner.token, csv.text)).body).toMatchObject({
        created: 0,
        updated: 1,
        rows: [{ name: 'Tortilla', price: 1250 }],
        errors: [],
      });
      const menus = await send(T.menusCsv(restaurant._id, 'excel-es'), owner.token);
      expect(menus.text.replace(/^\uFEFF/, '').split('\r\n')[1]).toBe(
        `Carta;;Entrantes;;${tortilla._id};Tortilla;12,50`,
      );
      const template = await send(T.importTemplate(restaurant._id, 'excel-es'), owner.token);
      expect(template.text).toContain(';EXAMPLE-1;Tapa;;3,50;Ración;;9,50;');
      expect(await send(`${T.productsCsv(restaurant._id)}?dialect=excel`, owner.token)).toMatchObject(
        error(422, 'ERROR'),
      );
    });

    it('guards every cell of the menus CSV a spreadsheet would run', async () => {
      const risky = await createRestaurant(svc, owner.token, { name: 'Casa Fórmula', languages: ['es'] });
      const product = await createProduct(svc, owner.token, risky._id, { name: { es: '@SUM(A1)' }, price: 100 });
      const menu = await svc.request(`/restaurants/${risky._id}/menus`, {
        token: owner.token,
        body: {
          name: { es: '=HYPERLINK("http://x.example")' },
          enabled: true,
          unlimitedTime: true,
          timeRanges: [],
          dateRange: null,
          days: ['monday'],
          fixedPrice: false,
          price: null,
          showItemPrices: false,
        },
      });
      const menuId = (menu.body as { _id: string })._id;
      const section = await svc.request(`/restaurants/${risky._id}/menus/${menuId}/sections`, {
        token: owner.token,
        body: { name: { es: '+34 600 000 000' } },
      });
      const sectionId = (section.body as { _id: string })._id;
      await svc.request(`/restaurants/${risky._id}/menus/${menuId}/sections/${sectionId}/items`, {
        token: owner.token,
        body: { productId: product._id },
      });
      const csv = await send(T.menusCsv(risky._id), owner.token);
      expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')[1]).toBe(
        `"'=HYPERLINK(""http://x.example"")",'+34 600 000 000,${product._id},'@SUM(A1),1.00`,
      );
    });

    it.each([
      ['another owner', () => other.token, 404],
      ['an admin (it is the owner’s data)', () => admin.token, 404],
      ['nobody', () => undefined, 401],
    ])('refuses %s', async (_who, token, status) => {
      for (const path of [
        T.productsCsv(restaurant._id),
        T.productsJson(restaurant._id),
        T.menusCsv(restaurant._id),
        T.menusJson(restaurant._id),
        T.importTemplate(restaurant._id),
      ]) {
        expect((await send(path, token())).status).toBe(status);
      }
      expect((await send(T.productsCsv(OTHER_ID), owner.token)).status).toBe(404);
    });
  });

  describe('import', () => {
    const csv = () =>
      [
        HEADER,
        'Croquetas,Croquettes,Caseras,,9.50,gluten|dairyProducts,true,SKU-1',
        '"Pan, con tomate",,,,"3,20",,false,SKU-2',
        `Tortilla de patata,Omelette,,,13,egg,true,${tortilla._id}`,
      ].join('\n');

    it('previews what would be created and updated, writing nothing', async () => {
      const res = await send(T.importPreview(restaurant._id), owner.token, csv());
      expect(res.status).toBe(200);
      const preview = res.body as ImportPreview;
      expect(preview).toMatchObject({ created: 2, updated: 1, unchanged: 0, errors: [] });
      expect(preview.rows).toEqual([
        { line: 2, action: 'create', externalId: 'SKU-1', name: 'Croquetas', price: 950, sizes: [] },
        { line: 3, action: 'create', externalId: 'SKU-2', name: 'Pan, con tomate', price: 320, sizes: [] },
        { line: 4, action: 'update', externalId: tortilla._id, name: 'Tortilla de patata', price: 1300, sizes: [] },
      ]);
      expect(await listProducts()).toHaveLength(1);
    });

    it('imports all rows; the same file again creates nothing more', async () => {
      const first = await send(T.importProducts(restaurant._id), owner.token, csv());
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ created: 2, updated: 1, unchanged: 0 });
      const products = await listProducts();
      expect(products.map((p) => p.name.es).sort()).toEqual(['Croquetas', 'Pan, con tomate', 'Tortilla de patata']);
      expect(products.find((p) => p.name.es === 'Croquetas')).toMatchObject({
        name: { es: 'Croquetas', gb: 'Croquettes' },
        description: { es: 'Caseras' },
        price: 950,
        allergens: ['gluten', 'dairyProducts'],
        enabled: true,
      });
      expect(products.find((p) => p.name.es === 'Pan, con tomate')).toMatchObject({ enabled: false, allergens: [] });

      const again = await send(T.importProducts(restaurant._id), owner.token, csv());
      expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
      expect(await listProducts()).toHaveLength(3);
    });

    it('reads the simplest file: the name and the price; each row without external_id is a new product', async () => {
      const simple = await createRestaurant(svc, owner.token, { name: 'Casa Simple', languages: ['es', 'gb'] });
      for (const file of ['name_es,price\nPan,3\nVino,"2,50"', 'name_es;price\r\nPan;3\r\nVino;2,50']) {
        const preview = (await send(T.importPreview(simple._id), owner.token, file)).body as ImportPreview;
        expect(preview).toMatchObject({ created: 2, errors: [] });
        expect(preview.rows[1]).toEqual({
          line: 3,
          action: 'create',
          externalId: null,
          name: 'Vino',
          price: 250,
          sizes: [],
        });
      }
      expect(await send(T.importProducts(simple._id), owner.token, 'name_es\tprice\nPan\t3\nVino\t2,50')).toMatchObject(
        { status: 200, body: { created: 2 } },
      );
      const products = (
        (await svc.request(`/restaurants/${simple._id}/products?limit=100`, { token: owner.token }))
          .body as Paged<Product>
      ).docs;
      expect(products.map(({ name, price }) => ({ name, price }))).toEqual([
        { name: { es: 'Pan' }, price: 300 },
        { name: { es: 'Vino' }, price: 250 },
      ]);
    });

    it('refuses a file that is not UTF-8 at the first line that is not, UTF-16 too', async () => {
      const path = T.importPreview(restaurant._id);
      // Windows-1252, as Excel saves "CSV (delimitado por comas)": "é" is the one byte 0xE9.
      const latin1 = new Blob([Buffer.from('name_es,price\nPan,3\nCafé,1.20\nTé,2\n', 'latin1')]);
      expect(await send(path, owner.token, latin1)).toMatchObject({
        status: 422,
        body: { errors: { msg: 'CSV_NOT_UTF8', line: 3 } },
      });
      const utf16 = new Blob([Buffer.from('\uFEFFname_es,price\nPan,3\n', 'utf16le')]);
      expect(await send(path, owner.token, utf16)).toMatchObject({
        status: 422,
        body: { errors: { msg: 'CSV_NOT_UTF8', line: 1 } },
      });
      expect(await send(path, owner.token, utf16.slice(2))).toMatchObject({
        status: 422,
        body: { errors: { msg: 'CSV_NOT_UTF8', line: 1 } },
      });
      // The same text in UTF-8, with Excel's BOM or without, is read.
      expect((await send(path, owner.token, new Blob(['\uFEFFname_es,price\nCafé,1.20\n']))).body).toMatchObject({
        rows: [{ name: 'Café' }],
        errors: [],
      });
    });

    it('reads semicolons (a spreadsheet in a comma-decimal locale)', async () => {
      const res = await send(
        T.importPreview(restaurant._id),
        owner.token,
        ['name_es;price;external_id', 'Croquetas;9,50;SKU-1'].join('\r\n'),
      );
      expect(res.body).toMatchObject({ created: 0, updated: 1, errors: [] });
    });

    it('answers every row problem with its line, column and code, and imports none of them', async () => {
      const bad = [
        HEADER,
        ',Nameless,,,5,,true,SKU-9',
        'Caro,,,,doce,,true,SKU-10',
        'Raro,,,,5,plutonium,maybe,SKU-11',
        `${'x'.repeat(201)},,,,5,,,SKU-12`,
        'Bueno,,,,5,,,SKU-13',
        'Otra vez,,,,5,,,SKU-13',
        'Sin id,,,,5,,,',
      ].join('\n');
      const preview = (await send(T.importPreview(restaurant._id), owner.token, bad)).body as ImportPreview;
      expect(preview.errors).toEqual([
        { line: 2, param: 'name_es', msg: 'IS_EMPTY' },
        { line: 3, param: 'price', msg: 'DECIMAL' },
        { line: 4, param: 'allergens', msg: 'UNKNOWN_VALUE', value: 'plutonium' },
        { line: 4, param: 'enabled', msg: 'ERROR' },
        { line: 5, param: 'name_es', msg: 'TOO_LONG', max: 200 },
        { line: 7, param: 'external_id', msg: 'DUPLICATE_EXTERNAL_ID' },
      ]);
      expect(preview).toMatchObject({ created: 2 });
      const refused = await send(T.importProducts(restaurant._id), owner.token, bad);
      expect(refused).toMatchObject({ status: 422, body: { errors: { msg: 'IS_EMPTY', param: 'name_es', line: 2 } } });
      expect(await listProducts()).toHaveLength(3);
    });

    it('names unknown and missing columns on line 1', async () => {
      const res = await send(T.importPreview(restaurant._id), owner.token, 'name_fr,price,colour\nX,1,red');
      expect((res.body as ImportPreview).errors).toEqual([
        { line: 1, param: 'name_fr', msg: 'UNKNOWN_FIELD' },
        { line: 1, param: 'colour', msg: 'UNKNOWN_FIELD' },
        { line: 1, param: 'name_es', msg: 'MISSING' },
      ]);
    });

    it('refuses unreadable CSV, an empty body, too many rows and too many bytes', async () => {
      const path = T.importPreview(restaurant._id);
      expect(await send(path, owner.token, `${HEADER}\n"open,1,,,1,,,A`)).toMatchObject({
        status: 422,
        body: { errors: { msg: 'CSV_MALFORMED' } },
      });
      expect(await send(path, owner.token, '')).toMatchObject(error(422, 'IS_EMPTY'));
      expect(await send(path, owner.token, '{"csv":"x"}', 'application/json')).toMatchObject(error(422, 'IS_EMPTY'));
      const many = [HEADER, ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `P${i},,,,1,,,K${i}`)].join('\n');
      expect(await send(path, owner.token, many)).toMatchObject({
        status: 422,
        body: { errors: { msg: 'TOO_MANY_ROWS', max: MAX_IMPORT_ROWS } },
      });
      const huge = `${HEADER}\n${'a'.repeat(MAX_IMPORT_BYTES)},,,,1,,,K`;
      expect(await send(path, owner.token, huge)).toMatchObject(error(413, 'FILE_TOO_LARGE'));
    });

    it('is the owner’s only: another owner and an admin get 404, nobody 401', async () => {
      for (const path of [T.importPreview(restaurant._id), T.importProducts(restaurant._id)]) {
        expect(await send(path, other.token, csv())).toMatchObject(error(404, 'NOT_FOUND'));
        expect(await send(path, admin.token, csv())).toMatchObject(error(404, 'NOT_FOUND'));
        expect((await send(path, undefined, csv())).status).toBe(401);
      }
      expect(await send(T.importProducts(othersRestaurant._id), owner.token, csv())).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      expect(await listProducts()).toHaveLength(3);
    });
  });

  describe('round trip', () => {
    /** What an import must carry of a product: all but its ids, image, sold-out state and when it was saved. */
    const fieldsOf = ({ _id, restaurantId: _r, image: _i, soldOut: _s, updatedAt: _u, sizes, ...fields }: Product) => ({
      ...fields,
      sizes: sizes.map(({ name, price }) => ({ name, price })),
    });

    it('carries every product field: an export imports into another restaurant as the same products, and back unchanged', async () => {
      const full = await createProduct(svc, owner.token, restaurant._id, {
        name: { es: 'Tortilla de la casa', gb: 'House omelette' },
        description: { es: 'Jugosa, "poco hecha"\ncon cebolla', gb: 'Runny' },
        price: 1400,
        allergens: ['egg'],
        traces: ['gluten', 'dairyProducts'],
        allergensConfirmed: true,
        diets: ['vegetarian', 'halal'],
        spiciness: 2,
        enabled: false,
        sizes: [
          { name: { es: 'Pincho', gb: 'Slice' }, price: 350 },
          { name: { es: 'Media, para dos' }, price: 900 },
          { name: { es: 'Entera', gb: 'Whole' }, price: 1650 },
        ],
      });
      // Texts a spreadsheet would run: the export guards them, the import reads them back as they were.
      await createProduct(svc, owner.token, restaurant._id, {
        name: { es: '-Oferta: =2x1', gb: '=2 for 1' },
        description: { es: "'@casa", gb: '+ pan' },
        price: 500,
        sizes: [{ name: { es: '@media' }, price: 300 }],
      });
      const mine = await listProducts();
      // The JSON export is the API's product, every field, with its external id.
      const json = ((await send(T.productsJson(restaurant._id), owner.token)).body as ProductsExport).products;
      expect(json.map(({ externalId: _e, ...product }) => product).sort((a, b) => a._id.localeCompare(b._id))).toEqual(
        [...mine].sort((a, b) => a._id.localeCompare(b._id)),
      );
      const csv = (await send(T.productsCsv(restaurant._id), owner.token)).text;

      const copy = await createRestaurant(svc, owner.token, { name: 'Casa Pepe 2', languages: ['es', 'gb'] });
      const imported = await send(T.importProducts(copy._id), owner.token, csv);
      expect(imported).toMatchObject({ status: 200, body: { created: mine.length, errors: [] } });
      const copied = (
        (await svc.request(`/restaurants/${copy._id}/products?limit=100`, { token: owner.token }))
          .body as Paged<Product>
      ).docs;
      const byName = (products: Product[]) =>
        products.map(fieldsOf).sort((a, b) => (a.name.es ?? '').localeCompare(b.name.es ?? ''));
      expect(byName(copied)).toEqual(byName(mine));
      expect(copied.find((p) => p.name.es === 'Tortilla de la casa')).toMatchObject({
        traces: ['gluten', 'dairyProducts'],
        allergensConfirmed: true,
        diets: ['vegetarian', 'halal'],
        spiciness: 2,
      });

      // Back into its own restaurant: the products made in the app take their id as external id; nothing else moves.
      const back = await send(T.importProducts(restaurant._id), owner.token, csv);
      expect(back.body).toMatchObject({ created: 0, updated: 2, unchanged: mine.length - 2 });
      const after = await listProducts();
      expect(after.map(({ updatedAt: _u, ...product }) => product)).toEqual(
        mine.map(({ updatedAt: _u, ...product }) => product),
      );
      expect((await send(T.importPreview(restaurant._id), owner.token, csv)).body).toMatchObject({
        unchanged: mine.length,
      });

      // A file without the newer columns changes what it has and leaves the other fields as they are.
      const old = [HEADER, `Tortilla de la casa,House omelette,,,15,egg,false,${full._id}`].join('\n');
      expect((await send(T.importProducts(restaurant._id), owner.token, old)).body).toMatchObject({ updated: 1 });
      const kept = (await listProducts()).find((p) => p._id === full._id)!;
      expect(kept).toMatchObject({
        price: 1500,
        description: {},
        traces: ['gluten', 'dairyProducts'],
        allergensConfirmed: true,
        diets: ['vegetarian', 'halal'],
        spiciness: 2,
      });
      expect(kept.sizes).toEqual(full.sizes);
    });

    it('updates sizes by position, keeping their ids (and so the menus’ prices for them)', async () => {
      const product = (await listProducts()).find((p) => p.name.es === 'Tortilla de la casa')!;
      const header = [
        'name_es',
        'price',
        'external_id',
        'size1_name_es',
        'size1_price',
        'size2_name_es',
        'size2_price',
      ];
      const csv = [header.join(','), `Tortilla de la casa,14,${product._id},Pincho,4,Ración,12`].join('\n');
      const preview = (await send(T.importPreview(restaurant._id), owner.token, csv)).body as ImportPreview;
      expect(preview.rows).toEqual([
        expect.objectContaining({
          action: 'update',
          sizes: [
            { name: 'Pincho', price: 400 },
            { name: 'Ración', price: 1200 },
          ],
        }),
      ]);
      expect((await send(T.importProducts(restaurant._id), owner.token, csv)).status).toBe(200);
      const updated = (await listProducts()).find((p) => p._id === product._id)!;
      expect(updated.sizes).toEqual([
        { _id: product.sizes[0]._id, name: { es: 'Pincho' }, price: 400 },
        { _id: product.sizes[1]._id, name: { es: 'Ración' }, price: 1200 },
      ]);
    });

    it('names the column and line of a bad value in the newer columns, never a 500', async () => {
      const csv = [
        'name_es,price,allergens,traces,diets,spiciness,external_id,size1_name_es,size1_price',
        'Uno,1,egg,egg,,,N-1,,',
        'Dos,1,,,keto,,N-2,,',
        'Tres,1,,,,9,N-3,,',
        'Cuatro,1,,,,,N-4,Tapa,',
        'Cinco,1,,,,,N-5,,3',
      ].join('\n');
      const preview = (await send(T.importPreview(restaurant._id), owner.token, csv)).body as ImportPreview;
      expect(preview.errors).toEqual([
        { line: 2, param: 'traces', msg: 'ALLERGEN_TRACES_OVERLAP' },
        { line: 3, param: 'diets', msg: 'UNKNOWN_VALUE', value: 'keto' },
        { line: 4, param: 'spiciness', msg: 'ERROR' },
        { line: 5, param: 'size1_price', msg: 'IS_EMPTY' },
        { line: 6, param: 'size1_name_es', msg: 'IS_EMPTY' },
      ]);
      expect(await send(T.importProducts(restaurant._id), owner.token, csv)).toMatchObject({
        status: 422,
        body: { errors: { msg: 'ALLERGEN_TRACES_OVERLAP', param: 'traces', line: 2 } },
      });
    });
  });
});
