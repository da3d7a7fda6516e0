import type { Paged, User } from '@carta/contracts';
import { searchIndexes } from '../../../tools/jest/search';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { USER_SEARCH } from '../src/users/users.repository';

describe('auth: the user search ignores accents and case', () => {
  let svc: ServiceUnderTest;
  let admin: TestUser;
  const emails = async (query: string) => {
    const res = await svc.request(`/users?${query}&sort=email`, { token: admin.token });
    expect(res.status).toBe(200);
    return (res.body as Paged<User>).docs.map((user) => user.email);
  };

  beforeAll(async () => {
    svc = await startServiceForTest(AppModule, { name: 'auth', env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    admin = await svc.createUser({ role: 'admin' });
    const users = [
      { name: 'José Muñoz', email: 'jose@test.example', city: 'Cádiz', country: 'España', phone: '600 111 222' },
      { name: 'Zoë Brontë', email: 'zoe@test.example', city: 'Málaga', country: 'Côte d’Ivoire', phone: '+44 20' },
    ];
    for (const user of users) {
      const res = await svc.request('/users', {
        token: admin.token,
        body: { ...user, password: 'secret1', role: 'user' },
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => svc.close());

  it('finds names, cities and countries written with or without their accents', async () => {
    expect(await emails('filter=jose%20munoz&fields=name')).toEqual(['jose@test.example']);
    expect(await emails(`filter=${encodeURIComponent('MUÑOZ')}`)).toEqual(['jose@test.example']);
    expect(await emails('filter=zoe&fields=name')).toEqual(['zoe@test.example']);
    expect(await emails('filter=cadiz&fields=city')).toEqual(['jose@test.example']);
    expect(await emails('filter=malaga&fields=city,country')).toEqual(['zoe@test.example']);
    expect(await emails('filter=espana&fields=country')).toEqual(['jose@test.example']);
    expect(await emails('filter=cote&fields=country')).toEqual(['zoe@test.example']);
    expect(await emails('filter=111&fields=phone')).toEqual(['jose@test.example']);
    expect(await emails('filter=cadiz&fields=name')).toEqual([]);
  });

  it('matches within one field, never across two (the combined text only finds the candidates)', async () => {
    expect(await emails('filter=cadiz%20espana')).toEqual([]);
    expect(await emails('filter=cadiz&fields=city')).toEqual(['jose@test.example']);
  });

  it('refuses a search in a field that is not text', async () => {
    const res = await svc.request('/users?filter=true&fields=verified', { token: admin.token });
    expect(res).toMatchObject({ status: 422, body: { errors: { msg: 'ERROR_WITH_FILTER', param: 'fields' } } });
  });

  it.each(['name', 'email', 'role', 'city', 'country', 'phone'])(
    'a search in the %s reaches the users through the one trigram index of the folded texts together',
    async (column) => {
      expect(await searchIndexes(svc.db, 'users', USER_SEARCH, column)).toEqual(['users_search_idx']);
    },
  );
});
