import { ConfigError } from '@carta/nest-core';
import { loadAuthConfig } from './config';

const KEY = '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----';

describe('loadAuthConfig', () => {
  it('needs the private key', () => {
    expect(() => loadAuthConfig({})).toThrow(/JWT_PRIVATE_KEY is required/);
    expect(() => loadAuthConfig({ JWT_PRIVATE_KEY: 'x' })).toThrow(/JWT_PRIVATE_KEY must be a PEM private key/);
  });

  it('refuses to start in production without SMTP_URL', () => {
    expect(() => loadAuthConfig({ JWT_PRIVATE_KEY: KEY, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadAuthConfig({ JWT_PRIVATE_KEY: KEY, NODE_ENV: 'production' })).toThrow(
      /SMTP_URL is required in production/,
    );
    expect(loadAuthConfig({ JWT_PRIVATE_KEY: KEY, NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }).smtpUrl).toBe(
      'smtp://mail:25',
    );
  });

  it('defaults to the development outbox, memory rate limits and 20 requests a minute', () => {
    const config = loadAuthConfig({ JWT_PRIVATE_KEY: KEY, PUBLIC_URL: 'https://carta.example/' });
    expect(config).toMatchObject({
      smtpUrl: null,
      redisUrl: null,
      rateLimitPerMinute: 20,
      publicUrl: 'https://carta.example',
    });
    expect(config.outboxDir).toMatch(/\.data\/outbox$/);
  });

  it('checks the URLs and the limit', () => {
    expect(() =>
      loadAuthConfig({
        JWT_PRIVATE_KEY: KEY,
        SMTP_URL: 'mail',
        REDIS_URL: 'x',
        AUTH_RATE_LIMIT_PER_MINUTE: '0',
        PUBLIC_URL: 'ftp://x',
      }),
    ).toThrow(/PUBLIC_URL[\s\S]*SMTP_URL[\s\S]*REDIS_URL[\s\S]*AUTH_RATE_LIMIT_PER_MINUTE/);
  });
});
