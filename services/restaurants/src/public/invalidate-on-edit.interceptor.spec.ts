import { NotFoundException, type CallHandler, type ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { lastValueFrom, of, throwError } from 'rxjs';
import { GUEST_CACHE_INVALIDATES_HEADER } from '@carta/contracts';
import { InvalidateOnEditInterceptor } from './invalidate-on-edit.interceptor';
import type { InvalidationBus } from './invalidation-bus';
import type { PublicChangesRepository } from './public-changes.repository';

const ID = '11111111-1111-4111-8111-111111111111';

/** The interceptor around one write of restaurant ID; `steps` records what it did, in order. */
function around(handled: CallHandler['handle'], { markFails = false } = {}) {
  const steps: string[] = [];
  const reply = { header: (name: string, value: string) => steps.push(`header ${name}=${value}`) };
  const changes = {
    markChanged: async (id: string) => {
      steps.push(`mark ${id}`);
      if (markFails) throw new Error('connection lost');
    },
  } as unknown as PublicChangesRepository;
  const bus = { publish: (id: string) => steps.push(`publish ${id}`) } as unknown as InvalidationBus;
  const reflector = { get: () => 'id' } as unknown as Reflector;
  const context = {
    getHandler: () => () => undefined,
    switchToHttp: () => ({ getRequest: () => ({ params: { id: ID.toUpperCase() } }), getResponse: () => reply }),
  } as unknown as ExecutionContext;
  const run = lastValueFrom(
    new InvalidateOnEditInterceptor(reflector, bus, changes).intercept(context, { handle: handled }),
  );
  return { steps, run };
}

const EVERYTHING = [`mark ${ID}`, `header ${GUEST_CACHE_INVALIDATES_HEADER}=${ID}`, `publish ${ID}`];

describe('InvalidateOnEditInterceptor', () => {
  it('after a write, sets when guests’ data changed, then invalidates (so a refill carries the new instant)', async () => {
    const { steps, run } = around(() => of({ ok: true }));
    await expect(run).resolves.toEqual({ ok: true });
    expect(steps).toEqual(EVERYTHING);
  });

  it('still invalidates, and answers the write, when the instant cannot be set', async () => {
    const { steps, run } = around(() => of('done'), { markFails: true });
    await expect(run).resolves.toBe('done');
    expect(steps).toEqual(EVERYTHING);
  });

  it('does nothing for a refused write (4xx)', async () => {
    const { steps, run } = around(() => throwError(() => new NotFoundException()));
    await expect(run).rejects.toBeInstanceOf(NotFoundException);
    expect(steps).toEqual([]);
  });

  it('does both for a failed write (5xx: part of it may be written)', async () => {
    const failure = new Error('bug');
    const { steps, run } = around(() => throwError(() => failure));
    await expect(run).rejects.toBe(failure);
    expect(steps).toEqual(EVERYTHING);
  });

  it('only invalidates while PostgreSQL is unreachable: the refusal does not wait for it a second time', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const { steps, run } = around(() => throwError(() => down));
    await expect(run).rejects.toBe(down);
    expect(steps).toEqual(EVERYTHING.slice(1));
  });
});
