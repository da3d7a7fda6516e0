import { parseEnv } from '@carta/contracts';
import { gatewayEnv } from './config';

const KEY = '-----BEGIN PUBLIC KEY-----\nabc\n-----END PUBLIC KEY-----';
const parse = (env: Record<string, string>) => parseEnv('gateway', gatewayEnv, { JWT_PUBLIC_KEY: KEY, ...env });

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
});
