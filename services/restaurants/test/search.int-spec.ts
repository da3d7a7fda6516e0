import type { Paged, Product, Restaurant } from '@carta/contracts';
import { searchIndexes } from '../../../tools/jest/search';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { PRODUCT_SEARCH } from '../src/products/products.repository';
import { RESTAURANT_SEARCH } from '../src/restaurants/restaurants.repository';
import { createProduct, createRestaurant } from './fixtures';

describe('restaurants: every list search ignores accents and case', () => {
  let svc: ServiceUnderTest;
  let owner: TestUser;
  let admin: TestUser;
  let meson: Restaurant;
  const list = async <T>(path: string, token: string) => {
    const res = await svc.request(path, { token });
    expect(res.status).toBe(200);
    return (res.body as Paged<T>).docs;
  };
  const mine = async (query: string) =>
    (await list<Restaurant>(`/restaurants?${query}`, owner.token)).map((restaurant) => restaurant.name);
  const all = async (query: string) =>
    (await list<Restaurant>(`/restaurants/all?${query}`, admin.token)).map((restaurant) => restaurant.name);
  const products = async (query: string) =>
    (await list<Product>(`/restaurants/${meson._id}/products?${query}`, owner.token)).map((product) => product.name.es);

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'search' });
    owner = await svc.createUser();
    admin = await svc.createUser({ role: 'admin' });
    meson = await createRestaurant(svc, owner.token, {
      name: 'Mesón Peñalver',
      city: 'Málaga',
      address: 'Calle Marqués de Larios 3',
    });
    await createRestaurant(svc, owner.token, { name: 'Casa Pepe', city: 'Madrid' });
    const request = await svc.request(`/restaurants/subdomainrequest/${meson._id}`, {
      method: 'PATCH',
      token: owner.token,
      body: { subDomain: 'mesonpenalver' },
    });
    expect(request.status).toBe(200);
    await createProduct(svc, owner.token, meson._id, {
      name: { es: 'Croquetas de jamón', gb: 'Ham croquettes' },
      description: { es: 'Con bechamel casera' },
      price: 900,
    });
    await createProduct(svc, owner.token, meson._id, {
      name: { es: 'Pulpo' },
      description: { es: 'A la gallega, con pimentón' },
      price: 1800,
    });
    await createProduct(svc, owner.token, meson._id, { name: { es: 'Crème brûlée' }, price: 500 });
  });
  afterAll(() => svc.close());

  it('the owner\'s products (and the menu builder\'s product search): "jamon" finds "jamón"', async () => {
    expect(await products('filter=jamon')).toEqual(['Croquetas de jamón']);
    expect(await products('filter=JAMON&fields=name')).toEqual(['Croquetas de jamón']);
    expect(await products('filter=pimenton&fields=description')).toEqual(['Pulpo']);
    expect(await products('filter=creme%20brulee')).toEqual(['Crème brûlée']);
    expect(await products(`filter=${encodeURIComponent('pulpó')}`)).toEqual(['Pulpo']);
    expect(await products('filter=pimenton&fields=name')).toEqual([]);
  });

  it('the owner\'s restaurants: "malaga" finds "Málaga", "meson" finds "Mesón"', async () => {
    expect(await mine('filter=malaga')).toEqual(['Mesón Peñalver']);
    expect(await mine('filter=meson%20penalver&fields=name')).toEqual(['Mesón Peñalver']);
    expect(await mine('filter=marques&fields=address')).toEqual(['Mesón Peñalver']);
    expect(await mine('filter=MALAGA&fields=name')).toEqual([]);
  });

  it('matches within one field, never across two (the combined text only finds the candidates)', async () => {
    expect(await mine('filter=penalver%20malaga')).toEqual([]);
    expect(await all('filter=penalver%20malaga')).toEqual([]);
    expect(await all('filter=penalver')).toEqual(['Mesón Peñalver']);
  });

  it("the admins' subdomain requests: by name, city or subdomain, pending only or all", async () => {
    expect(await all('filter=penalver&fields=name,city,subDomain&pending=true')).toEqual(['Mesón Peñalver']);
    expect(await all('filter=malaga&fields=city')).toEqual(['Mesón Peñalver']);
    expect(await all(`filter=${encodeURIComponent('MESÓNPENALVER')}&fields=subDomain`)).toEqual(['Mesón Peñalver']);
  });

  it.each([
    ['products', 'name', 'products_name_search_idx'],
    ['products', 'description', 'products_description_search_idx'],
    ['restaurants', 'name', 'restaurants_search_idx'],
    ['restaurants', 'city', 'restaurants_search_idx'],
    ['restaurants', 'address', 'restaurants_search_idx'],
    ['restaurants', 'subDomain', 'restaurants_search_idx'],
  ])('%s: searching the folded %s uses %s', async (table, field, index) => {
    const search = table === 'products' ? PRODUCT_SEARCH : RESTAURANT_SEARCH;
    expect(await searchIndexes(svc.db, table, search, field)).toEqual([index]);
  });
});
