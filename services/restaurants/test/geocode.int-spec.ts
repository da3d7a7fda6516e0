import { MAX_GEOCODE_QUERY, RESTAURANT_ROUTES as R } from '@carta/contracts';
import { startFakeGeocoder } from '../../../tools/fake-geocoder.mjs';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { error } from './fixtures';

describe('GET /restaurants/geocode', () => {
  let geocoder: Awaited<ReturnType<typeof startFakeGeocoder>>;
  let svc: ServiceUnderTest;
  let owner: TestUser;
  const search = (q: string, token: string | undefined = owner.token) =>
    svc.request(`${R.geocode}?${new URLSearchParams({ q })}`, { token });

  beforeAll(async () => {
    geocoder = await startFakeGeocoder();
    svc = await startServiceForTest(AppModule, { name: 'geocode', env: { GEOCODER_URL: geocoder.url } });
    owner = await svc.createUser();
  });
  afterAll(async () => {
    await svc.close();
    await geocoder.close();
  });

  it("answers the geocoder's first match as {lat, lng, label}", async () => {
    const res = await search('Calle Sierpes 12, 41004 Sevilla');
    expect(res).toMatchObject({
      status: 200,
      body: { lat: 37.3925, lng: -5.9946, label: 'Calle Sierpes, Casco Antiguo, Sevilla, España' },
    });
    expect(geocoder.queries.at(-1)).toBe('Calle Sierpes 12, 41004 Sevilla');
  });

  it('asks the geocoder once for the same address, however it is spaced or cased', async () => {
    const before = geocoder.queries.length;
    expect(await search('Triana, Sevilla')).toMatchObject({ status: 200, body: { lat: 37.3837 } });
    expect(await search('  triana,   SEVILLA ')).toMatchObject({ status: 200, body: { lat: 37.3837 } });
    expect(geocoder.queries.length).toBe(before + 1);
  });

  it('answers 404 NOT_FOUND for an address the geocoder does not know', async () => {
    expect(await search('Nowhere at all')).toMatchObject(error(404, 'NOT_FOUND'));
  });

  it('refuses an empty or too long query with the field named', async () => {
    expect(await search('  ')).toMatchObject({ status: 422, body: { errors: { msg: 'IS_EMPTY', param: 'q' } } });
    expect(await search('x'.repeat(MAX_GEOCODE_QUERY + 1))).toMatchObject({
      status: 422,
      body: { errors: { msg: 'TOO_LONG', param: 'q', max: MAX_GEOCODE_QUERY } },
    });
  });

  it('is for signed-in users only', async () => {
    expect(await search('Sevilla', '')).toMatchObject({ status: 401 });
  });

  it('answers 502 GEOCODER_UNAVAILABLE while the geocoder is down, and keeps what it knew', async () => {
    await geocoder.close();
    expect(await search('Gran Vía 1, Madrid')).toMatchObject(error(502, 'GEOCODER_UNAVAILABLE'));
    expect(await search('Triana, Sevilla')).toMatchObject({ status: 200, body: { lat: 37.3837 } });
  });
});

describe('GET /restaurants/geocode without GEOCODER_URL', () => {
  let svc: ServiceUnderTest;

  beforeAll(async () => {
    // The file's process.env still holds the first service's GEOCODER_URL.
    delete process.env.GEOCODER_URL;
    svc = await startServiceForTest(AppModule, { name: 'geocode_off' });
  });
  afterAll(() => svc.close());

  // A setting, not a failure: a 5xx was logged at error level with its stack each time an owner opened the map.
  it('answers 404 GEOCODER_NOT_CONFIGURED, never a 5xx', async () => {
    const owner = await svc.createUser();
    const res = await svc.request(`${R.geocode}?q=Sevilla`, { token: owner.token });
    expect(res).toMatchObject(error(404, 'GEOCODER_NOT_CONFIGURED'));
  });
});
