import { ConfigError } from '@carta/nest-core';
import { loadAuthConfig } from './config';

const KEY = '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----';

describe('loadAuthConfig', () => {
  it('needs the private key', () => {
    expect(() => loadAuthConfig({})).toThrow(/JWT_PRIVATE_KEY is required/);
    expect(() => loadAuthConfig({ JWT_PRIVATE_KEY: 'x' })).toThrow(/JWT_PRIVATE_KEY must be a PEM private key/);
  });

  it('defaults to memory rate limits and 20 requests a minute', () => {
    expect(loadAuthConfig({ JWT_PRIVATE_KEY: KEY })).toMatchObject({ redisUrl: null, rateLimitPerMinute: 20 });
  });

  it('checks the Redis URL and the limit, listing both', () => {
    expect(() => loadAuthConfig({ JWT_PRIVATE_KEY: KEY, REDIS_URL: 'x', AUTH_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(
      ConfigError,
    );
    expect(() => loadAuthConfig({ JWT_PRIVATE_KEY: KEY, REDIS_URL: 'x', AUTH_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(
      /REDIS_URL[\s\S]*AUTH_RATE_LIMIT_PER_MINUTE/,
    );
  });
});
