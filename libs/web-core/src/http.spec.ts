import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { errorMessageOf, http } from './http';
import { useMessages } from './stores/messages';

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

describe('a failed file download (responseType blob)', () => {
  /** The server's answer to a PDF asked for: its error body arrives as a Blob, as in a browser. */
  const refusing = (status: number, body: unknown) => (config: InternalAxiosRequestConfig) =>
    Promise.reject(
      new AxiosError('failed', 'ERR_BAD_RESPONSE', config, undefined, {
        status,
        statusText: '',
        data: new Blob([JSON.stringify(body)], { type: 'application/json; charset=utf-8' }),
        headers: {},
        config,
      }),
    );

  it.each([
    [503, { errors: { msg: 'PRINT_BUSY' } }, { key: 'errors.PRINT_BUSY' }],
    [
      422,
      { errors: { msg: 'PRINT_TOO_MANY_DISHES', max: 500 } },
      { key: 'errors.PRINT_TOO_MANY_DISHES', params: { max: 500 } },
    ],
    [
      422,
      { errors: { msg: 'PRINT_TOO_MANY_TENTS', max: 100 } },
      { key: 'errors.PRINT_TOO_MANY_TENTS', params: { max: 100 } },
    ],
    [409, { errors: { msg: 'CITY_IN_USE', count: 3 } }, { key: 'errors.CITY_IN_USE', params: { count: 3 } }],
  ])('shows the code of a %i as its message, not "Error"', async (status, body, message) => {
    useMessages.getState().clear();
    await expect(
      http.get('/restaurants/r/placements/tents.pdf', { responseType: 'blob', adapter: refusing(status, body) }),
    ).rejects.toBeInstanceOf(AxiosError);
    expect(useMessages.getState().errors).toEqual([message]);
  });
});
