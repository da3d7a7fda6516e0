import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClockRepository } from './clock.repository';

describe('ClockRepository', () => {
  const saved = { file: process.env.CARTA_CLOCK_FILE, nodeEnv: process.env.NODE_ENV };
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'carta-clock-'));
    file = join(dir, 'now');
    process.env.CARTA_CLOCK_FILE = file;
    process.env.NODE_ENV = 'test';
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    for (const [name, value] of [
      ['CARTA_CLOCK_FILE', saved.file],
      ['NODE_ENV', saved.nodeEnv],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('tells the real time when no clock file is configured', () => {
    delete process.env.CARTA_CLOCK_FILE;
    const before = Date.now();
    const now = new ClockRepository().now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('tells the real time while the configured file does not exist', () => {
    const before = Date.now();
    expect(new ClockRepository().now().getTime()).toBeGreaterThanOrEqual(before);
  });

  it("tells the file's instant, read again on every call", () => {
    const clock = new ClockRepository();
    writeFileSync(file, '2026-03-03T13:00:00.000Z\n');
    expect(clock.now().toISOString()).toBe('2026-03-03T13:00:00.000Z');
    writeFileSync(file, '2026-03-08T09:30:00+01:00');
    expect(clock.now().toISOString()).toBe('2026-03-08T08:30:00.000Z');
  });

  it('goes back to the real time when the file is removed', () => {
    const clock = new ClockRepository();
    writeFileSync(file, '2001-01-01T00:00:00Z');
    expect(clock.now().getUTCFullYear()).toBe(2001);
    rmSync(file);
    expect(clock.now().getUTCFullYear()).toBeGreaterThan(2001);
  });

  it('refuses a file that holds no instant', () => {
    writeFileSync(file, 'next tuesday');
    expect(() => new ClockRepository().now()).toThrow(/no ISO instant/);
  });

  it('refuses to start in production with a clock file', () => {
    process.env.NODE_ENV = 'production';
    expect(() => new ClockRepository()).toThrow(/tests only/);
  });
});
