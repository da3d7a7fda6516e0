import { BadRequestException, NotFoundException, type ValidationError } from '@nestjs/common';
import { ConfigError, parseEnv } from '@carta/contracts';
import { serviceEnv, tokenKeysEnv } from './config';
import { AppException } from './http/app.exception';
import { toWire } from './http/error.filter';
import { parseId } from './http/parse-id.pipe';
import { planList } from './http/list-query';
import { firstFailure } from './http/validation';

describe('serviceEnv', () => {
  const env = serviceEnv({ port: 3001, metricsPort: 9461 }, {});

  it('lists every missing variable at once', () => {
    expect(() => parseEnv('svc', env, {})).toThrow(ConfigError);
    expect(() => parseEnv('svc', env, { PORT: '0' })).toThrow(
      /DATABASE_URL: missing, expected a URL starting with postgres:\/\/ or postgresql:\/\/\n.*PORT: expected an integer 1–65535, got "0"/,
    );
  });

  it('rejects a non-postgres URL and a port that is not one', () => {
    expect(() => parseEnv('svc', env, { DATABASE_URL: 'mysql://x', PORT: 'x' })).toThrow(
      /DATABASE_URL: expected a URL starting with postgres[\s\S]*PORT: expected an integer 1–65535, got "x"/,
    );
  });

  it("with tokenKeysEnv, reads where auth publishes its keys (auth's own address by default)", () => {
    const verifying = serviceEnv({ port: 3002, metricsPort: 9462 }, tokenKeysEnv);
    expect(parseEnv('svc', verifying, { DATABASE_URL: 'postgres://h/db' }).AUTH_URL).toBe('http://127.0.0.1:3001');
    expect(() => parseEnv('svc', verifying, { DATABASE_URL: 'postgres://h/db', AUTH_URL: 'auth:3001' })).toThrow(
      /AUTH_URL: expected a URL starting with http:\/\/ or https:\/\/, got "auth:3001"/,
    );
  });

  it("reads a valid environment; PORT defaults to the service's", () => {
    const checked = parseEnv('svc', env, { DATABASE_URL: 'postgres://h/db', NODE_ENV: 'production' });
    expect(checked).toMatchObject({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATABASE_URL: 'postgres://h/db',
      PORT: 3001,
      HOST: '0.0.0.0',
      TRUST_PROXY: 'loopback',
      DEMO_MODE: false,
    });
  });
});

describe('parseId', () => {
  it('lower-cases an id and refuses anything else with ID_MALFORMED', () => {
    expect(parseId('6F1C2D3E-4B5A-4C6D-8E7F-9A0B1C2D3E4F')).toBe('6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f');
    for (const value of ['', 'abc', '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4', '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f0']) {
      expect(() => parseId(value)).toThrow(expect.objectContaining({ code: 'ID_MALFORMED' }));
    }
  });
});

describe('toWire', () => {
  it('sends a domain code with its one status from the table', () => {
    expect(toWire(new AppException('WRONG_PASSWORD'))).toEqual({ status: 409, code: 'WRONG_PASSWORD' });
    expect(toWire(new AppException('NOT_FOUND'))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(toWire(new AppException('MENU_SCHEDULE'))).toEqual({ status: 422, code: 'MENU_SCHEDULE' });
    expect(toWire(new AppException('TOO_MANY_REQUESTS'))).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS' });
  });

  it('keeps the details beside the code', () => {
    expect(toWire(new AppException('TOO_LONG', { param: 'name', max: 100 }))).toStrictEqual({
      status: 422,
      code: 'TOO_LONG',
      details: { param: 'name', max: 100 },
    });
  });

  it('answers 503 DATABASE_UNAVAILABLE when PostgreSQL is refused, cut, shutting down or full; other errors stay 500', () => {
    const unavailable = { status: 503, code: 'DATABASE_UNAVAILABLE' };
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(toWire(refused)).toEqual(unavailable);
    expect(toWire(new AggregateError([refused], '')).code).toBe('ERROR');
    expect(toWire(Object.assign(new AggregateError([refused], ''), { code: 'ECONNREFUSED' }))).toEqual(unavailable);
    expect(toWire(new Error('Connection terminated unexpectedly'))).toEqual(unavailable);
    expect(toWire(new Error('timeout exceeded when trying to connect'))).toEqual(unavailable);
    expect(
      toWire(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
    ).toEqual(unavailable);
    expect(toWire(Object.assign(new Error('sorry, too many clients already'), { code: '53300' }))).toEqual(unavailable);
    expect(toWire(Object.assign(new Error('connection failure'), { code: '08006' }))).toEqual(unavailable);
    expect(toWire(Object.assign(new Error('duplicate key'), { code: '23505' }))).toEqual({
      status: 500,
      code: 'ERROR',
    });
    expect(toWire(new Error('boom'))).toEqual({ status: 500, code: 'ERROR' });
  });

  it('names framework errors by status, and unreadable bodies are 422', () => {
    expect(toWire(new NotFoundException('Cannot GET /x'))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(toWire(new BadRequestException('Unexpected token'))).toEqual({ status: 422, code: 'ERROR' });
    expect(toWire(Object.assign(new SyntaxError('bad json'), { statusCode: 400 }))).toEqual({
      status: 422,
      code: 'ERROR',
    });
    expect(toWire(Object.assign(new Error('too large'), { statusCode: 413 }))).toEqual({
      status: 413,
      code: 'FILE_TOO_LARGE',
    });
  });

  it('hides anything unexpected behind a 500 ERROR', () => {
    expect(toWire(new TypeError('x is undefined'))).toEqual({ status: 500, code: 'ERROR' });
    expect(toWire('thrown string')).toEqual({ status: 500, code: 'ERROR' });
  });
});

describe('firstFailure', () => {
  const error = (
    constraints?: Record<string, string>,
    children: ValidationError[] = [],
    property = 'p',
    contexts?: ValidationError['contexts'],
  ): ValidationError => ({ property, constraints, children, contexts });

  it('takes the first failing constraint of the first field, and names the field', () => {
    expect(
      firstFailure([error({ isNotEmpty: 'IS_EMPTY', isEmail: 'EMAIL_IS_NOT_VALID' }), error({ x: 'MISSING' })]),
    ).toEqual({ code: 'IS_EMPTY', param: 'p' });
  });

  it('looks into nested objects with the path of the field, and never sends a message that is not a code', () => {
    expect(firstFailure([error(undefined, [error({ isUrl: 'NOT_A_VALID_URL' }, [], 'web')], 'links')])).toEqual({
      code: 'NOT_A_VALID_URL',
      param: 'links.web',
    });
    expect(firstFailure([error({ isTimeZone: 'time zone is bad' })])).toEqual({ code: 'ERROR', param: 'p' });
  });

  it('names a field the DTO does not declare UNKNOWN_FIELD', () => {
    expect(firstFailure([error({ whitelistValidation: 'property role should not exist' }, [], 'role')])).toEqual({
      code: 'UNKNOWN_FIELD',
      param: 'role',
    });
  });

  it('gives a length rule its limit', () => {
    expect(firstFailure([error({ maxLength: 'TOO_LONG' }, [], 'name', { maxLength: { max: 100 } })])).toEqual({
      code: 'TOO_LONG',
      param: 'name',
      max: 100,
    });
  });
});

describe('planList', () => {
  const columns = { name: 'lower(name)', city: 'city', createdAt: 'created_at' };
  const search = { fold: 'x_fold', columns: { name: 'name_folded', city: 'x_fold(city)' } };

  it('defaults to the first page of ten, ascending by the default sort, no search', () => {
    expect(planList({}, columns, 'name', search)).toEqual({
      orderBy: 'lower(name)',
      direction: 'ASC',
      limit: 10,
      offset: 0,
      searchColumns: [],
      searchCombined: null,
      pattern: null,
      fold: 'x_fold',
    });
  });

  it('maps page, order, fields to the folded texts searched; escapes LIKE wildcards in the filter', () => {
    expect(
      planList(
        { sort: 'city', order: -1, page: 3, limit: 5, filter: ' 50%_Jamón\\ ', fields: 'name' },
        columns,
        'name',
        search,
      ),
    ).toEqual({
      orderBy: 'city',
      direction: 'DESC',
      limit: 5,
      offset: 10,
      searchColumns: ['name_folded'],
      searchCombined: null,
      pattern: '%50\\%\\_Jamón\\\\%',
      fold: 'x_fold',
    });
  });

  it('searches every searchable column when no fields are given, never a sort-only one', () => {
    expect(planList({ filter: 'x' }, columns, 'name', search).searchColumns).toEqual(['name_folded', 'x_fold(city)']);
    expect(planList({ sort: '-createdAt' }, columns, 'name', search)).toMatchObject({
      orderBy: 'created_at',
      direction: 'DESC',
    });
  });

  it('finds the candidates through the combined folded text where the list has one, whatever the fields', () => {
    const combined = { ...search, combined: 'search_folded' };
    expect(planList({ filter: 'x', fields: 'city' }, columns, 'name', combined)).toMatchObject({
      searchColumns: ['x_fold(city)'],
      searchCombined: 'search_folded',
    });
    expect(planList({}, columns, 'name', combined).searchCombined).toBeNull();
  });

  it.each([
    { sort: 'password' },
    { filter: 'x', fields: 'name,password' },
    { filter: 'x', fields: 'createdAt' },
    { sort: 'constructor' },
  ])('refuses unknown fields %j with ERROR_WITH_FILTER', (query) => {
    expect(() => planList(query, columns, 'name', search)).toThrow(
      expect.objectContaining({ code: 'ERROR_WITH_FILTER' }),
    );
  });
});
