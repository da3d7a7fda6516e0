// The runbook docs/runbooks/backup-restore.md, step by step: a product database (every service's migrations, the demo
// data and more rows) is dumped with pg_dump, restored with pg_restore into a fresh database prepared as the runbook
// says, and the product boots on the copy: same rows in every table, the services' migrators accept it, and owners,
// admins and guests read it through the gateway.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import type { Paged, PublicMenuPage, Restaurant, ServiceName } from '@carta/contracts';
import { migrate } from '../libs/nest-core/src/database/migrator';
import { serviceDatabaseUrl, setUpServiceRoles } from '../libs/nest-core/src/database/roles';
import { AppModule as AdminModule } from '../services/admin/src/app.module';
import { AppModule as AuthModule } from '../services/auth/src/app.module';
import { AppModule as RestaurantsModule } from '../services/restaurants/src/app.module';
import { databaseUrl, onServer, ROOT, servicesWithMigrations, TEST_ENV } from './jest/databases';
import { startStackForTest, type StackUnderTest } from './jest/stack';

/** pg_dump refuses a server of a later major version than its own. */
const majorOf = (version: string) => Number(/(\d+)/.exec(version)?.[1]);
const DUMP_MAJOR = majorOf(execFileSync('pg_dump', ['--version'], { encoding: 'utf8' }).replace(/^\D+/, ''));
/** The machine's PostgreSQL (Debian's, of the same version as its client tools) when the test server is newer. */
const MACHINE_SERVER = process.env.BACKUP_TEST_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The integration run's server if this pg_dump can dump it, else the machine's. */
async function serverForDumps(): Promise<string> {
  const testServer = process.env[TEST_ENV.serverUrl] ?? '';
  const major = await onServer(testServer, async (client) =>
    Number(
      (await client.query<{ v: string }>(`SELECT current_setting('server_version_num') AS v`)).rows[0].v.slice(0, -4),
    ),
  );
  if (major <= DUMP_MAJOR) return testServer;
  await onServer(MACHINE_SERVER, (client) => client.query('SELECT 1')).catch((error: Error) => {
    throw new Error(
      `pg_dump ${DUMP_MAJOR} cannot dump the test server (PostgreSQL ${major}), and no server answers at ` +
        `BACKUP_TEST_SERVER_URL (${new URL(MACHINE_SERVER).host}: ${error.message}): install postgresql-client-${major}, ` +
        `or point BACKUP_TEST_SERVER_URL at a PostgreSQL ${DUMP_MAJOR} or older (trust, or a password in the URL)`,
      { cause: error },
    );
  });
  return MACHINE_SERVER;
}

/** Every table of the database and its number of rows. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  return onServer(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      counts[name] = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`)).rows[0].n;
    }
    return counts;
  });
}

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });

describe('backup and restore (docs/runbooks/backup-restore.md)', () => {
  const suffix = randomBytes(5).toString('hex');
  const source = `t_backup_${suffix}`;
  const restored = `t_restored_${suffix}`;
  const passwords = JSON.parse(process.env[TEST_ENV.rolePasswords] ?? '{}') as Record<ServiceName, string>;
  const dir = mkdtempSync(join(tmpdir(), 'carta-backup-'));
  const dump = join(dir, 'carta.dump');
  let server = '';
  let stack: StackUnderTest | undefined;
  let before: Record<string, number> = {};

  beforeAll(async () => {
    server = await serverForDumps();
    // The product's database as a deployment makes it: roles, then each service's migrations as its role.
    await onServer(server, (client) => client.query(`CREATE DATABASE ${source}`));
    const sourceUrl = databaseUrl(server, source);
    await onServer(sourceUrl, (client) => setUpServiceRoles(client, passwords));
    for (const service of servicesWithMigrations()) {
      const pool = new Pool({ connectionString: serviceDatabaseUrl(sourceUrl, service, passwords[service]), max: 1 });
      try {
        await migrate(pool, { service, dir: join(ROOT, 'services', service, 'migrations'), demoData: true });
      } finally {
        await pool.end();
      }
    }
    // More than the demo: the scale bench's data set, small (owners, restaurants, products, menus, placements).
    const more = readFileSync(join(ROOT, 'bench/scale-data.sql'), 'utf8')
      .replaceAll(':owners', '10')
      .replaceAll(':restaurants', '20')
      .replaceAll(':products', '40');
    await onServer(sourceUrl, (client) => client.query(more));
    before = await rowCounts(sourceUrl);
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
    if (!server) return;
    for (const database of [source, restored]) {
      await onServer(server, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores every table of every service, row for row, into a fresh database', async () => {
    expect(before).toMatchObject({ users: 12, restaurants: 21, menus: 64, products: expect.any(Number) });
    expect(before.products).toBeGreaterThan(800);
    expect(before.images).toBeGreaterThan(0);

    // Backup: one dump of the one database, every service's tables in one snapshot.
    run('pg_dump', ['--format=custom', `--file=${dump}`, databaseUrl(server, source)]);
    // Restore: a fresh database, the roles and extensions (setup-database), then the dump as it was.
    await onServer(server, (client) => client.query(`CREATE DATABASE ${restored}`));
    const restoredUrl = databaseUrl(server, restored);
    await onServer(restoredUrl, (client) => setUpServiceRoles(client, passwords));
    run('pg_restore', ['--exit-on-error', '--single-transaction', `--dbname=${restoredUrl}`, dump]);

    expect(await rowCounts(restoredUrl)).toEqual(before);
    // Each service still owns its tables: its role reads them, the others are refused.
    const owners = await onServer(restoredUrl, async (client) => {
      const { rows } = await client.query<{ tablename: string; tableowner: string }>(
        `SELECT tablename, tableowner FROM pg_tables
         WHERE tablename IN ('users', 'sessions', 'restaurants', 'products', 'cities')`,
      );
      return Object.fromEntries(rows.map((row) => [row.tablename, row.tableowner]));
    });
    expect(owners).toEqual({
      users: 'carta_auth',
      sessions: 'carta_auth',
      restaurants: 'carta_restaurants',
      products: 'carta_restaurants',
      cities: 'carta_admin',
    });
  });

  it('boots the product on the restored database: migrators accept it, owners, admins and guests read it', async () => {
    const restoredUrl = databaseUrl(server, restored);
    // Every service's migrator on the copy, as its role: every migration is already there, unchanged.
    for (const service of servicesWithMigrations()) {
      const pool = new Pool({ connectionString: serviceDatabaseUrl(restoredUrl, service, passwords[service]), max: 1 });
      try {
        expect(
          await migrate(pool, { service, dir: join(ROOT, 'services', service, 'migrations'), demoData: true }),
        ).toEqual([]);
      } finally {
        await pool.end();
      }
    }
    stack = await startStackForTest(
      { auth: AuthModule, restaurants: RestaurantsModule, admin: AdminModule },
      { database: { dbUrl: restoredUrl } },
    );
    const api = stack;

    // The demo owner logs in with the password of the backup (its hash came back) and sees its restaurant.
    const owner = await api.request('/login', { body: { email: 'user@user.com', password: '12345' } });
    expect(owner.status).toBe(200);
    const ownerToken = (owner.body as { token: string }).token;
    const mine = (await api.request('/restaurants', { token: ownerToken })).body as Paged<Restaurant>;
    expect(mine.docs.map((r) => r.name)).toContain('Casa Demo');
    const demo = mine.docs.find((r) => r.name === 'Casa Demo')!;
    const products = await api.request(`/restaurants/${demo._id}/products?limit=100`, { token: ownerToken });
    expect((products.body as Paged<unknown>).totalDocs).toBe(
      await onServer(
        restoredUrl,
        async (client) =>
          (
            await client.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE restaurant_id = $1', [
              demo._id,
            ])
          ).rows[0].n,
      ),
    );

    // A generated owner too, and a guest reads one of its menus with its products and their images.
    const other = await api.request('/login', { body: { email: 'owner3@scale.example', password: '12345' } });
    expect(other.status).toBe(200);
    const theirs = (await api.request('/restaurants', { token: (other.body as { token: string }).token }))
      .body as Paged<Restaurant>;
    expect(theirs.totalDocs).toBe(2);
    const { rows } = await stack.db.query<{ id: string; menu: string }>(
      `SELECT r.id, m.id AS menu FROM restaurants r JOIN menus m ON m.restaurant_id = r.id
       WHERE r.id = $1 AND m.position = 1`,
      [theirs.docs[0]._id],
    );
    const page = await api.request(`/restaurants/public/${rows[0].id}/menus/${rows[0].menu}`);
    expect(page.status).toBe(200);
    const items = (page.body as PublicMenuPage).menu.sections.flatMap((section) => section.items);
    expect(items.length).toBeGreaterThan(30);

    // The admin's lists: every user, every restaurant, the cities.
    const admin = await api.request('/login', { body: { email: 'admin@admin.com', password: '12345' } });
    const adminToken = (admin.body as { token: string }).token;
    expect(((await api.request('/users', { token: adminToken })).body as Paged<unknown>).totalDocs).toBe(before.users);
    const all = (await api.request('/restaurants/all', { token: adminToken })).body as Paged<unknown>;
    expect(all.totalDocs).toBe(before.restaurants);
    const cities = (await api.request('/cities', { token: adminToken })).body as Paged<unknown>;
    expect(cities.totalDocs).toBe(before.cities);
  }, 60_000);
});
