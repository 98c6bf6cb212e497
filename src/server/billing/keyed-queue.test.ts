import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue.ts';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createKeyedQueue', () => {
  it('runs the tasks of one key in order, never two at once, and other keys alongside', async () => {
    const queue = createKeyedQueue();
    const events: string[] = [];
    const task = (name: string, ms: number) => async () => {
      events.push(`start ${name}`);
      await later(ms);
      events.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([queue.run('sub_1', task('a', 30)), queue.run('sub_1', task('b', 1)), queue.run('sub_2', task('c', 5))]);
    expect(results).toEqual(['a', 'b', 'c']);
    // b waits for a although it is quicker; c (another key) does not wait.
    expect(events).toEqual(['start a', 'start c', 'end c', 'end a', 'start b', 'end b']);
    expect(queue.size).toBe(0);
  });

  it('goes on after a failed task, and gives each caller its own outcome', async () => {
    const queue = createKeyedQueue();
    const failed = queue.run('sub_1', async () => {
      throw new Error('Stripe is away');
    });
    const next = queue.run('sub_1', async () => 'synced');
    await expect(failed).rejects.toThrow('Stripe is away');
    await expect(next).resolves.toBe('synced');
  });
});
