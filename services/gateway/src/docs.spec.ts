import { mergeDocuments, type OpenApiDocument } from './docs';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const operation = (schema: string) => ({
  post: { requestBody: { content: { 'application/json': { schema: ref(schema) } } } },
});

function document(paths: OpenApiDocument['paths'], schemas: Record<string, unknown>): OpenApiDocument {
  return { openapi: '3.1.0', info: {}, paths, components: { schemas, securitySchemes: { bearer: { type: 'http' } } } };
}

describe('mergeDocuments', () => {
  const merged = mergeDocuments(
    {
      auth: document(
        { '/login': operation('LoginDto'), '/healthz': {}, '/cities': operation('Error') },
        { LoginDto: { type: 'object' }, Error: { type: 'object' }, Same: { type: 'string' } },
      ),
      restaurants: document(
        { '/restaurants': operation('LoginDto'), '/healthz': {} },
        { LoginDto: { type: 'array', items: ref('LoginDto') }, Error: { type: 'object' }, Same: { type: 'string' } },
      ),
      admin: document({ '/cities': operation('Error') }, { Error: { type: 'object' } }),
    },
    '1.2.3',
  );

  it('keeps the paths the gateway routes to each service, under /api, and no service health route', () => {
    expect(merged).toMatchObject({ openapi: '3.1.0', info: { version: '1.2.3' }, servers: [{ url: '/api' }] });
    expect(Object.keys(merged.paths)).toEqual(['/cities', '/login', '/restaurants']);
    expect(merged.components?.securitySchemes).toEqual({ bearer: { type: 'http' } });
  });

  it('keeps a schema two services share once, and prefixes one they name alike but define apart', () => {
    expect(Object.keys(merged.components?.schemas ?? {}).sort()).toEqual([
      'Error',
      'LoginDto',
      'Same',
      'restaurants.LoginDto',
    ]);
    expect(merged.components?.schemas?.['restaurants.LoginDto']).toEqual({
      type: 'array',
      items: ref('restaurants.LoginDto'),
    });
    expect(merged.paths['/restaurants']).toEqual(operation('restaurants.LoginDto'));
    expect(merged.paths['/login']).toEqual(operation('LoginDto'));
  });
});
