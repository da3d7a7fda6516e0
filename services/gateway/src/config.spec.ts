import { parseEnv } from '@carta/contracts';
import { gatewayConfig, gatewayEnv } from './config';

const parse = (env: Record<string, string>) => parseEnv('gateway', gatewayEnv, env);

describe('gateway environment', () => {
  it('reads CORS_ORIGINS as a list of origins, none when unset', () => {
    expect(parse({}).CORS_ORIGINS).toEqual([]);
    expect(parse({ CORS_ORIGINS: ' https://www.CasaPepe.es, http://localhost:3000 ' }).CORS_ORIGINS).toEqual([
      'https://www.casapepe.es',
      'http://localhost:3000',
    ]);
  });

  it.each(['*', 'https://www.casapepe.es/', 'www.casapepe.es', 'https://a.es/menu', 'ftp://a.es'])(
    'refuses CORS_ORIGINS=%s, naming the variable',
    (value) => {
      expect(() => parse({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS: expected origins like/);
    },
  );

  it('reads PUBLIC_URL as the services do: the origin of the addresses it writes, without a trailing slash', () => {
    expect(gatewayConfig(parse({})).publicUrl).toBe('http://localhost:8080');
    expect(gatewayConfig(parse({ PUBLIC_URL: 'https://carta.example.com:8443/' })).publicUrl).toBe(
      'https://carta.example.com:8443',
    );
    expect(() => parse({ PUBLIC_URL: 'carta.example.com' })).toThrow(/PUBLIC_URL: expected a URL/);
  });
});
