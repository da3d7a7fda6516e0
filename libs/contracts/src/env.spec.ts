import { z } from 'zod';
import { ConfigError, envRule, optional, parseEnv, required, sharedEnv, startFailure, withDefault } from './env';

const schema = z.object({
  PORT: withDefault(envRule.port, 8080),
  LOG_LEVEL: sharedEnv.LOG_LEVEL,
  DEMO_MODE: withDefault(envRule.flag, false),
  LIMIT: withDefault(envRule.positiveInteger, 20),
  DATABASE_URL: required(envRule.url(['postgres', 'postgresql'], { secret: true })),
  REDIS_URL: sharedEnv.REDIS_URL,
  KEY: required(envRule.pem('PUBLIC')),
  MAIN_HOST: optional(envRule.hostName),
});
const KEY = '-----BEGIN PUBLIC KEY-----\\nabc\\n-----END PUBLIC KEY-----';
const valid = { DATABASE_URL: 'postgres://u:secret@h/db', KEY };

function problems(env: Record<string, string>): string[] {
  try {
    parseEnv('svc', schema, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseEnv', () => {
  it('names the variable, what it expects and what it got', () => {
    expect(problems({ ...valid, PORT: 'abc' })).toEqual(['PORT: expected an integer 1–65535, got "abc"']);
    expect(problems({ ...valid, PORT: '65536' })).toEqual(['PORT: expected an integer 1–65535, got "65536"']);
    expect(problems({ ...valid, LOG_LEVEL: 'loud' })).toEqual([
      'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ]);
    expect(problems({ ...valid, DEMO_MODE: 'yes' })).toEqual(['DEMO_MODE: expected true or false, got "yes"']);
    expect(problems({ ...valid, LIMIT: '0' })).toEqual(['LIMIT: expected a positive integer, got "0"']);
    expect(problems({ ...valid, MAIN_HOST: 'https://carta.example.com' })).toEqual([
      'MAIN_HOST: expected a host name without scheme or path, e.g. carta.example.com, got "https://carta.example.com"',
    ]);
  });

  it('never repeats a value that may hold a password or a key', () => {
    expect(problems({ DATABASE_URL: 'mysql://u:secret@h/db', REDIS_URL: 'http://:secret@r', KEY: 'secret' })).toEqual([
      'DATABASE_URL: expected a URL starting with postgres:// or postgresql://',
      'REDIS_URL: expected a URL starting with redis:// or rediss://',
      'KEY: expected a PEM public key',
    ]);
  });

  it('lists every missing variable at once, in one message for the person starting it', () => {
    expect(problems({})).toEqual([
      'DATABASE_URL: missing, expected a URL starting with postgres:// or postgresql://',
      'KEY: missing, expected a PEM public key',
    ]);
    expect(() => parseEnv('svc', schema, {})).toThrow(
      'svc: cannot start, fix the environment:\n  - DATABASE_URL: missing, expected a URL starting with postgres:// or postgresql://\n' +
        '  - KEY: missing, expected a PEM public key',
    );
  });

  it('reads blank as unset, trims, unescapes keys and applies the defaults', () => {
    expect(parseEnv('svc', schema, { ...valid, PORT: ' ', MAIN_HOST: ' Carta.Example.com ', REDIS_URL: '' })).toEqual({
      PORT: 8080,
      LOG_LEVEL: 'info',
      DEMO_MODE: false,
      LIMIT: 20,
      DATABASE_URL: 'postgres://u:secret@h/db',
      REDIS_URL: null,
      KEY: '-----BEGIN PUBLIC KEY-----\nabc\n-----END PUBLIC KEY-----',
      MAIN_HOST: 'carta.example.com',
    });
    expect(parseEnv('svc', schema, { ...valid, PORT: '9080', DEMO_MODE: 'true' })).toMatchObject({
      PORT: 9080,
      DEMO_MODE: true,
    });
  });
});

describe('startFailure', () => {
  it('says which port is taken', () => {
    const error = Object.assign(new Error('listen EADDRINUSE: address already in use 0.0.0.0:3001'), {
      code: 'EADDRINUSE',
      port: 3001,
    });
    expect(startFailure('auth', error)).toBe(
      'auth: cannot start, port 3001 is already in use (set PORT to another port)',
    );
  });

  it("gives the environment's problems as they are, anything else with its stack", () => {
    expect(startFailure('auth', new ConfigError('auth', ['PORT: x']))).toBe(
      'auth: cannot start, fix the environment:\n  - PORT: x',
    );
    expect(startFailure('auth', new Error('boom'))).toMatch(/^auth: cannot start: Error: boom\n\s+at /);
  });
});
