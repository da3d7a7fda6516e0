import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client, escapeIdentifier, escapeLiteral, type ClientBase } from 'pg';
import { z } from 'zod';
import { ConfigError, envRule, parseEnv, required, SERVICES, type Env, type ServiceName } from '@carta/contracts';
import { readMigrations } from './migrator';

/**
 * Each service's own database role. A service migrates and runs as its role, so it owns every table its migrations
 * create, and PostgreSQL grants nobody else anything on a new table: another service cannot read it, whoever adds
 * it. What another service may read is granted by the owner's migration (auth: its two views; restaurants: the
 * restaurants per city).
 */
export const SERVICE_ROLES: Record<ServiceName, string> = {
  auth: 'carta_auth',
  restaurants: 'carta_restaurants',
  admin: 'carta_admin',
};

/** The services' migrations, beside this file in the repository and in dist/node alike. */
export const SERVICES_DIR = join(__dirname, '../../../../services');

/** A service's connection URL: `serverUrl` (same host and database) as its role, with its password. */
export function serviceDatabaseUrl(serverUrl: string, service: ServiceName, password: string): string {
  const url = new URL(serverUrl);
  url.username = SERVICE_ROLES[service];
  url.password = password;
  return url.toString();
}

/** Each service's password, read from its URL, which must name its role; a wrong URL is named by `variable`. */
export function rolePasswords(
  urls: Record<ServiceName, string>,
  variable: (service: ServiceName) => string,
): { passwords: Record<ServiceName, string>; problems: string[] } {
  const passwords = {} as Record<ServiceName, string>;
  const problems: string[] = [];
  for (const service of SERVICES) {
    const url = new URL(urls[service]);
    if (decodeURIComponent(url.username) !== SERVICE_ROLES[service] || !url.password) {
      problems.push(`${variable(service)}: expected a URL as the role ${SERVICE_ROLES[service]}, with its password`);
    }
    passwords[service] = decodeURIComponent(url.password);
  }
  return { passwords, problems };
}

const CREATED = /\bCREATE\s+(?:OR\s+REPLACE\s+)?(TABLE|VIEW|FUNCTION)\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_][a-z0-9_]*)/gi;
const EXTENSION = /\bCREATE\s+EXTENSION\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_][a-z0-9_]*)/gi;

/** What a service's migrations create: its objects (to own) and the extensions they need. */
function migrationObjects(service: ServiceName, servicesDir: string) {
  const dir = join(servicesDir, service, 'migrations');
  const sql = existsSync(dir) ? readMigrations(dir).map((file) => file.sql) : [];
  const objects = new Map<string, string>([[`${service}_schema_migrations`, 'TABLE']]);
  const extensions = new Set<string>();
  for (const text of sql) {
    for (const [, kind, name] of text.matchAll(CREATED)) objects.set(name.toLowerCase(), kind.toUpperCase());
    for (const [, name] of text.matchAll(EXTENSION)) extensions.add(name.toLowerCase());
  }
  return { objects, extensions };
}

/**
 * Sets up the services' roles; run as an admin (a superuser, or the database's owner with CREATEROLE) before any
 * migration, again at every start (idempotent). Each role may log in with its password and create tables in
 * `public`; the extensions the migrations create are created here (a service's role may not). Objects a service's
 * migrations created before it had a role (one user for everything) are handed to its role.
 */
export async function setUpServiceRoles(
  admin: ClientBase,
  passwords: Record<ServiceName, string>,
  servicesDir = SERVICES_DIR,
): Promise<void> {
  for (const service of SERVICES) {
    const role = escapeIdentifier(SERVICE_ROLES[service]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [SERVICE_ROLES[service]]);
    const password = escapeLiteral(passwords[service]);
    await admin.query(`${rowCount ? 'ALTER' : 'CREATE'} ROLE ${role} LOGIN PASSWORD ${password}`);
    await admin.query(`GRANT USAGE, CREATE ON SCHEMA public TO ${role}`);
  }
  for (const service of SERVICES) {
    const { objects, extensions } = migrationObjects(service, servicesDir);
    for (const name of extensions) await admin.query(`CREATE EXTENSION IF NOT EXISTS ${escapeIdentifier(name)}`);
    for (const [name, kind] of objects) {
      const { rows } = await admin.query<{ owner: string }>(
        kind === 'FUNCTION'
          ? `SELECT pg_get_userbyid(proowner) AS owner FROM pg_proc WHERE proname = $1 AND pronamespace = 'public'::regnamespace`
          : `SELECT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE relname = $1 AND relnamespace = 'public'::regnamespace`,
        [name],
      );
      if (rows.length && rows[0].owner !== SERVICE_ROLES[service]) {
        // ALTER TABLE also moves the table's sequences and indexes, and works on views.
        const statement = kind === 'FUNCTION' ? 'ALTER FUNCTION' : 'ALTER TABLE';
        await admin.query(
          `${statement} ${escapeIdentifier(name)} OWNER TO ${escapeIdentifier(SERVICE_ROLES[service])}`,
        );
      }
    }
  }
}

const postgresUrl = required(envRule.url(['postgres', 'postgresql'], { secret: true }));
const urlVariable = (service: ServiceName) => `${service.toUpperCase()}_DATABASE_URL`;

/** What `node main.js setup-database` reads: an admin's URL, and each service's URL (its role and password). */
export const databaseSetupEnv = z.object({
  DATABASE_ADMIN_URL: postgresUrl,
  AUTH_DATABASE_URL: postgresUrl,
  RESTAURANTS_DATABASE_URL: postgresUrl,
  ADMIN_DATABASE_URL: postgresUrl,
});

/** `node main.js setup-database` (the deployment's step before the migrations): setUpServiceRoles from the env. */
export async function setUpDatabase(env: Env): Promise<void> {
  const checked = parseEnv('setup-database', databaseSetupEnv, env);
  const urls = {
    auth: checked.AUTH_DATABASE_URL,
    restaurants: checked.RESTAURANTS_DATABASE_URL,
    admin: checked.ADMIN_DATABASE_URL,
  };
  const { passwords, problems } = rolePasswords(urls, urlVariable);
  if (problems.length) throw new ConfigError('setup-database', problems);
  const admin = new Client({ connectionString: checked.DATABASE_ADMIN_URL });
  await admin.connect();
  try {
    await setUpServiceRoles(admin, passwords);
  } finally {
    await admin.end();
  }
}
