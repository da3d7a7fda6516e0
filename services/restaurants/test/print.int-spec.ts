import {
  MENU_ROUTES as M,
  PLACEMENT_ROUTES as P,
  placementUrl,
  type Menu,
  type PlacementList,
  type Product,
  type Restaurant,
  type Section,
} from '@carta/contracts';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { createProduct, createRestaurant, error, OTHER_ID, png, upload } from './fixtures';
import { fontsOf, infoOf, pagesAsPng, qrIn, textOf } from './pdf-reading';

/** Where the service builds its links (tools/jest: PUBLIC_URL unset). */
const PUBLIC_URL = 'http://localhost:8080';

describe('print kit: table tents and printable menus (PDF)', () => {
  let svc: ServiceUnderTest;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let restaurant: Restaurant;
  let placements: PlacementList;
  let menu: Menu;
  let fixedMenu: Menu;

  const id = () => restaurant._id;
  const pdf = async (path: string, token = owner.token) => {
    const res = await fetch(`${svc.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  };
  /** The PDF's text with its no-break spaces as plain ones. */
  const textAt = async (path: string) => (await textOf((await pdf(path)).bytes)).replace(/\u00a0/g, ' ');
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await svc.request(path, { token: owner.token, body });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as T;
  };

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'restaurants' });
    [owner, other, admin] = await Promise.all([svc.createUser(), svc.createUser(), svc.createUser({ role: 'admin' })]);
    restaurant = await createRestaurant(svc, owner.token, {
      name: 'Casa Pepe',
      languages: ['es', 'gb', 'jp', 'cn'],
      currency: 'EUR',
      brandColor: '#1d4ed8',
    });
    const logo = await upload(svc, `/restaurants/${id()}/logo`, owner.token, {
      bytes: await png(200, 200),
      name: 'logo.png',
      type: 'image/png',
    });
    expect(logo.status).toBe(200);
    placements = await post<PlacementList>(P.range(id()), { prefix: 'Mesa', from: 1, to: 3 });

    const croquetas = await createProduct(svc, owner.token, id(), {
      name: { es: 'Croquetas de jamón', gb: 'Ham croquettes', jp: '生ハムのコロッケ', cn: '火腿可乐饼' },
      description: {
        es: 'Caseras, seis unidades',
        gb: 'Homemade, six pieces',
        jp: '自家製、六個入り',
        cn: '自制，六个',
      },
      price: 950,
      allergens: ['gluten', 'dairyProducts', 'egg'],
      allergensConfirmed: true,
    });
    // Sized, with a trace, confirmed; Patatas bravas below is not confirmed.
    const sized = await createProduct(svc, owner.token, id(), {
      name: { es: 'Croquetas de bacalao', jp: 'タラのコロッケ' },
      price: 350,
      sizes: [
        { name: { es: 'Tapa', jp: '小皿' }, price: 350 },
        { name: { es: '½ ración', jp: 'ハーフ' }, price: 700 },
        { name: { es: 'Ración', jp: 'レギュラー' }, price: 1200 },
      ],
      allergens: ['fish', 'gluten'],
      traces: ['peelFruits'],
      allergensConfirmed: true,
    });
    const bravas = await createProduct(svc, owner.token, id(), { name: { es: 'Patatas bravas' }, price: 650 });
    const hidden = await createProduct(svc, owner.token, id(), {
      name: { es: 'Plato retirado' },
      price: 100,
      enabled: false,
    });
    const fill = async (target: Menu, items: Array<[Product, number | null]>) => {
      const section = await post<Section>(M.sections(id(), target._id), {
        name: { es: 'Entrantes', gb: 'Starters', jp: '前菜', cn: '开胃菜' },
      });
      for (const [product, price] of items) {
        await post(M.items(id(), target._id, section._id), { productId: product._id, price });
      }
    };
    const everyDay = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    menu = await post<Menu>(M.menus(id()), {
      name: { es: 'Carta', gb: 'Menu', jp: 'お品書き', cn: '菜单' },
      unlimitedTime: true,
      days: everyDay,
    });
    await fill(menu, [
      [croquetas, null],
      [bravas, 725],
      [hidden, null],
      [sized, null],
    ]);
    fixedMenu = await post<Menu>(M.menus(id()), {
      name: { es: 'Menú del día' },
      unlimitedTime: true,
      days: everyDay,
      fixedPrice: true,
      price: 1490,
    });
    await fill(fixedMenu, [[croquetas, null]]);
    const main = await post<Section>(M.sections(id(), fixedMenu._id), {
      name: { es: 'Segundo plato', jp: 'メイン' },
      course: { kind: 'choose', count: 1 },
    });
    await post(M.items(id(), fixedMenu._id, main._id), { productId: bravas._id, price: null });
    await post(M.items(id(), fixedMenu._id, main._id), { productId: croquetas._id, price: null, supplement: 350 });
  });
  afterAll(() => svc.close());

  describe('table tents', () => {
    it("prints one A6 page per placement, each QR code decoding to its placement's short link", async () => {
      const res = await pdf(P.tents(id()));
      expect(res).toMatchObject({ status: 200, type: 'application/pdf' });
      expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const pages = await pagesAsPng(res.bytes);
      expect(pages).toHaveLength(3);
      const decoded = await Promise.all(pages.map(qrIn));
      expect(decoded).toEqual(placements.docs.map((p) => placementUrl(PUBLIC_URL, p.code)));
      expect(res.disposition).toContain(`filename*=UTF-8''Casa%20Pepe%20-%20QR.pdf`);
      const text = await textOf(res.bytes);
      for (const words of [
        'Casa Pepe',
        'Mesa 1',
        'Mesa 3',
        'Escanea para ver la carta',
        'Scan for the menu',
        'スキャンしてメニューを見る',
        '扫码查看菜单',
      ]) {
        expect(text).toContain(words);
      }
      expect(await infoOf(res.bytes)).toMatch(/Page size:\s+297.64 x 419.53 pts/);
      // The fonts travel inside the file, as subsets: DejaVu for the Latin lines, Noto Sans CJK for each CJK one.
      const fonts = await fontsOf(res.bytes);
      expect(fonts).toMatch(/DejaVuSans\S*\s+CID TrueType\s+Identity-H\s+yes\s+yes/);
      expect(fonts).toMatch(/NotoSansJP-Regular\s+CID Type 0C\s+Identity-H\s+yes\s+yes/);
      expect(fonts).toMatch(/NotoSansHans-Regular\s+CID Type 0C\s+Identity-H\s+yes\s+yes/);
    });

    it('prints one placement alone', async () => {
      const [, second] = placements.docs;
      const res = await pdf(`${P.tents(id())}?placementId=${second._id}`);
      const pages = await pagesAsPng(res.bytes);
      expect(pages).toHaveLength(1);
      expect(await qrIn(pages[0])).toBe(placementUrl(PUBLIC_URL, second.code));
      expect(res.disposition).toBe(
        `inline; filename="Casa-Pepe-Mesa-2-QR.pdf"; filename*=UTF-8''Casa%20Pepe%20-%20Mesa%202%20-%20QR.pdf`,
      );
    });

    it('refuses what it cannot print, and other owners', async () => {
      expect(await svc.request(`${P.tents(id())}?placementId=nope`, { token: owner.token })).toMatchObject(
        error(422, 'ID_MALFORMED'),
      );
      expect(await svc.request(`${P.tents(id())}?placementId=${OTHER_ID}`, { token: owner.token })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      const empty = await createRestaurant(svc, owner.token);
      expect(await svc.request(P.tents(empty._id), { token: owner.token })).toMatchObject(error(422, 'MISSING'));
      expect(await svc.request(P.tents(id()), { token: other.token })).toMatchObject(error(404, 'NOT_FOUND'));
      expect((await pdf(P.tents(id()), admin.token)).status).toBe(200);
      expect((await svc.request(P.tents(id()))).status).toBe(401);
    });
  });

  describe('printable menu', () => {
    it('prints sections, dishes, exact prices in the currency, allergen marks and their legend', async () => {
      const res = await pdf(M.menu(id(), menu._id) + '/print.pdf?lang=es');
      expect(res).toMatchObject({ status: 200, type: 'application/pdf' });
      const pages = await pagesAsPng(res.bytes);
      expect(pages).toHaveLength(1);
      expect(await infoOf(res.bytes)).toMatch(/Page size:\s+595.28 x 841.89 pts/);
      const text = (await textOf(res.bytes)).replace(/\u00a0/g, ' ');
      for (const words of [
        'Casa Pepe',
        'Carta',
        'Entrantes',
        'Croquetas de jamón',
        'Caseras, seis unidades',
        '9,50 €',
        'Patatas bravas',
        '7,25 €',
        'Contiene: 3, 4, 6',
        'Alérgenos',
        '3 Leche · 4 Huevos · 5 Pescado · 6 Cereales que contengan gluten',
      ]) {
        expect(text).toContain(words);
      }
      expect(text).not.toContain('Plato retirado');
      expect(text).not.toContain('6,50');
    });

    it('prints every size of a dish with its price, as the guest page does', async () => {
      const text = await textAt(`${P.menuPrint(id(), menu._id)}?lang=es`);
      for (const words of ['Croquetas de bacalao', 'Tapa 3,50 €', '½ ración 7,00 €', 'Ración 12,00 €']) {
        expect(text).toContain(words);
      }
      const japanese = await textAt(`${P.menuPrint(id(), menu._id)}?lang=jp`);
      for (const words of ['タラのコロッケ', '小皿 €3.50', 'ハーフ €7.00', 'レギュラー €12.00']) {
        expect(japanese).toContain(words);
      }
    });

    it('prints "may contain traces" with its numbers in the legend, and marks unconfirmed allergens', async () => {
      const text = await textAt(`${P.menuPrint(id(), menu._id)}?lang=es`);
      expect(text).toContain('Contiene: 5, 6 · Puede contener trazas de: 11');
      expect(text).toContain('5 Pescado · 6 Cereales que contengan gluten · 11 Frutos de cáscara');
      // Patatas bravas' allergens are not confirmed: its mark, and the mark's words under the legend.
      expect(text).toContain('Patatas bravas *');
      expect(text).not.toContain('Croquetas de jamón *');
      expect(text).toContain('* Alérgenos sin confirmar por el restaurante: pregunta al personal');
      const japanese = await textAt(`${P.menuPrint(id(), menu._id)}?lang=jp`);
      expect(japanese).toContain('含まれるもの：5、6 · 微量に含まれる可能性があるもの：11');
      expect(japanese).toContain('* アレルゲンは店舗で未確認です：スタッフにお尋ねください');
    });

    it("prints a fixed-price menu's course rules and supplements", async () => {
      const text = await textAt(P.menuPrint(id(), fixedMenu._id));
      expect(text).toContain('Segundo plato');
      expect(text).toContain('Elige 1');
      expect(text).toContain('Suplemento +3,50 €');
      const japanese = await textAt(`${P.menuPrint(id(), fixedMenu._id)}?lang=jp`);
      expect(japanese).toContain('1品をお選びください');
      expect(japanese).toContain('追加料金 +€3.50');
    });

    it('names the file after the restaurant, the menu and the language', async () => {
      expect((await pdf(`${P.menuPrint(id(), fixedMenu._id)}?lang=es`)).disposition).toBe(
        `inline; filename="Casa-Pepe-Menu-del-dia-es.pdf"; filename*=UTF-8''Casa%20Pepe%20-%20Men%C3%BA%20del%20d%C3%ADa%20%28es%29.pdf`,
      );
      const japanese = (await pdf(`${P.menuPrint(id(), menu._id)}?lang=jp`)).disposition!;
      expect(japanese).toContain('filename="Casa-Pepe-jp.pdf"');
      expect(decodeURIComponent(japanese.split("UTF-8''")[1])).toBe('Casa Pepe - お品書き (jp).pdf');
    });

    it("prints another of the restaurant's languages, falling back to the first where a text is missing", async () => {
      const text = (await textOf((await pdf(`${P.menuPrint(id(), menu._id)}?lang=gb`)).bytes)).replace(/\u00a0/g, ' ');
      for (const words of [
        'Menu',
        'Starters',
        'Ham croquettes',
        '€9.50',
        'Patatas bravas',
        'Allergens',
        '3 Milk · 4 Eggs · 5 Fish · 6 Cereals containing gluten',
      ]) {
        expect(text).toContain(words);
      }
    });

    it("shows a fixed-price menu's price and hides its dishes' own", async () => {
      const text = (await textOf((await pdf(P.menuPrint(id(), fixedMenu._id))).bytes)).replace(/\u00a0/g, ' ');
      expect(text).toContain('Precio del menú: 14,90 €');
      expect(text).toContain('Croquetas de jamón');
      expect(text).not.toContain('9,50');
    });

    it.each([
      ['jp', 'NotoSansJP', ['お品書き', '前菜', '生ハムのコロッケ', '自家製、六個入り', 'アレルゲン', '3 乳 · 4 卵']],
      ['cn', 'NotoSansHans', ['菜单', '开胃菜', '火腿可乐饼', '自制，六个', '过敏原', '3 奶类 · 4 蛋类']],
    ])('prints in %s with its CJK font embedded, small', async (lang, font, words) => {
      const res = await pdf(`${P.menuPrint(id(), menu._id)}?lang=${lang}`);
      expect(res.status).toBe(200);
      const text = await textOf(res.bytes);
      for (const word of [...words, 'Casa Pepe', 'Patatas bravas']) expect(text).toContain(word);
      const fonts = await fontsOf(res.bytes);
      expect(fonts).toMatch(new RegExp(`${font}-Bold\\s+CID Type 0C\\s+Identity-H\\s+yes\\s+yes`));
      expect(fonts).toMatch(new RegExp(`${font}-Regular\\s+CID Type 0C\\s+Identity-H\\s+yes\\s+yes`));
      // Japanese glyph shapes for Japanese, Chinese for Chinese; and Latin text stays in DejaVu.
      expect(fonts).not.toContain(font === 'NotoSansJP' ? 'NotoSansHans' : 'NotoSansJP');
      expect(fonts).toMatch(/DejaVuSans-Bold/);
      // Only the glyphs used are embedded: a whole CJK font is 4–8 MB.
      expect(res.bytes.length).toBeLessThan(150_000);
    });

    it.each([
      ['a language the restaurant does not write', 'fr'],
      ['no language at all', 'xx'],
    ])('refuses %s: 422 naming lang', async (_case, lang) => {
      const res = await svc.request(`${P.menuPrint(id(), menu._id)}?lang=${lang}`, { token: owner.token });
      expect(res).toMatchObject({ status: 422, body: { errors: { msg: 'ERROR', param: 'lang' } } });
    });

    it("answers another owner's menu, or an unknown one, as not found", async () => {
      expect(await svc.request(P.menuPrint(id(), menu._id), { token: other.token })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
      expect(await svc.request(P.menuPrint(id(), OTHER_ID), { token: owner.token })).toMatchObject(
        error(404, 'NOT_FOUND'),
      );
    });
  });
});
