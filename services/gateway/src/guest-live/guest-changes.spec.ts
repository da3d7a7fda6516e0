import { GuestChanges, type EventStream, type GuestLiveLimits } from './guest-changes';

const R1 = '11111111-1111-4111-8111-111111111111';
const R2 = '22222222-2222-4222-8222-222222222222';

class FakeStream implements EventStream {
  text = '';
  ended = false;
  write(chunk: string): void {
    this.text += chunk;
  }
  end(): void {
    this.ended = true;
  }
}

const LIMITS: GuestLiveLimits = { perAddress: 2, maxStreams: 3, lifetimeMs: 60_000 };

describe('GuestChanges', () => {
  let changes: GuestChanges;
  let now = 0;
  beforeEach(() => (now = 0));
  afterEach(() => changes.close());

  /** A stream of `client` open on `restaurantId`. */
  const opened = (client: string, restaurantId: string) => {
    const stream = new FakeStream();
    expect(changes.take(client, stream)).toBeNull();
    changes.open(stream, restaurantId);
    return stream;
  };

  it("tells a restaurant's open pages of its changes, and only them", () => {
    changes = new GuestChanges(LIMITS);
    const one = opened('a', R1);
    const two = opened('b', R2);
    changes.changed(R1.toUpperCase());
    expect(one.text).toBe(`retry: 2000\n\nevent: changed\ndata: ${R1}\n\n`);
    expect(two.text).toBe('retry: 2000\n\n');
    changes.changed(null);
    expect(two.text).toBe(`retry: 2000\n\nevent: changed\ndata: ${R2}\n\n`);
    changes.close();
    expect([one.ended, two.ended, changes.size]).toEqual([true, true, 0]);
  });

  it('holds per address and per gateway no more places than its limits, from the ask until the end', () => {
    changes = new GuestChanges(LIMITS);
    const first = opened('a', R1);
    // Asked for, its restaurant not found yet: the place is held.
    const checking = new FakeStream();
    expect(changes.take('a', checking)).toBeNull();
    expect(changes.take('a', new FakeStream())).toBe('address');
    opened('b', R1);
    expect(changes.take('c', new FakeStream())).toBe('full');
    // Not found: its place is free, and nothing was written to it.
    changes.end(checking);
    expect([checking.text, checking.ended]).toEqual(['', false]);
    changes.end(first);
    changes.end(first);
    expect([first.ended, changes.size]).toEqual([true, 1]);
    opened('a', R2);
    opened('a', R2);
    expect(changes.take('a', new FakeStream())).toBe('address');
  });

  it('does not open a stream whose guest left while its restaurant was checked', () => {
    changes = new GuestChanges(LIMITS);
    const stream = new FakeStream();
    changes.take('a', stream);
    changes.end(stream);
    changes.open(stream, R1);
    changes.changed(R1);
    expect([stream.text, stream.ended, changes.size]).toEqual(['', true, 0]);
  });

  it('ends each stream within its lifetime, writing a heartbeat meanwhile', () => {
    jest.useFakeTimers();
    try {
      changes = new GuestChanges({ ...LIMITS, lifetimeMs: 1000 }, () => now);
      const streams = [opened('a', R1), opened('b', R1), opened('c', R2)];
      now = 700;
      jest.advanceTimersByTime(100);
      expect(streams.every((stream) => !stream.ended && stream.text.endsWith(':\n\n'))).toBe(true);
      now = 1000;
      jest.advanceTimersByTime(100);
      expect(streams.every((stream) => stream.ended)).toBe(true);
      expect(changes.size).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
