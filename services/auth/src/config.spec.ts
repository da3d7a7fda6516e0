import { ConfigError, parseEnv } from '@carta/contracts';
import { authEnv } from './config';

const KEY = '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----';
const CORE = { DATABASE_URL: 'postgres://h/db' };
const read = (vars: Record<string, string>) => parseEnv('auth', authEnv, { ...CORE, ...vars });

describe('authEnv', () => {
  it('needs the private key', () => {
    expect(() => read({})).toThrow(/JWT_PRIVATE_KEY: missing, expected a PEM private key/);
    expect(() => read({ JWT_PRIVATE_KEY: 'x' })).toThrow(/JWT_PRIVATE_KEY: expected a PEM private key$/m);
  });

  it('publishes no other key unless a rotation names one, and checks the ones it names', () => {
    expect(read({ JWT_PRIVATE_KEY: KEY })).toMatchObject({ JWT_NEXT_PUBLIC_KEY: null, JWT_PREVIOUS_PUBLIC_KEY: null });
    expect(() => read({ JWT_PRIVATE_KEY: KEY, JWT_NEXT_PUBLIC_KEY: KEY })).toThrow(
      /JWT_NEXT_PUBLIC_KEY: expected a PEM public key$/m,
    );
  });

  it('defaults to memory rate limits and 20 requests a minute', () => {
    expect(read({ JWT_PRIVATE_KEY: KEY })).toMatchObject({ REDIS_URL: null, AUTH_RATE_LIMIT_PER_MINUTE: 20 });
  });

  it('checks the Redis URL and the limit, listing both', () => {
    expect(() => read({ JWT_PRIVATE_KEY: KEY, REDIS_URL: 'x', AUTH_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(ConfigError);
    expect(() => read({ JWT_PRIVATE_KEY: KEY, REDIS_URL: 'x', AUTH_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(
      /REDIS_URL: expected a URL starting with redis:\/\/ or rediss:\/\/\n.*AUTH_RATE_LIMIT_PER_MINUTE: expected a positive integer, got "0"/,
    );
  });
});
