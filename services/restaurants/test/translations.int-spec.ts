import {
  MENU_ROUTES as M,
  MISSING_TRANSLATIONS_SHOWN,
  RESTAURANT_ROUTES as R,
  type Menu,
  type Restaurant,
  type Section,
  type TranslationStatus,
} from '@carta/contracts';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { createProduct, createRestaurant, error, OTHER_ID } from './fixtures';

const ALL_DAY = { unlimitedTime: true, days: ['monday'] };

describe('GET /restaurants/{id}/translations', () => {
  let svc: ServiceUnderTest;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let restaurant: Restaurant;

  const status = async (id = restaurant._id, token = owner.token) => {
    const res = await svc.request(R.translations(id), { token });
    expect(res.status).toBe(200);
    return res.body as TranslationStatus;
  };
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await svc.request(path, { token: owner.token, body });
    if (res.status !== 201) throw new Error(`${path}: ${res.status}`);
    return res.body as T;
  };

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'restaurants' });
    owner = await svc.createUser();
    other = await svc.createUser();
    admin = await svc.createUser({ role: 'admin' });
    restaurant = await createRestaurant(svc, owner.token, { languages: ['es', 'gb', 'fr'] });
  });
  afterAll(() => svc.close());

  it('a restaurant with nothing written is complete in every language, its default language first', async () => {
    expect(await status()).toEqual({
      languages: ['es', 'gb', 'fr'].map((language) => ({ language, texts: 0, written: 0, missing: [] })),
    });
  });

  it('counts the names and descriptions written in some language, and lists what each language lacks', async () => {
    const tortilla = await createProduct(svc, owner.token, restaurant._id, {
      name: { es: 'Tortilla', gb: 'Omelette' },
      description: { es: 'Con cebolla' },
      price: 800,
    });
    const agua = await createProduct(svc, owner.token, restaurant._id, { name: { es: 'Agua' }, price: 150 });
    const menu = await post<Menu>(M.menus(restaurant._id), {
      name: { es: 'Cena', gb: 'Dinner', fr: 'Dîner' },
      ...ALL_DAY,
    });
    const section = await post<Section>(M.sections(restaurant._id, menu._id), { name: { es: 'Postres' } });

    const { languages } = await status();
    // 5 texts: two product names, one description (the empty one does not count), a menu and a section name.
    expect(languages.map(({ language, texts, written }) => [language, texts, written])).toEqual([
      ['es', 5, 5],
      ['gb', 5, 2],
      ['fr', 5, 1],
    ]);
    expect(languages[0].missing).toEqual([]);
    expect(languages[1].missing).toEqual([
      { kind: 'product', _id: agua._id, menuId: null, field: 'name', name: { es: 'Agua' } },
      {
        kind: 'product',
        _id: tortilla._id,
        menuId: null,
        field: 'description',
        name: { es: 'Tortilla', gb: 'Omelette' },
      },
      { kind: 'section', _id: section._id, menuId: menu._id, field: 'name', name: { es: 'Postres' } },
    ]);
    expect(languages[2].missing.map((text) => [text.kind, text.field])).toEqual([
      ['product', 'name'],
      ['product', 'name'],
      ['product', 'description'],
      ['section', 'name'],
    ]);
  });

  it(`lists at most ${MISSING_TRANSLATIONS_SHOWN} missing texts per language, and counts every one`, async () => {
    const many = await createRestaurant(svc, owner.token, { languages: ['es', 'gb'] });
    for (let i = 0; i < MISSING_TRANSLATIONS_SHOWN + 2; i++) {
      await createProduct(svc, owner.token, many._id, { name: { es: `Plato ${i}` }, price: 100 });
    }
    const [, english] = (await status(many._id)).languages;
    expect(english).toMatchObject({ texts: MISSING_TRANSLATIONS_SHOWN + 2, written: 0 });
    expect(english.missing).toHaveLength(MISSING_TRANSLATIONS_SHOWN);
  });

  it("an admin reads it; another owner's or an unknown restaurant is not found; a bad id is 422", async () => {
    expect((await svc.request(R.translations(restaurant._id), { token: admin.token })).status).toBe(200);
    expect(await svc.request(R.translations(restaurant._id), { token: other.token })).toMatchObject(
      error(404, 'NOT_FOUND'),
    );
    expect(await svc.request(R.translations(OTHER_ID), { token: owner.token })).toMatchObject(error(404, 'NOT_FOUND'));
    expect((await svc.request(R.translations('nope'), { token: owner.token })).status).toBe(422);
    expect((await svc.request(R.translations(restaurant._id))).status).toBe(401);
  });
});
