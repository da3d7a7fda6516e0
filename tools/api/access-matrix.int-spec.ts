// Who may call what: every route of every service (found in Nest's router, not listed by hand) × every kind of
// caller, each cell the status it must answer, through the real gateway on a real PostgreSQL. A route without its row
// fails here, so a new route cannot ship without someone deciding who may call it.
import { randomBytes, randomUUID } from 'node:crypto';
import { isErrorBody, listRoutes } from '@carta/nest-core';
import type { ServiceName } from '@carta/contracts';
import { AppModule as AdminModule } from '../../services/admin/src/app.module';
import { AppModule as AuthModule } from '../../services/auth/src/app.module';
import { AppModule as RestaurantsModule } from '../../services/restaurants/src/app.module';
import { requestJson, type TestResponse } from '../jest/service-app';
import { startStackForTest, type StackUnderTest } from '../jest/stack';
import { startFakeGeocoder } from '../fake-geocoder.mjs';
import { RESTAURANT } from '../../services/restaurants/test/fixtures';
import { MENU, objectFor, PASSWORD, worldMaker, type World, type WorldMaker } from './world';

const CALLERS = ['anonymous', 'ownerA', 'ownerB', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

interface Row {
  /** The status each caller gets: [anonymous, owner A, owner B, admin]. Owner A owns every object in the path. */
  expect: [number, number, number, number];
  body?: (world: World) => unknown;
  /** A multipart image in the field `image` instead of a JSON body. */
  upload?: true;
  /** A products CSV (`text/csv`) instead of a JSON body. */
  csv?: true;
  query?: (world: World) => string;
}

const unique = () => randomBytes(6).toString('hex');
const email = () => `new-${randomUUID()}@test.example`;
/** A link id of the right shape that no mail ever carried. */
const unknownLink = () => randomBytes(32).toString('base64url');

const PRODUCT = { name: { es: 'Bravas' }, price: 650 };
const SECTION = { name: { es: 'Postres' } };
const PRODUCTS_CSV = 'name_es,price,external_id\nBravas,6.50,M-1\n';

// prettier-ignore
const ROUTES: Record<string, Row> = {
  //                                                                              anon  A    B    admin
  // Health answers on each service's own port (the platform's probes), never under /api.
  'GET /healthz':                                                       { expect: [404, 404, 404, 404] },
  'GET /readyz':                                                        { expect: [404, 404, 404, 404] },
  // auth's key set is for the verifiers, on auth's own port.
  'GET /.well-known/jwks.json':                                         { expect: [404, 404, 404, 404] },
  // A placement's printed short link is the gateway's /q/{code}, never under /api (tested in placements.int-spec).
  'GET /q/{code}':                                                      { expect: [404, 404, 404, 404] },

  // auth: accounts. Public calls answer everyone alike.
  'POST /register':                                                     { expect: [201, 201, 201, 201], body: () => ({ name: 'Nueva', email: email(), password: PASSWORD }) },
  'POST /login':                                                        { expect: [200, 200, 200, 200], body: (w) => ({ email: w.ownerA.email, password: PASSWORD }) },
  'GET /token':                                                         { expect: [401, 200, 200, 200] },
  'POST /verify':                                                       { expect: [404, 404, 404, 404], body: () => ({ id: unknownLink() }) },
  // Every world's accounts are verified already.
  'POST /resendvalidation':                                             { expect: [401, 404, 404, 404] },
  'POST /forgot':                                                       { expect: [200, 200, 200, 200], body: (w) => ({ email: w.ownerA.email }) },
  'POST /reset':                                                        { expect: [404, 404, 404, 404], body: () => ({ id: unknownLink(), password: PASSWORD }) },
  'POST /logout':                                                       { expect: [401, 204, 204, 204] },
  // auth: the site's contact form, mailed to the admins; anyone may write.
  'POST /contact':                                                      { expect: [201, 201, 201, 201], body: () => ({ name: 'Ana', email: email(), message: 'Hola' }) },
  // auth: the caller's own profile, whoever the caller is.
  'GET /profile':                                                       { expect: [401, 200, 200, 200] },
  'PATCH /profile':                                                     { expect: [401, 200, 200, 200], body: () => ({ name: 'Otro nombre' }) },
  'POST /profile/changeEmail':                                          { expect: [401, 200, 200, 200], body: () => ({ email: email(), password: PASSWORD }) },
  'POST /profile/changePassword':                                       { expect: [401, 200, 200, 200], body: () => ({ oldPassword: PASSWORD, newPassword: 'another-5678' }) },
  // auth: users, administrators only.
  'GET /users':                                                         { expect: [401, 403, 403, 200] },
  'GET /users/{id}':                                                    { expect: [401, 403, 403, 200] },
  'POST /users':                                                        { expect: [401, 403, 403, 201], body: () => ({ name: 'Alta', email: email(), password: PASSWORD, role: 'user' }) },
  // The world's user is verified: the admin's call reaches the service and is refused as such (users-admin.int-spec
  // sends the mail to an unverified one).
  'POST /users/{id}/resendvalidation':                                  { expect: [401, 403, 403, 404] },
  'PATCH /users/{id}':                                                  { expect: [401, 403, 403, 200], body: () => ({ name: 'Cambiado' }) },
  'DELETE /users/{id}':                                                 { expect: [401, 403, 403, 200] },

  // admin: cities. Everyone signed in reads the names; administrators manage them.
  'GET /cities/all':                                                    { expect: [401, 200, 200, 200] },
  'GET /cities':                                                        { expect: [401, 403, 403, 200] },
  'GET /cities/{id}':                                                   { expect: [401, 403, 403, 200] },
  'POST /cities':                                                       { expect: [401, 403, 403, 201], body: () => ({ name: `Ciudad ${unique()}` }) },
  'PATCH /cities/{id}':                                                 { expect: [401, 403, 403, 200], body: () => ({ name: `Ciudad ${unique()}` }) },
  'DELETE /cities/{id}':                                                { expect: [401, 403, 403, 200] },

  // restaurants: what guests read.
  'GET /restaurants/public':                                            { expect: [200, 200, 200, 200], query: (w) => `?_id=${w.restaurant._id}` },
  'GET /restaurants/public/{id}/menus/{menuId}':                        { expect: [200, 200, 200, 200] },
  // Guests' events: anyone; this JSON-typed body from a script is dropped as no beacon's, answered alike.
  'POST /restaurants/public/{id}/events':                               { expect: [204, 204, 204, 204], body: (w) => ({ kind: 'menuView', menu: w.menu._id }) },
  'GET /restaurants/images/{file}':                                     { expect: [200, 200, 200, 200] },
  // restaurants: the owner's own; another owner's are not found; administrators read any (support), change none.
  'GET /restaurants':                                                   { expect: [401, 200, 200, 200] },
  'POST /restaurants':                                                  { expect: [401, 201, 201, 201], body: () => RESTAURANT },
  'GET /restaurants/{id}':                                              { expect: [401, 200, 404, 200] },
  'PATCH /restaurants/{id}':                                            { expect: [401, 200, 404, 404], body: () => ({ name: 'Casa Juan' }) },
  'DELETE /restaurants/{id}':                                           { expect: [401, 200, 404, 404] },
  'PUT /restaurants/{id}/logo':                                         { expect: [401, 200, 404, 404], upload: true },
  'DELETE /restaurants/{id}/logo':                                      { expect: [401, 200, 404, 404] },
  'PUT /restaurants/{id}/cover':                                        { expect: [401, 200, 404, 404], upload: true },
  'DELETE /restaurants/{id}/cover':                                     { expect: [401, 200, 404, 404] },
  'POST /restaurants/{id}/contact':                                     { expect: [401, 201, 404, 404], body: () => ({ name: 'Pepe', message: 'Hola' }) },
  'GET /restaurants/{id}/translations':                                 { expect: [401, 200, 404, 200] },
  // Insights are the owner's alone: an administrator runs no restaurant.
  'GET /restaurants/{id}/insights':                                     { expect: [401, 200, 404, 404] },
  // restaurants: subdomain requests, decided by administrators.
  'PATCH /restaurants/subdomainrequest/{id}':                           { expect: [401, 200, 404, 404], body: () => ({ subDomain: `s${unique()}` }) },
  'GET /restaurants/all':                                               { expect: [401, 403, 403, 200] },
  'PATCH /restaurants/subdomainaccept/{id}':                            { expect: [401, 403, 403, 200] },
  'PATCH /restaurants/subdomainreject/{id}':                            { expect: [401, 403, 403, 200], body: () => ({ reason: 'Es una marca registrada' }) },
  'DELETE /restaurants/subdomainholds/{subDomain}':                     { expect: [401, 403, 403, 200] },
  // restaurants: the address search behind the owner's map, for anyone signed in (the fake geocoder below).
  'GET /restaurants/geocode':                                           { expect: [401, 200, 200, 200], query: () => '?q=Sevilla' },
  // restaurants: products and menus out and in, the owner's own data (administrators neither read nor change it).
  'GET /restaurants/{id}/export/products.csv':                          { expect: [401, 200, 404, 404] },
  'GET /restaurants/{id}/export/products.json':                         { expect: [401, 200, 404, 404] },
  'GET /restaurants/{id}/export/menus.csv':                             { expect: [401, 200, 404, 404] },
  'GET /restaurants/{id}/export/menus.json':                            { expect: [401, 200, 404, 404] },
  'GET /restaurants/{id}/import/products/template.csv':                 { expect: [401, 200, 404, 404] },
  'POST /restaurants/{id}/import/products/preview':                     { expect: [401, 200, 404, 404], csv: true },
  'POST /restaurants/{id}/import/products':                             { expect: [401, 200, 404, 404], csv: true },
  // restaurants: products.
  'GET /restaurants/{id}/products':                                     { expect: [401, 200, 404, 200] },
  'POST /restaurants/{id}/products':                                    { expect: [401, 201, 404, 404], body: () => PRODUCT },
  'GET /restaurants/{id}/products/{productId}':                         { expect: [401, 200, 404, 200] },
  'PATCH /restaurants/{id}/products/{productId}':                       { expect: [401, 200, 404, 404], body: () => ({ price: 700 }) },
  'DELETE /restaurants/{id}/products/{productId}':                      { expect: [401, 200, 404, 404] },
  'PUT /restaurants/{id}/products/{productId}/image':                   { expect: [401, 200, 404, 404], upload: true },
  'DELETE /restaurants/{id}/products/{productId}/image':                { expect: [401, 200, 404, 404] },
  'PUT /restaurants/{id}/products/{productId}/soldout':                 { expect: [401, 200, 404, 404], body: () => ({ until: 'endOfDay' }) },
  'DELETE /restaurants/{id}/products/{productId}/soldout':              { expect: [401, 200, 404, 404] },
  // restaurants: menus.
  'GET /restaurants/{id}/menus':                                        { expect: [401, 200, 404, 200] },
  'POST /restaurants/{id}/menus':                                       { expect: [401, 201, 404, 404], body: () => MENU },
  'PUT /restaurants/{id}/menus/order':                                  { expect: [401, 200, 404, 404], body: (w) => ({ ids: [w.menu._id], version: w.menus.version }) },
  'GET /restaurants/{id}/menus/{menuId}':                               { expect: [401, 200, 404, 200] },
  'PATCH /restaurants/{id}/menus/{menuId}':                             { expect: [401, 200, 404, 404], body: () => ({ enabled: false }) },
  'DELETE /restaurants/{id}/menus/{menuId}':                            { expect: [401, 200, 404, 404] },
  'POST /restaurants/{id}/menus/{menuId}/duplicate':                    { expect: [401, 201, 404, 404] },
  // The owner's preview of the guest page at an instant: read access (owner, admin), never a guest read.
  'GET /restaurants/{id}/preview':                                      { expect: [401, 200, 404, 200], query: () => '?at=2026-12-24T19:30:00Z' },
  // Into another of A's restaurants: B and the admin own neither.
  'POST /restaurants/{id}/menus/{menuId}/copy':                         { expect: [401, 201, 404, 404], body: (w) => ({ restaurantId: w.secondRestaurant._id }) },
  'PUT /restaurants/{id}/menus/{menuId}/banner':                        { expect: [401, 200, 404, 404], upload: true },
  'DELETE /restaurants/{id}/menus/{menuId}/banner':                     { expect: [401, 200, 404, 404] },
  // restaurants: sections and their items.
  'GET /restaurants/{id}/menus/{menuId}/sections':                      { expect: [401, 200, 404, 200] },
  'POST /restaurants/{id}/menus/{menuId}/sections':                     { expect: [401, 201, 404, 404], body: () => SECTION },
  'PUT /restaurants/{id}/menus/{menuId}/sections/order':                { expect: [401, 200, 404, 404], body: (w) => ({ ids: [w.section._id], version: w.sections.version }) },
  'PATCH /restaurants/{id}/menus/{menuId}/sections/{sectionId}':        { expect: [401, 200, 404, 404], body: () => SECTION },
  'DELETE /restaurants/{id}/menus/{menuId}/sections/{sectionId}':       { expect: [401, 200, 404, 404] },
  'PUT /restaurants/{id}/menus/{menuId}/sections/{sectionId}/banner':   { expect: [401, 200, 404, 404], upload: true },
  'DELETE /restaurants/{id}/menus/{menuId}/sections/{sectionId}/banner': { expect: [401, 200, 404, 404] },
  'POST /restaurants/{id}/menus/{menuId}/sections/{sectionId}/items':   { expect: [401, 201, 404, 404], body: (w) => ({ productId: w.spareProduct._id }) },
  'PUT /restaurants/{id}/menus/{menuId}/sections/{sectionId}/items/order': { expect: [401, 200, 404, 404], body: (w) => ({ ids: [w.item._id], version: w.sections.docs[0].version }) },
  'PATCH /restaurants/{id}/menus/{menuId}/sections/{sectionId}/items/{itemId}': { expect: [401, 200, 404, 404], body: () => ({ price: 1200 }) },
  'DELETE /restaurants/{id}/menus/{menuId}/sections/{sectionId}/items/{itemId}': { expect: [401, 200, 404, 404] },
  // restaurants: QR placements and the print kit; an administrator reads them (support), changes none.
  'GET /restaurants/{id}/placements':                                   { expect: [401, 200, 404, 200] },
  'POST /restaurants/{id}/placements':                                  { expect: [401, 201, 404, 404], body: () => ({ name: 'Ventana' }) },
  'POST /restaurants/{id}/placements/range':                            { expect: [401, 201, 404, 404], body: () => ({ prefix: 'Mesa', from: 1, to: 3 }) },
  'PATCH /restaurants/{id}/placements/{placementId}':                   { expect: [401, 200, 404, 404], body: () => ({ name: 'Barra' }) },
  'DELETE /restaurants/{id}/placements/{placementId}':                  { expect: [401, 200, 404, 404] },
  'GET /restaurants/{id}/placements/tents.pdf':                         { expect: [401, 200, 404, 200] },
  'GET /restaurants/{id}/menus/{menuId}/print.pdf':                     { expect: [401, 200, 404, 200] },
};

/** The path with the world's objects in its parameters. */
function fillPath(path: string, world: World): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const object = objectFor(path, name, world);
    if (!object) throw new Error(`no object for {${name}}: add it to objectFor and the world`);
    return object;
  });
}

describe('access matrix: every route × every caller', () => {
  let stack: StackUnderTest;
  let worlds: WorldMaker;
  /**
   * Reads share one world; a write's refusals share one per route (a refused write changes nothing: if it did, its own
   * cell fails); a write that must succeed gets its own, so no cell sees another's deletions.
   */
  let shared: World;
  const refusedWorlds = new Map<string, Promise<World>>();
  const worldFor = (key: string, status: number): Promise<World> => {
    if (key.startsWith('GET ')) return Promise.resolve(shared);
    if (status < 400) return worlds.make();
    if (!refusedWorlds.has(key)) refusedWorlds.set(key, worlds.make());
    return refusedWorlds.get(key) as Promise<World>;
  };
  const serviceOf = new Map<string, ServiceName>();
  let geocoder: Awaited<ReturnType<typeof startFakeGeocoder>> | undefined;

  beforeAll(async () => {
    geocoder = await startFakeGeocoder();
    stack = await startStackForTest(
      { auth: AuthModule, restaurants: RestaurantsModule, admin: AdminModule },
      { env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', GEOCODER_URL: geocoder.url } },
    );
    for (const [service, { app }] of Object.entries(stack.services) as Array<
      [ServiceName, StackUnderTest['services'][ServiceName]]
    >) {
      for (const route of listRoutes(app)) serviceOf.set(route.key, service);
    }
    worlds = await worldMaker(stack);
    shared = await worlds.make();
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    await geocoder?.close();
  });

  it('has one row per route of every service, and none for a route that is gone', () => {
    expect(serviceOf.size).toBeGreaterThan(50);
    const routes = [...serviceOf.keys()];
    expect({
      withoutRow: routes.filter((key) => !Object.hasOwn(ROUTES, key)),
      withoutRoute: Object.keys(ROUTES).filter((key) => !serviceOf.has(key)),
    }).toEqual({ withoutRow: [], withoutRoute: [] });
  });

  it("serves a placement's short link at the gateway's /q/{code} to anyone: 302 to the guest page", async () => {
    const res = await fetch(`${stack.url}/q/${shared.placement.code}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(new RegExp(`/app/guest/restaurant/${shared.restaurant._id}$`));
    expect(res.headers.get('cache-control')).toBe('no-store');
    for (const code of ['zzzzzzzz', 'no-such-code']) {
      const unknown = await fetch(`${stack.url}/q/${code}`, { redirect: 'manual' });
      expect({ status: unknown.status, body: await unknown.json() }).toEqual({
        status: 404,
        body: { errors: { msg: 'NOT_FOUND' } },
      });
    }
  });

  const send = async (key: string, row: Row, caller: Caller, world: World, base?: string): Promise<TestResponse> => {
    const [method, template] = key.split(' ');
    const path = fillPath(template, world) + (row.query?.(world) ?? '');
    const token = caller === 'anonymous' ? undefined : world[caller].token;
    const api = base ?? `${stack.url}/api`;
    if (row.csv)
      return requestJson(api, path, { method, token, body: PRODUCTS_CSV, headers: { 'content-type': 'text/csv' } });
    if (!row.upload) return requestJson(api, path, { method, token, body: row.body?.(world) });
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(worlds.png)], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`${api}${path}`, {
      method,
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text.startsWith('{') ? JSON.parse(text) : text };
  };

  describe.each(Object.entries(ROUTES))('%s', (key, row) => {
    it.each(CALLERS.map((caller, index) => [caller, row.expect[index]] as const))(
      'as %s: %i',
      async (caller, status) => {
        const world = await worldFor(key, status);
        const res = await send(key, row, caller, world);
        expect({ status: res.status, body: res.status >= 400 ? res.body : 'ok' }).toEqual({
          status,
          body: status >= 400 ? { errors: { msg: expect.any(String) } } : 'ok',
        });
        if (res.status >= 400) expect(isErrorBody(res.body)).toBe(true);
        // Not only the gateway: the service itself refuses a call without a token.
        if (status === 401 && serviceOf.has(key)) {
          const direct = await send(key, row, caller, world, stack.services[serviceOf.get(key) as ServiceName].url);
          expect(direct.status).toBe(401);
        }
      },
    );
  });
});
