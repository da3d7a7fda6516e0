// What search engines read of a guest page, checked against the real API's answers for the demo restaurant: the
// guest remote's pageHead (JSON-LD) on the menu the API serves, and the gateway's sitemap and robots.txt.
import { get as httpGet } from 'node:http';
import type { Product, PublicMenuPage, PublicRestaurantList, Restaurant } from '@carta/contracts';
import { AppModule as AdminModule } from '../../services/admin/src/app.module';
import { AppModule as AuthModule } from '../../services/auth/src/app.module';
import { AppModule as RestaurantsModule } from '../../services/restaurants/src/app.module';
import { RESTAURANT } from '../../services/restaurants/test/fixtures';
import { pageHead } from '../../mf-guest/src/server/head';
import { startStackForTest, type StackUnderTest } from '../jest/stack';

type Node = Record<string, unknown>;

/** A GET through the gateway as asked for `host` (fetch may not set Host). */
function getAs(base: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe("the demo restaurant's guest pages as search engines read them", () => {
  let stack: StackUnderTest;
  let pages: PublicMenuPage[];

  beforeAll(async () => {
    stack = await startStackForTest({ auth: AuthModule, restaurants: RestaurantsModule, admin: AdminModule });
    const list = await stack.request('/restaurants/public?subDomainEnabled=true&subDomain=demo');
    const [demo] = (list.body as PublicRestaurantList).docs;
    pages = [];
    for (const menu of demo.menus) {
      const res = await stack.request(`/restaurants/public/${demo._id}/menus/${menu._id}`);
      expect(res.status).toBe(200);
      pages.push(res.body as PublicMenuPage);
    }
  });
  afterAll(() => stack.close());

  it('names every dish of every menu in the JSON-LD, with its price and the currency, as the API gives them', () => {
    expect(pages.length).toBeGreaterThan(0);
    let dishes = 0;
    for (const { restaurant, menu } of pages) {
      expect(restaurant.subDomain).toBe('demo');
      const url = new URL(`http://localhost:8080/app/guest/restaurant/${restaurant._id}/menu/${menu._id}`);
      const { tags, htmlLang } = pageHead({ restaurant, menu, language: restaurant.languages[0], url });
      expect(htmlLang).toBe('es');
      const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(tags)?.[1];
      const data = JSON.parse(json ?? 'null') as Node;
      expect(data).toMatchObject({ '@type': 'Restaurant', name: restaurant.name });
      const hasMenu = data.hasMenu as Node;
      expect(hasMenu).toMatchObject({
        '@type': 'Menu',
        name: menu.name.es,
        url: `http://demo.localhost:8080/app/guest/restaurant/${restaurant._id}/menu/${menu._id}?lang=es`,
      });
      const sections = hasMenu.hasMenuSection as Node[];
      expect(sections.map((section) => section.name)).toEqual(menu.sections.map((section) => section.name.es));
      menu.sections.forEach((section, i) => {
        const items = (sections[i].hasMenuItem as Node[] | undefined) ?? [];
        expect(items.map((item) => [item.name, item.offers])).toEqual(
          section.items.map((item) => [
            item.name.es,
            item.sizes.length > 0
              ? item.sizes.map((size) => ({
                  '@type': 'Offer',
                  name: size.name.es,
                  price: size.price,
                  priceCurrency: restaurant.currency,
                }))
              : item.price === null
                ? undefined
                : { '@type': 'Offer', price: item.price, priceCurrency: restaurant.currency },
          ]),
        );
        dishes += items.length;
      });
    }
    // The demo's menus have dishes: the loop above checked something.
    expect(dishes).toBeGreaterThan(5);
  });

  it("serves the demo's sitemap on its subdomain, one entry per page and language, and robots.txt points at it", async () => {
    const { restaurant } = pages[0];
    const sitemap = await getAs(stack.url, '/sitemap.xml', 'demo.localhost');
    expect(sitemap.status).toBe(200);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength((restaurant.menus.length + 1) * restaurant.languages.length);
    for (const { menu } of pages) {
      // The configured origin (PUBLIC_URL's port included), never the request's Host.
      expect(locs).toContain(
        `http://demo.localhost:8080/app/guest/restaurant/${restaurant._id}/menu/${menu._id}?lang=es`,
      );
    }
    const robots = await getAs(stack.url, '/robots.txt', 'demo.localhost');
    expect(robots.body).toContain('Sitemap: http://demo.localhost:8080/sitemap.xml');
    // On the main host, the restaurant's sitemap moves to its subdomain.
    const moved = await getAs(stack.url, `/sitemaps/${restaurant._id}.xml`, 'localhost');
    expect(moved.status).toBe(301);
  });

  it("writes when guests' data last changed as each page's <lastmod>: an owner's edit moves it forward, reads do not", async () => {
    const owner = await stack.createUser();
    const created = await stack.request('/restaurants', { token: owner.token, body: RESTAURANT });
    expect(created.status).toBe(201);
    const rid = (created.body as Restaurant)._id;
    const dish = await stack.request(`/restaurants/${rid}/products`, {
      token: owner.token,
      body: { name: { es: 'Croquetas' }, price: 900 },
    });
    expect(dish.status).toBe(201);
    const lastmods = async () => {
      const sitemap = await getAs(stack.url, `/sitemaps/${rid}.xml`, 'localhost');
      expect(sitemap.status).toBe(200);
      return [...sitemap.body.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1]);
    };
    const before = await lastmods();
    // One per page and language (the landing page, no menus yet), a W3C datetime in UTC.
    expect(before).toHaveLength(RESTAURANT.languages.length);
    expect(before[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // Guests' and the owner's reads, through the gateway, leave it where it was.
    for (const path of [`/restaurants/public?_id=${rid}`, `/restaurants/${rid}`, `/restaurants/${rid}/products`]) {
      expect([path, (await stack.request(path, { token: owner.token })).status]).toEqual([path, 200]);
    }
    expect(await lastmods()).toEqual(before);

    // An edit shows at the sitemap's next read: the write's answer dropped the gateway's cached copy.
    const edited = await stack.request(`/restaurants/${rid}/products/${(dish.body as Product)._id}`, {
      method: 'PATCH',
      token: owner.token,
      body: { price: 950 },
    });
    expect(edited.status).toBe(200);
    const after = await lastmods();
    expect(after).toEqual(before.map(() => after[0]));
    expect(after[0] > before[0]).toBe(true);
  });
});
