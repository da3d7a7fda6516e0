import { AxiosError, AxiosHeaders } from 'axios';
import { errorMessageOf } from './http';

const answered = (data: unknown) =>
  new AxiosError('failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 422,
    statusText: 'Unprocessable Entity',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('errorMessageOf', () => {
  it('carries the field and the limit the server named into the text', () => {
    expect(errorMessageOf(answered({ errors: { msg: 'TOO_LONG', param: 'name', max: 100 } }))).toEqual({
      key: 'errors.TOO_LONG',
      params: { field: 'name', max: 100 },
    });
    expect(errorMessageOf(answered({ errors: { msg: 'UNKNOWN_FIELD', param: 'role' } }))).toEqual({
      key: 'errors.UNKNOWN_FIELD',
      params: { field: 'role' },
    });
  });

  it('carries the line of a file and the words not understood into the text ({{line}}, {{value}})', () => {
    expect(errorMessageOf(answered({ errors: { msg: 'CSV_MALFORMED', line: 3 } }))).toEqual({
      key: 'errors.CSV_MALFORMED',
      params: { line: 3 },
    });
    expect(
      errorMessageOf(answered({ errors: { msg: 'UNKNOWN_VALUE', param: 'allergens', line: 2, value: 'marisco' } })),
    ).toEqual({ key: 'errors.UNKNOWN_VALUE', params: { field: 'allergens', line: 2, value: 'marisco' } });
  });

  it('keeps a bare code bare, and no answer is a lost connection', () => {
    expect(errorMessageOf(answered({ errors: { msg: 'NOT_FOUND' } }))).toEqual({ key: 'errors.NOT_FOUND' });
    expect(errorMessageOf(new Error('offline'))).toEqual({ key: 'errors.SERVER_TIMEOUT_CONNECTION_ERROR' });
  });
});
