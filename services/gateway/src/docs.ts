import type { FastifyInstance } from 'fastify';
import { API_PREFIX, SERVICE_BY_SEGMENT, SERVICES, type ServiceName } from '@carta/contracts';
import type { GatewayConfig } from './config';
import type { Upstreams } from './upstreams';
import { errorBody } from './errors';

/** Where each service serves its own document (nest-core's OPENAPI_PATH): not under /api, so only we read it. */
const SERVICE_DOCUMENT = '/openapi.json';
const SCHEMAS = '#/components/schemas/';
/** A service's document changes only with a deploy of it: re-read now and then, never per request. */
const KEEP_MS = 60_000;

export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  [key: string]: unknown;
}

function renameRefs(value: unknown, renamed: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, renamed));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMAS)) {
        const name = item.slice(SCHEMAS.length);
        return [key, `${SCHEMAS}${renamed.get(name) ?? name}`];
      }
      return [key, renameRefs(item, renamed)];
    }),
  );
}

/**
 * One document for the API as clients see it (under /api): each service's paths that the gateway routes to it
 * (its own health routes are not), and their schemas; a schema name two services use differently gets the
 * service's prefix (`auth.X`).
 */
export function mergeDocuments(documents: Record<ServiceName, OpenApiDocument>, version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const schemas: Record<string, unknown> = {};
  const securitySchemes: Record<string, unknown> = {};
  for (const service of SERVICES) {
    const document = documents[service];
    const own = document.components?.schemas ?? {};
    const renamed = new Map<string, string>();
    for (const [name, schema] of Object.entries(own)) {
      if (name in schemas && JSON.stringify(schemas[name]) !== JSON.stringify(schema)) {
        renamed.set(name, `${service}.${name}`);
      }
    }
    for (const [name, schema] of Object.entries(own)) schemas[renamed.get(name) ?? name] = renameRefs(schema, renamed);
    for (const [path, item] of Object.entries(document.paths)) {
      const segment = path.split('/')[1] ?? '';
      if (Object.hasOwn(SERVICE_BY_SEGMENT, segment) && SERVICE_BY_SEGMENT[segment] === service) {
        paths[path] = renameRefs(item, renamed) as Record<string, unknown>;
      }
    }
    Object.assign(securitySchemes, document.components?.securitySchemes);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Carta API', version },
    servers: [{ url: API_PREFIX }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: { schemas, securitySchemes },
  };
}

/**
 * /api/docs: the API's machine-readable description. /api/docs/openapi.json is every service's document merged
 * (OpenAPI 3.1); /api/docs lists it. Public, like the API's shape always is to its clients.
 */
export function registerDocs(api: FastifyInstance, config: GatewayConfig, upstreams: Upstreams): void {
  let kept: { document: OpenApiDocument; until: number } | undefined;
  const merged = async (): Promise<OpenApiDocument> => {
    if (kept && kept.until > Date.now()) return kept.document;
    const documents = await Promise.all(
      SERVICES.map(async (service) => {
        const res = await fetch(`${upstreams.pick(service)}${SERVICE_DOCUMENT}`, {
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) throw new Error(`${service} answered ${res.status} for its API document`);
        return [service, (await res.json()) as OpenApiDocument] as const;
      }),
    );
    const document = mergeDocuments(
      Object.fromEntries(documents) as Record<ServiceName, OpenApiDocument>,
      config.version,
    );
    kept = { document, until: Date.now() + KEEP_MS };
    return document;
  };

  api.get('/docs', async () => ({ openapi: `${API_PREFIX}/docs/openapi.json`, version: '3.1.0' }));
  api.get('/docs/openapi.json', async (req, reply) => {
    try {
      return await merged();
    } catch (error) {
      req.log.error({ err: error }, 'API document unavailable');
      return reply.code(502).send(errorBody('SERVER_TIMEOUT_CONNECTION_ERROR'));
    }
  });
}
