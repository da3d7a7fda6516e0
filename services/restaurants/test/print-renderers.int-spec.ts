import {
  MENU_ROUTES as M,
  PLACEMENT_ROUTES as P,
  PRINT_LIMITS,
  type Menu,
  type Restaurant,
  type Section,
} from '@carta/contracts';
import { metricsRegistry } from '@carta/nest-core/metrics';
import { startServiceForTest, type ServiceUnderTest, type TestUser } from '../../../tools/jest/service-app';
import { AppModule } from '../src/app.module';
import { RENDER_QUEUE, RENDER_RETRY_AFTER_SECONDS, RENDER_THREADS } from '../src/print/print-renderers';
import { createProduct, createRestaurant } from './fixtures';
import { infoOf, textOf } from './pdf-reading';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('print kit: PDFs rendered off the request thread, bounded, stopped, kept', () => {
  let svc: ServiceUnderTest;
  let owner: TestUser;
  let other: TestUser;
  let restaurant: Restaurant;
  /** PRINT_LIMITS.dishes dishes: the largest menu one PDF prints. */
  let largest: Menu;
  let tooLarge: Menu;
  let small: Menu;

  const id = () => restaurant._id;
  const menuPdf = (menu: Menu, lang: string) => `${P.menuPrint(id(), menu._id)}?lang=${lang}`;
  const get = async (path: string, token: string, signal?: AbortSignal) => {
    const res = await fetch(`${svc.url}${path}`, { headers: { authorization: `Bearer ${token}` }, signal });
    const bytes = Buffer.from(await res.arrayBuffer());
    const body = res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(bytes.toString()) : null;
    return { status: res.status, retryAfter: res.headers.get('retry-after'), bytes, body };
  };
  const post = async <T>(path: string, body: unknown, token = owner.token): Promise<T> => {
    const res = await svc.request(path, { token, body });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as T;
  };
  /** A menu of `count` dishes in one section, written straight in the tables (hundreds of calls otherwise). */
  const menuOf = async (count: number): Promise<Menu> => {
    const menu = await post<Menu>(M.menus(id()), {
      name: { jp: `お品書き ${count}` },
      unlimitedTime: true,
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    });
    const section = await post<Section>(M.sections(id(), menu._id), { name: { jp: '前菜' } });
    await svc.db.query(
      `WITH dishes AS (
         INSERT INTO products (restaurant_id, name, description, price_cents, allergens)
         SELECT $1, jsonb_build_object('jp', '特製とんこつラーメン 第' || n || '番'),
                jsonb_build_object('jp', '自家製の麺と十二時間煮込んだスープ、チャーシュー、味玉、ネギ、海苔を添えて。'),
                1000 + n, '{gluten,egg,soybeans}'
         FROM generate_series(1, $2::int) AS n
         RETURNING id, price_cents - 1000 AS n)
       INSERT INTO section_items (section_id, product_id, position) SELECT $3, id, n FROM dishes`,
      [id(), count, section._id],
    );
    return menu;
  };
  /** The first of `answers` with `status`, or null when none has it. */
  const refusal = (answers: Array<ReturnType<typeof get>>, status: number) =>
    Promise.any(
      answers.map(async (answer) => {
        const res = await answer;
        if (res.status !== status) throw new Error(`answered ${res.status}`);
        return res;
      }),
    ).catch(() => null);
  /** A print kit gauge's value as a scrape of this process (the service runs in it) reads it. */
  const printGauge = async (name: string, labels: Record<string, string> = {}) => {
    const { values } = await metricsRegistry.getSingleMetric(name)!.get();
    return values.find((value) => Object.entries(labels).every(([key, want]) => value.labels[key] === want))?.value;
  };
  /** Waits for `condition`, checked every 20 ms, for at most 20 s. */
  const until = async (condition: () => Promise<boolean>) => {
    const end = Date.now() + 20_000;
    while (!(await condition())) {
      if (Date.now() > end) throw new Error(`still not so after 20 s: ${condition}`);
      await sleep(20);
    }
  };

  beforeAll(async () => {
    // The deadline is tested on its own (last): on a machine this test shares, the largest menu may take longer.
    svc = await startServiceForTest(AppModule, { name: 'print_renderers', env: { PRINT_DEADLINE_MS: '120000' } });
    [owner, other] = await Promise.all([svc.createUser(), svc.createUser()]);
    restaurant = await createRestaurant(svc, owner.token, { languages: ['jp', 'gb', 'es', 'fr', 'de'] });
    largest = await menuOf(PRINT_LIMITS.dishes);
    tooLarge = await menuOf(PRINT_LIMITS.dishes + 1);
    small = await post<Menu>(M.menus(id()), { name: { jp: 'ランチ' }, unlimitedTime: true, days: ['monday'] });
    const section = await post<Section>(M.sections(id(), small._id), { name: { jp: '麺' } });
    const ramen = await createProduct(svc, owner.token, id(), { name: { jp: '醤油ラーメン' }, price: 900 });
    await post(M.items(id(), small._id, section._id), { productId: ramen._id, price: null });
  }, 60_000);
  afterAll(() => svc.close());

  it("renders the largest menu allowed while another owner's call answers within 200 ms", async () => {
    const render = get(menuPdf(largest, 'jp'), owner.token);
    let rendered = false;
    void render.finally(() => (rendered = true));
    // Its reads done, the render is under way.
    await until(async () => rendered || (await printGauge('carta_print_renders', { state: 'running' })) === 1);
    const waits: number[] = [];
    while (!rendered) {
      const started = performance.now();
      expect((await svc.request('/restaurants', { token: other.token })).status).toBe(200);
      waits.push(performance.now() - started);
      await sleep(50);
    }
    const pdf = await render;
    expect(pdf.status).toBe(200);
    expect(await infoOf(pdf.bytes)).toMatch(/Pages:\s+(\d{2,})/);
    expect(await textOf(pdf.bytes)).toContain(`特製とんこつラーメン 第${PRINT_LIMITS.dishes}番`);
    expect(waits.length).toBeGreaterThanOrEqual(3);
    // Before, a call waited for the whole render: seconds. Nine in ten within 200 ms, none near a second: on a machine
    // the tests share with other work, a call now and then waits for the system whatever the service does.
    const sorted = [...waits].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.9)]).toBeLessThan(200);
    expect(sorted[sorted.length - 1]).toBeLessThan(1000);
  }, 120_000);

  it('refuses more dishes or tents than one PDF prints, naming the limit, before rendering anything', async () => {
    const menu = await get(menuPdf(tooLarge, 'jp'), owner.token);
    expect(menu).toMatchObject({
      status: 422,
      body: { errors: { msg: 'PRINT_TOO_MANY_DISHES', max: PRINT_LIMITS.dishes } },
    });
    const crowded = await createRestaurant(svc, owner.token);
    await post(P.range(crowded._id), { prefix: 'Mesa', from: 1, to: PRINT_LIMITS.tents });
    await post(P.range(crowded._id), { prefix: 'Mesa', from: PRINT_LIMITS.tents + 1, to: PRINT_LIMITS.tents + 1 });
    expect(await get(P.tents(crowded._id), owner.token)).toMatchObject({
      status: 422,
      body: { errors: { msg: 'PRINT_TOO_MANY_TENTS', max: PRINT_LIMITS.tents } },
    });
  });

  it('sends a PDF asked again unchanged as it was made, and makes it anew after an edit', async () => {
    const first = await get(menuPdf(small, 'jp'), owner.token);
    const again = await get(menuPdf(small, 'jp'), owner.token);
    // A render is never byte for byte another: its creation date and file id differ.
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const [ramen] = (await svc.db.query<{ id: string }>(`SELECT id FROM products WHERE name->>'jp' = '醤油ラーメン'`))
      .rows;
    const edit = await svc.request(`/restaurants/${id()}/products/${ramen.id}`, {
      method: 'PATCH',
      token: owner.token,
      body: { name: { jp: '味噌ラーメン' } },
    });
    expect(edit.status).toBe(200);
    const edited = await get(menuPdf(small, 'jp'), owner.token);
    expect(await textOf(edited.bytes)).toContain('味噌ラーメン');

    // Tents: placements are no guest data, so the printed ones are part of what the PDF is kept under.
    await post(P.range(id()), { prefix: 'Mesa', from: 1, to: 2 });
    const printed = await get(P.tents(id()), owner.token);
    expect((await get(P.tents(id()), owner.token)).bytes.equals(printed.bytes)).toBe(true);
    await post(P.range(id()), { prefix: 'Mesa', from: 3, to: 3 });
    expect(await infoOf((await get(P.tents(id()), owner.token)).bytes)).toMatch(/Pages:\s+3\n/);
  }, 60_000);

  it('lets an account render one PDF at a time: a second meanwhile is 429 with Retry-After', async () => {
    const leave = new AbortController();
    const answers = ['gb', 'es'].map((lang) => get(menuPdf(largest, lang), owner.token, leave.signal));
    // Both asked at once: the one that comes second while the other renders is refused.
    expect(await refusal(answers, 429)).toMatchObject({
      retryAfter: String(RENDER_RETRY_AFTER_SECONDS),
      body: { errors: { msg: 'TOO_MANY_REQUESTS' } },
    });
    leave.abort();
    await Promise.allSettled(answers);
  }, 60_000);

  it('stops a render whose client has gone: its thread ends, the account may print again at once', async () => {
    // Warm: a thread is alive (it stays a minute after a render), and the large render runs on it.
    await get(menuPdf(small, 'gb'), owner.token);
    expect(await printGauge('carta_print_threads')).toBe(1);
    const leave = new AbortController();
    const gone = get(menuPdf(largest, 'fr'), owner.token, leave.signal).catch(() => null);
    // Past the read of the menu (on the request thread, waiting on PostgreSQL): the render is on the thread.
    await until(async () => (await printGauge('carta_print_renders', { state: 'running' })) === 1);
    leave.abort();
    await gone;
    // The thread that rendered is terminated, not left to finish a PDF for nobody; none was started in its place.
    await until(async () => (await printGauge('carta_print_threads')) === 0);
    expect(await printGauge('carta_print_renders', { state: 'running' })).toBe(0);
    expect((await get(menuPdf(small, 'es'), owner.token)).status).toBe(200);
  }, 60_000);

  it('refuses a render when every thread and the queue are taken: 503 PRINT_BUSY with Retry-After', async () => {
    // Administrators may print any restaurant's menu: one account more than the threads and the queue take.
    const admins = await Promise.all(
      Array.from({ length: RENDER_THREADS + RENDER_QUEUE + 1 }, () => svc.createUser({ role: 'admin' })),
    );
    const leave = new AbortController();
    const answers = admins.map((admin) => get(menuPdf(largest, 'de'), admin.token, leave.signal));
    expect(await refusal(answers, 503)).toMatchObject({
      retryAfter: String(RENDER_RETRY_AFTER_SECONDS),
      body: { errors: { msg: 'PRINT_BUSY' } },
    });
    leave.abort();
    await Promise.allSettled(answers);
  }, 60_000);

  it('stops a render past PRINT_DEADLINE_MS: 503 PRINT_BUSY with Retry-After', async () => {
    await svc.restart({ PRINT_DEADLINE_MS: '300' });
    const started = performance.now();
    expect(await get(menuPdf(largest, 'jp'), owner.token)).toMatchObject({
      status: 503,
      retryAfter: String(RENDER_RETRY_AFTER_SECONDS),
      body: { errors: { msg: 'PRINT_BUSY' } },
    });
    expect(performance.now() - started).toBeLessThan(2000);
  }, 60_000);
});
