import { DemoSeedService, SEED_ATTEMPTS, SEED_RETRY_MS } from './demo-seed.service';
import type { SeedsRepository } from './seeds.repository';

function seedsDoneAfter(attempt: number) {
  const calls = { count: 0 };
  const repo = {
    runPending: async () => {
      calls.count += 1;
      return calls.count >= attempt;
    },
  } as unknown as SeedsRepository;
  return { repo, calls };
}

const TRY_OUT = { NODE_ENV: 'development', DEMO_MODE: false };

describe('DemoSeedService', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the seeds at start and retries until they have produced their data', async () => {
    const { repo, calls } = seedsDoneAfter(3);
    const service = new DemoSeedService(repo, TRY_OUT);
    await service.onApplicationBootstrap();
    expect(calls.count).toBe(1);
    await jest.advanceTimersByTimeAsync(SEED_RETRY_MS * 10);
    expect(calls.count).toBe(3);
  });

  it('gives up after a while, and stops retrying when the app shuts down', async () => {
    const never = seedsDoneAfter(Infinity);
    const service = new DemoSeedService(never.repo, TRY_OUT);
    await service.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(SEED_RETRY_MS * (SEED_ATTEMPTS + 10));
    expect(never.calls.count).toBe(SEED_ATTEMPTS);

    const stopped = seedsDoneAfter(Infinity);
    const other = new DemoSeedService(stopped.repo, TRY_OUT);
    await other.onApplicationBootstrap();
    other.beforeApplicationShutdown();
    await jest.advanceTimersByTimeAsync(SEED_RETRY_MS * 5);
    expect(stopped.calls.count).toBe(1);
  });

  it('seeds nothing in production unless DEMO_MODE asks for the demo', async () => {
    const production = seedsDoneAfter(1);
    await new DemoSeedService(production.repo, { NODE_ENV: 'production', DEMO_MODE: false }).onApplicationBootstrap();
    expect(production.calls.count).toBe(0);

    const demo = seedsDoneAfter(1);
    await new DemoSeedService(demo.repo, { NODE_ENV: 'production', DEMO_MODE: true }).onApplicationBootstrap();
    expect(demo.calls.count).toBe(1);
  });
});
