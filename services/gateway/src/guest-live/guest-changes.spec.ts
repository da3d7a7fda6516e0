import type { PassThrough } from 'node:stream';
import { GuestChanges } from './guest-changes';

const R1 = '11111111-1111-4111-8111-111111111111';
const R2 = '22222222-2222-4222-8222-222222222222';

function collect(stream: PassThrough): () => string {
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('GuestChanges', () => {
  it("tells a restaurant's open pages of its changes, and only them", async () => {
    const changes = new GuestChanges(10);
    const one = collect(changes.subscribe(R1)!);
    const two = collect(changes.subscribe(R2)!);
    changes.changed(R1.toUpperCase());
    await settled();
    expect(one()).toBe(`retry: 2000\n\nevent: changed\ndata: ${R1}\n\n`);
    expect(two()).toBe('retry: 2000\n\n');
    changes.changed(null);
    await settled();
    expect(two()).toBe(`retry: 2000\n\nevent: changed\ndata: ${R2}\n\n`);
    changes.close();
    expect(changes.size).toBe(0);
  });

  it('holds no more streams than its limit, and forgets those that closed', async () => {
    const changes = new GuestChanges(2);
    const first = changes.subscribe(R1)!;
    expect(changes.subscribe(R1)).not.toBeNull();
    expect(changes.subscribe(R2)).toBeNull();
    let ended = false;
    first.on('finish', () => (ended = true));
    changes.unsubscribe(R1, first);
    changes.unsubscribe(R1, first);
    expect(changes.size).toBe(1);
    expect(changes.subscribe(R2)).not.toBeNull();
    changes.close();
    await settled();
    expect(ended).toBe(true);
  });
});
