import { DecodeSlots } from './decode-slots';

describe('DecodeSlots', () => {
  it('runs at most `size` tasks at once, the others in turn, and frees a slot when a task fails', async () => {
    const slots = new DecodeSlots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        order.push(n);
        if (n === 1) throw new Error('corrupt');
        return n;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(task));
    expect(most).toBe(2);
    expect(results.map((result) => result.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(order).toHaveLength(5);
    await expect(slots.run(async () => 'after')).resolves.toBe('after');
  });
});
