// Each service's database role touches only its own tables and the views it reads (nest-core database/roles.ts).
// The template was migrated as the roles by the global setup, as a deployment does.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import type { ServiceName } from '@carta/contracts';
import { migrate } from '../libs/nest-core/src/database/migrator';
import { SERVICE_ROLES, serviceDatabaseUrl, setUpServiceRoles } from '../libs/nest-core/src/database/roles';
import { databaseUrl, onServer, ROOT, servicesWithMigrations, TEST_ENV } from './jest/databases';

const serverUrl = process.env[TEST_ENV.serverUrl] ?? '';
const template = process.env[TEST_ENV.template] ?? '';
const passwords = JSON.parse(process.env[TEST_ENV.rolePasswords] ?? '{}') as Record<ServiceName, string>;

/** Runs `sql` connected as the service's role; resolves with the rows or the PostgreSQL error code. */
async function as(service: ServiceName, database: string, sql: string): Promise<unknown[] | { refused: string }> {
  const client = new Client({
    connectionString: serviceDatabaseUrl(databaseUrl(serverUrl, database), service, passwords[service]),
  });
  await client.connect();
  try {
    const result = (await client.query(sql)) as unknown as { rows: unknown[] } | { rows: unknown[] }[];
    // several statements: the last one's rows
    return Array.isArray(result) ? result[result.length - 1].rows : result.rows;
  } catch (error) {
    return { refused: (error as { code: string }).code };
  } finally {
    await client.end();
  }
}

const PERMISSION_DENIED = { refused: '42501' };

describe('each service connects with its own database role', () => {
  const database = `t_roles_${randomBytes(5).toString('hex')}`;
  beforeAll(() => onServer(serverUrl, (db) => db.query(`CREATE DATABASE ${database} TEMPLATE ${template}`)));
  afterAll(() => onServer(serverUrl, (db) => db.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)));

  it("restaurants and admin cannot read auth's users (password hashes), but read the views they need", async () => {
    for (const service of ['restaurants', 'admin'] as const) {
      expect(await as(service, database, 'SELECT password_hash FROM users')).toEqual(PERMISSION_DENIED);
      expect(await as(service, database, 'SELECT count(*) FROM verification_tokens')).toEqual(PERMISSION_DENIED);
      expect(await as(service, database, 'SELECT user_id FROM auth_session_validity LIMIT 1')).toEqual(
        expect.any(Array),
      );
    }
    expect(
      await as('restaurants', database, `SELECT role FROM auth_user_directory WHERE email = 'user@user.com'`),
    ).toEqual([{ role: 'user' }]);
    // admin has no use for the directory of e-mails
    expect(await as('admin', database, 'SELECT email FROM auth_user_directory')).toEqual(PERMISSION_DENIED);
    // admin counts the restaurants of a city it is asked to delete, not their rows
    expect(await as('admin', database, `SELECT restaurants FROM restaurants_city_usage WHERE city = 'madrid'`)).toEqual(
      [{ restaurants: 1 }],
    );
    expect(await as('admin', database, 'SELECT city FROM restaurants')).toEqual(PERMISSION_DENIED);
    expect(await as('auth', database, 'SELECT count(*) FROM restaurants_city_usage')).toEqual(PERMISSION_DENIED);
  });

  it('no service touches the tables of another; each reads and writes its own', async () => {
    expect(await as('auth', database, 'SELECT count(*) FROM restaurants')).toEqual(PERMISSION_DENIED);
    expect(await as('auth', database, 'SELECT count(*) FROM cities')).toEqual(PERMISSION_DENIED);
    expect(await as('admin', database, 'SELECT count(*) FROM products')).toEqual(PERMISSION_DENIED);
    expect(await as('restaurants', database, `DELETE FROM cities`)).toEqual(PERMISSION_DENIED);
    expect(await as('restaurants', database, `UPDATE users SET role = 'admin'`)).toEqual(PERMISSION_DENIED);
    expect(await as('auth', database, `SELECT count(*)::int AS n FROM users WHERE role = 'admin'`)).toEqual([{ n: 1 }]);
    expect(await as('admin', database, `SELECT count(*)::int > 0 AS some FROM cities`)).toEqual([{ some: true }]);
    // A table added after the roles (182) is owned by the role that migrated it, like every other.
    expect(
      await as('restaurants', database, `SELECT tableowner FROM pg_tables WHERE tablename = 'subdomain_holds'`),
    ).toEqual([{ tableowner: 'carta_restaurants' }]);
    expect(await as('admin', database, 'SELECT count(*) FROM subdomain_holds')).toEqual(PERMISSION_DENIED);
  });

  it('each role owns the function its searches fold text with, and it works for that role', async () => {
    for (const service of ['auth', 'restaurants', 'admin'] as const) {
      const fold = `${service}_search_text`;
      expect(
        await as(
          service,
          database,
          `SELECT ${fold}('Málaga, Ñandú & Łódź') AS folded,
             (SELECT pg_get_userbyid(proowner) FROM pg_proc WHERE proname = '${fold}') AS owner`,
        ),
      ).toEqual([{ folded: 'malaga, nandu & lodz', owner: SERVICE_ROLES[service] }]);
    }
  });

  it('a table a later migration adds is its service’s alone, with no grant written for it', async () => {
    expect(await as('auth', database, 'CREATE TABLE later_sessions (id int); SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    expect(await as('restaurants', database, 'SELECT * FROM later_sessions')).toEqual(PERMISSION_DENIED);
    expect(await as('admin', database, 'SELECT * FROM later_sessions')).toEqual(PERMISSION_DENIED);
  });
});

describe('a database migrated before the roles existed', () => {
  const database = `t_legacy_${randomBytes(5).toString('hex')}`;
  afterAll(() => onServer(serverUrl, (db) => db.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)));

  it("is handed over: each role then owns its service's tables, and the others are refused", async () => {
    await onServer(serverUrl, (db) => db.query(`CREATE DATABASE ${database}`));
    const admin = new Client({ connectionString: databaseUrl(serverUrl, database) });
    await admin.connect();
    try {
      // One user for everything, as before: the admin's connection migrates every service.
      const pool = new Pool({ connectionString: databaseUrl(serverUrl, database), max: 1 });
      for (const service of servicesWithMigrations()) {
        await migrate(pool, { service, dir: join(ROOT, 'services', service, 'migrations'), demoData: true });
      }
      await pool.end();
      await setUpServiceRoles(admin, passwords);
    } finally {
      await admin.end();
    }
    expect(await as('auth', database, `SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 2 }]);
    expect(await as('restaurants', database, `SELECT count(*)::int AS n FROM restaurants`)).toEqual([{ n: 1 }]);
    expect(await as('restaurants', database, 'SELECT password_hash FROM users')).toEqual(PERMISSION_DENIED);
    expect(await as('restaurants', database, 'SELECT count(*)::int AS n FROM auth_user_directory')).toEqual([{ n: 2 }]);
    // The search functions are handed over too, and still fold for their role.
    expect(await as('admin', database, `SELECT admin_search_text('Ávila') AS folded`)).toEqual([{ folded: 'avila' }]);
    expect(
      await as(
        'restaurants',
        database,
        `SELECT count(*)::int AS n FROM products WHERE restaurants_search_text(name_search) LIKE '%jamon%'`,
      ),
    ).toEqual([{ n: expect.any(Number) }]);
    // Its next migration runs as the role, on tables it now owns.
    expect(await as('auth', database, 'ALTER TABLE users ADD COLUMN probe int; SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });
});
