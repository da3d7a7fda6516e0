// Every operation of the API document (/api/docs/openapi.json, through the real gateway), called with generated
// path ids, queries and bodies — valid-ish from the document's schemas, and hostile — as a guest and as the owner.
// No answer may be a 5xx, and every 4xx is the contract's `{errors: {msg: CODE}}`.
// FUZZ_RUNS (cases per operation, default 25) and FUZZ_SEED (a number, or `random`) reproduce or widen a run. The
// build uses a fixed seed, so a red build is the change's doing; widen with FUZZ_SEED=random FUZZ_RUNS=200 to explore.
import fc from 'fast-check';
import { AUTH_KEYS_ROUTE, ERROR_CODES, SHORT_LINK_PREFIX, type ServiceName } from '@carta/contracts';
import { listRoutes } from '@carta/nest-core';
import { AppModule as AdminModule } from '../../services/admin/src/app.module';
import { AppModule as AuthModule } from '../../services/auth/src/app.module';
import { AppModule as RestaurantsModule } from '../../services/restaurants/src/app.module';
import { openSession } from '../jest/service-app';
import { startStackForTest, type StackUnderTest } from '../jest/stack';
import { startFakeGeocoder } from '../fake-geocoder.mjs';
import { objectFor, worldMaker, type World } from './world';

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, or 'multipart' for an image upload, or none. */
  body?: Schema | 'multipart';
  isPublic: boolean;
}
interface Case {
  caller: 'anonymous' | 'owner';
  path: string;
  query: string;
  body?: { type: string; payload: string | FormData };
}

/**
 * Answers the fuzz finds that another part of issue 11 fixes; each names its owner and reason, so it can be dropped
 * once that work is merged. A known answer still counts as a case; the run prints which were met.
 */
const KNOWN: Array<{ owner: string; reason: string; matches: (c: Case, status: number) => boolean }> = [
  {
    owner: 'edge',
    reason: "a request line over Node's 16 KB header limit is Node's own 431, not the contract's shape",
    matches: (c, status) => status === 431 && (c.path + c.query).length > 16_000,
  },
  {
    owner: 'edge',
    reason:
      "a path parameter over Fastify's maxParamLength (100) is the service's Fastify 414, not the contract's shape",
    matches: (c, status) => status === 414 && c.path.split('/').some((part) => part.length > 100),
  },
];

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** A PDF is drawn per call (~0.3 s of CPU): its routes get a fifth of the cases, which still cover their parameters. */
const runsOf = (operation: Operation) => (operation.path.endsWith('.pdf') ? Math.ceil(RUNS / 5) : RUNS);
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20261124);
const CODES = new Set<string>(ERROR_CODES);
const SCHEMAS = '#/components/schemas/';

/** Values no schema expects: huge and odd numbers, broken percent-encoding, injections, long and strange text. */
const HOSTILE_TEXT = [
  '%zz',
  '%',
  '%00',
  '%2e%2e',
  '..',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '1e400',
  '-1',
  '0',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  'null',
  'true',
  '[]',
  '{}',
  '\u0000',
  '😀'.repeat(300),
  'a'.repeat(20_000),
];
const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const deep = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
};
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    1e308,
    -1e308,
    2 ** 53 + 1,
    -(2 ** 63),
    1e21,
    0.1,
    -0,
    null,
    true,
    [],
    {},
    { $gt: '' },
    deep(500, 1, false),
    deep(500, 1, true),
  ),
  hostileText,
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

function resolve(schema: Schema | undefined, components: Record<string, Schema>): Schema {
  const ref = schema?.$ref;
  if (typeof ref === 'string' && ref.startsWith(SCHEMAS)) {
    return { ...components[ref.slice(SCHEMAS.length)], ...schema, $ref: undefined };
  }
  return schema ?? {};
}

/** A value the schema accepts, or nearly: the service still has rules the schema does not say. */
function validish(schema: Schema | undefined, components: Record<string, Schema>, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  if (depth > 4) return fc.constant(null);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const max = (n: unknown, cap: number) => Math.min(typeof n === 'number' ? n : cap, cap);
  switch (s.type) {
    case 'string': {
      if (s.format === 'uuid') return fc.uuid();
      if (typeof s.pattern === 'string') {
        try {
          return fc.stringMatching(new RegExp(s.pattern)).filter((text) => text.length <= 200);
        } catch {
          // a pattern fast-check cannot read: any text then
        }
      }
      return fc.string({ minLength: Number(s.minLength ?? 0), maxLength: max(s.maxLength, 40) });
    }
    case 'integer':
    case 'number':
      return fc.integer({ min: Number(s.minimum ?? -1000), max: Math.min(Number(s.maximum ?? 100_000), 2 ** 31) });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validish(s.items as Schema, components, depth + 1), { maxLength: max(s.maxItems, 4) });
    default: {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      if (!Object.keys(properties).length) {
        // A translated text: language code → text.
        return fc.dictionary(fc.constantFrom('es', 'gb', 'fr', 'xx'), fc.string({ maxLength: 30 }), { maxKeys: 3 });
      }
      const arbitraries = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, validish(property, components, depth + 1)]),
      );
      return fc.record(arbitraries, { requiredKeys: (s.required ?? []) as string[] });
    }
  }
}

/** A body from the schema, or one broken on purpose: a wrong field, an unknown one, another type, bad JSON. */
function bodies(schema: Schema, components: Record<string, Schema>): fc.Arbitrary<Case['body']> {
  const json = (value: unknown) => ({ type: 'application/json', payload: JSON.stringify(value) ?? 'null' });
  const valid = validish(schema, components) as fc.Arbitrary<Record<string, unknown>>;
  const names = Object.keys((resolve(schema, components).properties ?? {}) as object);
  return fc.oneof(
    valid.map(json),
    fc
      .tuple(valid, names.length ? fc.constantFrom(...names) : fc.constant('name'), hostileValue)
      .map(([body, name, value]) => json({ ...body, [name]: value })),
    fc
      .tuple(valid, fc.string({ minLength: 1, maxLength: 20 }), hostileValue)
      .map(([body, name, value]) => json({ ...body, [name]: value })),
    hostileValue.map(json),
    fc
      .constantFrom('{"name":', '', '%zz', '{"__proto__":{"admin":true}}', '\u0000')
      .map((payload) => ({ type: 'application/json', payload })),
    fc.constant({ type: 'text/plain', payload: 'plain words' }),
  );
}

function uploads(png: Buffer): fc.Arbitrary<Case['body']> {
  const form = (field: string, bytes: Uint8Array, type: string) => {
    const data = new FormData();
    data.append(field, new Blob([new Uint8Array(bytes)], { type }), 'file.png');
    return { type: 'multipart', payload: data };
  };
  return fc.oneof(
    fc.constant(null).map(() => form('image', new Uint8Array(png), 'image/png')),
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => form('image', bytes, 'image/png')),
    fc.constantFrom('file', 'image[]', '').map((field) => form(field || 'x', new Uint8Array(png), 'image/png')),
    fc.constant({ type: 'application/json', payload: '{"image":"x"}' }),
  );
}

function queries(parameters: Parameter[], components: Record<string, Schema>): fc.Arbitrary<string> {
  const value = (parameter: Parameter) =>
    fc.oneof(
      validish(parameter.schema, components).map((v) => encodeURIComponent(String(v))),
      hostileText.map((text) => (text.includes('%') ? text : encodeURIComponent(text))),
    );
  const known = parameters.map((parameter) => fc.option(value(parameter).map((v) => `${parameter.name}=${v}`)));
  const unknown = fc.option(fc.constantFrom('__proto__[x]=1', 'limit=1&limit=2', 'page[]=1', 'x=%zz', 'sort=%ff%fe'));
  return fc.tuple(fc.tuple(...known), unknown).map(([pairs, extra]) => {
    const all = [...pairs, extra].filter((pair): pair is string => pair !== null);
    return all.length ? `?${all.join('&')}` : '';
  });
}

function paths(operation: Operation, world: World): fc.Arbitrary<string> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const segment = (name: string) => {
    const real = objectFor(operation.path, name, world);
    return fc.oneof(
      { weight: 3, arbitrary: real ? fc.constant(real) : fc.uuid() },
      fc.uuid(),
      fc.constantFrom(
        '%zz',
        '%2e%2e',
        '%00',
        'null',
        '0',
        '-1',
        '__proto__',
        'a'.repeat(3000),
        'ZZZZZZZZ-0000-4000-8000-000000000000',
      ),
      fc.string({ minLength: 1, maxLength: 60 }).map(encodeURIComponent),
    );
  };
  return fc
    .tuple(...names.map(segment))
    .map((values) => names.reduce((path, name, index) => path.replace(`{${name}}`, values[index]), operation.path));
}

async function send(stack: StackUnderTest, operation: Operation, c: Case, token: string): Promise<Response> {
  const headers: Record<string, string> = c.caller === 'owner' ? { authorization: `Bearer ${token}` } : {};
  if (c.body && c.body.type !== 'multipart') headers['content-type'] = c.body.type;
  // Upper case: fetch normalises every method's case but PATCH's.
  return fetch(`${stack.url}/api${c.path}${c.query}`, {
    method: operation.method.toUpperCase(),
    headers,
    body: c.body?.payload,
  });
}

/** Reads before writes, and deletes last (the deepest first), so most cases meet live objects. */
const ORDER = ['get', 'post', 'put', 'patch', 'delete'];
const byOrder = (a: Operation, b: Operation) =>
  ORDER.indexOf(a.method) - ORDER.indexOf(b.method) || b.path.length - a.path.length || a.path.localeCompare(b.path);

describe('fuzz: every operation of the API document', () => {
  let stack: StackUnderTest;
  let world: World;
  let png: Buffer;
  let document: {
    openapi: string;
    paths: Record<string, Record<string, Schema>>;
    components: { schemas: Record<string, Schema> };
  };

  // The address search asks a geocoder: a 502 from a missing one would be no fault of the API's.
  let geocoder: Awaited<ReturnType<typeof startFakeGeocoder>> | undefined;

  beforeAll(async () => {
    geocoder = await startFakeGeocoder();
    stack = await startStackForTest(
      { auth: AuthModule, restaurants: RestaurantsModule, admin: AdminModule },
      { env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', GEOCODER_URL: geocoder.url } },
    );
    const maker = await worldMaker(stack);
    world = await maker.make();
    png = maker.png;
    const res = await fetch(`${stack.url}/api/docs/openapi.json`);
    expect(res.status).toBe(200);
    document = (await res.json()) as typeof document;
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    await geocoder?.close();
  });

  const operations = (): Operation[] =>
    Object.entries(document.paths)
      .flatMap(([path, item]) =>
        Object.entries(item).map(([method, op]) => {
          const content = ((op.requestBody as Schema | undefined)?.content ?? {}) as Record<string, { schema: Schema }>;
          return {
            method,
            path,
            parameters: (op.parameters ?? []) as Parameter[],
            body: content['multipart/form-data'] ? ('multipart' as const) : content['application/json']?.schema,
            isPublic: Array.isArray(op.security) && op.security.length === 0,
          };
        }),
      )
      .sort(byOrder);

  it('is served through the gateway at /api/docs, OpenAPI 3.1, with every route the gateway routes to a service', async () => {
    expect(await (await fetch(`${stack.url}/api/docs`)).json()).toEqual({
      openapi: '/api/docs/openapi.json',
      version: '3.1.0',
    });
    expect(document.openapi).toBe('3.1.0');
    const routes = (Object.entries(stack.services) as Array<[ServiceName, StackUnderTest['services'][ServiceName]]>)
      .flatMap(([, { app }]) => listRoutes(app))
      // Health and auth's key set answer on each service's own port, never under /api; short links on the gateway's /q/.
      .filter((route) => !['/healthz', '/readyz', AUTH_KEYS_ROUTE].includes(route.path))
      .filter((route) => !route.path.startsWith(SHORT_LINK_PREFIX))
      .map((route) => route.key)
      .sort();
    expect(
      operations()
        .map((op) => `${op.method.toUpperCase()} ${op.path}`)
        .sort(),
    ).toEqual(routes);
    // Every reference resolves.
    const refs = JSON.stringify(document).match(/"#\/components\/schemas\/[^"]+"/g) ?? [];
    for (const ref of refs) expect(document.components.schemas).toHaveProperty([ref.slice(SCHEMAS.length + 1, -1)]);
  });

  it('answers no 5xx, and every 4xx as {errors: {msg: CODE}}', async () => {
    const started = Date.now();
    const components = document.components.schemas;
    const failures: string[] = [];
    const known = new Map<string, number>();
    let cases = 0;
    const ops = operations();
    for (const operation of ops) {
      const query = operation.parameters.filter((p) => p.in === 'query');
      const body =
        operation.body === 'multipart'
          ? uploads(png)
          : operation.body
            ? bodies(operation.body, components)
            : fc.constant(undefined);
      const arbitrary = fc.record({
        caller: fc.constantFrom('anonymous' as const, 'owner' as const),
        path: paths(operation, world),
        query: queries(query, components),
        body,
      });
      const name = `${operation.method.toUpperCase()} ${operation.path}`;
      const result = await fc.check(
        fc.asyncProperty(arbitrary, async (c) => {
          cases += 1;
          // A fresh session each time: a fuzzed logout or password change must not end the owner's other cases.
          const res = await send(
            stack,
            operation,
            c,
            await stack.signToken({ sub: world.ownerA.id, sid: await openSession(stack.db, world.ownerA.id) }),
          );
          const text = await res.text();
          if (res.status < 400) return true;
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = text;
          }
          const msg = (body as { errors?: { msg?: unknown } } | null)?.errors?.msg;
          const ok = res.status < 500 && typeof msg === 'string' && CODES.has(msg);
          if (ok) return true;
          const excuse = KNOWN.find((entry) => entry.matches(c, res.status));
          if (excuse) {
            const reason = `${excuse.owner}: ${excuse.reason}`;
            known.set(reason, (known.get(reason) ?? 0) + 1);
            return true;
          }
          throw new Error(`${res.status} ${text.slice(0, 200)}`);
        }),
        { numRuns: runsOf(operation), seed: SEED, endOnFailure: true },
      );
      if (result.failed) {
        const [c] = result.counterexample ?? [];
        const shown = c
          ? { ...c, path: c.path.slice(0, 200), body: c.body && String(c.body.payload).slice(0, 200) }
          : c;
        failures.push(`${name}: ${String(result.errorInstance)} with ${JSON.stringify(shown)}`);
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz: ${ops.length} operations, ${cases} cases in ${seconds} s (seed ${SEED}, ${RUNS} per operation)` +
        [...known].map(([reason, count]) => `\n  known (${count}×), ${reason}`).join(''),
    );
    expect(failures).toEqual([]);
    // ~100 s alone; 181 s measured on the shared 2 cores with the print kit's PDF routes in.
  }, 360_000);
});
