import { processLimits, streamsWithin } from './stream-limit';

const MiB = 1024 * 1024;

describe('streamsWithin', () => {
  it("is a quarter of the container's memory at the measured cost, when files are plenty (Kubernetes)", () => {
    // The base's 384 Mi and production's 512 Mi, at 20 KB a stream.
    expect(streamsWithin({ openFiles: 1_048_576, memoryBytes: 384 * MiB })).toBe(4915);
    expect(streamsWithin({ openFiles: 1_048_576, memoryBytes: 512 * MiB })).toBe(6553);
  });

  it('leaves half the open files to everything else: 20,000 streams never reach a 20,000-file limit again', () => {
    expect(streamsWithin({ openFiles: 20_000, memoryBytes: 64 * 1024 * MiB })).toBe(10_000);
    expect(streamsWithin({ openFiles: Infinity, memoryBytes: 384 * MiB })).toBe(4915);
    expect(streamsWithin({ openFiles: null, memoryBytes: 384 * MiB })).toBe(4915);
  });

  it("reads this process's limits", () => {
    const { openFiles, memoryBytes } = processLimits();
    expect(openFiles === null || openFiles > 0).toBe(true);
    expect(memoryBytes).toBeGreaterThan(0);
  });
});
