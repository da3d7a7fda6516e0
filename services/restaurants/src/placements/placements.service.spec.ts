import { PLACEMENT_LIMITS } from '@carta/contracts';
import { AppException } from '@carta/nest-core';
import { rangeNames } from './placements.service';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppException ? { code: error.code, ...error.details } : error;
  }
  return null;
};

describe('a numbered range of placements', () => {
  it('names each number after the prefix, in order', () => {
    expect(rangeNames({ prefix: 'Mesa', from: 1, to: 3 })).toEqual(['Mesa 1', 'Mesa 2', 'Mesa 3']);
    expect(rangeNames({ prefix: 'Terraza', from: 7, to: 7 })).toEqual(['Terraza 7']);
  });

  it('refuses a range backwards or longer than its limit, naming `to`', () => {
    expect(refusal(() => rangeNames({ prefix: 'Mesa', from: 5, to: 4 }))).toEqual({ code: 'ERROR', param: 'to' });
    expect(refusal(() => rangeNames({ prefix: 'Mesa', from: 1, to: PLACEMENT_LIMITS.range + 1 }))).toEqual({
      code: 'TOO_LONG',
      param: 'to',
      max: PLACEMENT_LIMITS.range,
    });
  });

  it('refuses a prefix whose names would pass the name limit, naming `prefix`', () => {
    const prefix = 'x'.repeat(PLACEMENT_LIMITS.name - 1);
    expect(refusal(() => rangeNames({ prefix, from: 1, to: 10 }))).toEqual({
      code: 'TOO_LONG',
      param: 'prefix',
      max: PLACEMENT_LIMITS.name,
    });
  });
});
