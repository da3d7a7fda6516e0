import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { targetConstructorToSchema, validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { ERROR_CODES, ERROR_STATUS } from '@carta/contracts';
import { listRoutes, type RouteInfo } from './routes';

/** Where each service serves its own document; the gateway merges them at /api/docs/openapi.json. */
export const OPENAPI_PATH = '/openapi.json';

const SCHEMAS = '#/components/schemas/';
type Schema = Record<string, unknown>;

/** The contract's one error shape, with every code the API may answer. */
const ERROR_SCHEMA: Schema = {
  type: 'object',
  required: ['errors'],
  properties: {
    errors: {
      type: 'object',
      required: ['msg'],
      properties: { msg: { type: 'string', enum: [...ERROR_CODES] } },
    },
  },
};

function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMAS)) found.add(item.slice(SCHEMAS.length));
      else refsIn(item, found);
    }
  }
  return found;
}

const SCHEMA_OPTIONS = { refPointerPrefix: SCHEMAS, classTransformerMetadataStorage: defaultMetadataStorage };

/**
 * A DTO's schema with what it inherits: class-validator-jsonschema reads a class's own rules only, and an update DTO
 * (PartialType of the create DTO) owns none.
 */
function schemaOf(dto: NonNullable<RouteInfo['body']>): Schema {
  const chain: Schema[] = [];
  for (
    let cls: unknown = dto;
    typeof cls === 'function' && cls !== Function.prototype;
    cls = Object.getPrototypeOf(cls)
  ) {
    chain.unshift(targetConstructorToSchema(cls as NonNullable<RouteInfo['body']>, SCHEMA_OPTIONS) as Schema);
  }
  const properties: Record<string, Schema> = {};
  const required = new Set<string>();
  for (const schema of chain) {
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
      properties[name] = property;
      required.delete(name);
    }
    for (const name of (schema.required ?? []) as string[]) required.add(name);
  }
  return { type: 'object', properties, ...(required.size ? { required: [...required] } : {}) };
}

/**
 * The service's API as OpenAPI 3.1: operations from Nest's router (@nestjs/swagger), request schemas from the DTOs'
 * class-validator rules (class-validator-jsonschema, so a rule is written once), security from @Public()/@Roles()
 * as the global guard reads them, and the contract's error shape on every operation.
 */
export function buildOpenApiDocument(app: INestApplication, service: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle(`Carta ${service}`)
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, handler) => `${controller}_${handler}`,
  });
  const routes = new Map(listRoutes(app).map((route) => [route.operationId, route]));
  // Nested DTOs by name; the routes' own DTOs with their inherited rules.
  const dtoSchemas = validationMetadatasToSchemas(SCHEMA_OPTIONS) as Record<string, Schema>;
  for (const route of routes.values()) {
    for (const dto of [route.body, route.query]) if (dto) dtoSchemas[dto.name] = schemaOf(dto);
  }
  const errorStatuses = [...new Set(Object.values(ERROR_STATUS))].sort();

  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as Array<Record<string, unknown>>) {
      const route = routes.get(String(operation.operationId));
      if (!route) continue;
      operation.security = route.isPublic ? [] : [{ bearer: [] }];
      if (route.roles.length) operation['x-roles'] = route.roles;
      if (route.query) {
        const schema = dtoSchemas[route.query.name] ?? {};
        const properties = (schema.properties ?? {}) as Record<string, Schema>;
        const required = new Set((schema.required ?? []) as string[]);
        const others = ((operation.parameters ?? []) as Schema[]).filter((p) => p.in !== 'query');
        operation.parameters = [
          ...others,
          ...Object.entries(properties).map(([name, property]) => ({
            name,
            in: 'query',
            required: required.has(name),
            schema: property,
          })),
        ];
      }
      const responses = (operation.responses ?? {}) as Record<string, unknown>;
      for (const status of errorStatuses) {
        responses[status] ??= {
          description: 'The error code',
          content: { 'application/json': { schema: { $ref: `${SCHEMAS}Error` } } },
        };
      }
      operation.responses = responses;
    }
  }

  // Only the schemas this service's document points at, each from its DTO's validation rules.
  const schemas: Record<string, Schema> = { Error: ERROR_SCHEMA };
  const pending = [...refsIn(document.paths)];
  while (pending.length) {
    const name = pending.pop() as string;
    if (schemas[name]) continue;
    schemas[name] = dtoSchemas[name] ?? (document.components?.schemas?.[name] as Schema) ?? { type: 'object' };
    pending.push(...refsIn(schemas[name]));
  }
  document.components = { ...document.components, schemas };
  return document;
}
