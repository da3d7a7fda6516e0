import type { City, Paged } from '@carta/contracts';
import { searchIndexes } from '../../../tools/jest/search';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { CITY_SEARCH } from '../src/cities/cities.repository';

describe('admin: the city search ignores accents and case', () => {
  let svc: ServiceUnderTest;
  let admin: TestUser;
  const search = async (query: string) => {
    const res = await svc.request(`/cities?${query}`, { token: admin.token });
    expect(res.status).toBe(200);
    return (res.body as Paged<City>).docs.map((city) => city.name);
  };

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'admin' });
    admin = await svc.createUser({ role: 'admin' });
    for (const name of ['Ávila', 'A Coruña', 'Łódź'])
      expect(await svc.request('/cities', { token: admin.token, body: { name } })).toMatchObject({ status: 201 });
  });
  afterAll(() => svc.close());

  it('"malaga" finds "Málaga", and an accent typed finds the plain letter too', async () => {
    expect(await search('filter=malaga&fields=name')).toEqual(['Málaga']);
    expect(await search('filter=MÁLAGA')).toEqual(['Málaga']);
    expect(await search(`filter=${encodeURIComponent('ávila')}`)).toEqual(['Ávila']);
    expect(await search('filter=AVILA')).toEqual(['Ávila']);
    expect(await search('filter=coruna')).toEqual(['A Coruña']);
    expect(await search('filter=lodz')).toEqual(['Łódź']);
    expect(await search(`filter=${encodeURIComponent('sevílla')}`)).toEqual(['Sevilla']);
  });

  it('keeps wildcards as data', async () => {
    expect(await search('filter=%25')).toEqual([]);
    expect(await search('filter=_')).toEqual([]);
  });

  it('follows a rename: the folded name is kept by every write', async () => {
    const created = await svc.request('/cities', { token: admin.token, body: { name: 'Cáceres' } });
    expect(await search('filter=CACERES')).toEqual(['Cáceres']);
    const { _id: id } = created.body as City;
    const renamed = await svc.request(`/cities/${id}`, {
      method: 'PATCH',
      token: admin.token,
      body: { name: 'Écija' },
    });
    expect(renamed.status).toBe(200);
    expect(await search('filter=caceres')).toEqual([]);
    expect(await search('filter=ECIJA')).toEqual(['Écija']);
  });

  it('uses the trigram index of the folded name', async () => {
    expect(await searchIndexes(svc.db, 'cities', CITY_SEARCH, 'name')).toEqual(['cities_name_search_idx']);
  });
});
