import { describe, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue.ts';

/** A task that runs until `finish` is called, recording when it started. */
function gate(log: string[], name: string) {
  let finish: () => void = () => {};
  const task = () =>
    new Promise<string>((resolve) => {
      log.push(name);
      finish = () => resolve(name);
    });
  return { task, finish: () => finish() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createFairQueue', () => {
  it("serves a second owner before the rest of the first owner's queue", async () => {
    const queue = createFairQueue(1);
    const started: string[] = [];
    const burst = Array.from({ length: 5 }, (_, index) => gate(started, `a${index + 1}`));
    const results = burst.map(({ task }) => queue.run('a', task));
    const other = gate(started, 'b1');
    const otherResult = queue.run('b', other.task);
    await tick();
    expect(started).toEqual(['a1']);
    expect(queue.waiting).toBe(5);
    burst[0]?.finish();
    await tick();
    expect(started).toEqual(['a1', 'b1']);
    other.finish();
    await expect(otherResult).resolves.toBe('b1');
    for (const { finish } of burst.slice(1)) {
      await tick();
      finish();
    }
    await expect(Promise.all(results)).resolves.toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3', 'a4', 'a5']);
  });

  it('runs one task per owner at a time, keeping a turn free for anyone else', async () => {
    const queue = createFairQueue(2);
    const started: string[] = [];
    const own = [gate(started, 'a1'), gate(started, 'a2')];
    const done = own.map(({ task }) => queue.run('a', task));
    await tick();
    expect(started).toEqual(['a1']);
    expect(queue.running).toBe(1);
    // The free turn goes to the next owner at once, without waiting for a1.
    const other = gate(started, 'b1');
    const otherDone = queue.run('b', other.task);
    await tick();
    expect(started).toEqual(['a1', 'b1']);
    other.finish();
    own[0]?.finish();
    await tick();
    own[1]?.finish();
    await Promise.all([...done, otherDone]);
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('passes a failed task on to its caller and frees the turn', async () => {
    const queue = createFairQueue(1);
    await expect(queue.run('a', () => Promise.reject(new Error('no encoder')))).rejects.toThrow('no encoder');
    await expect(
      queue.run('a', () => {
        throw new Error('thrown at once');
      }),
    ).rejects.toThrow('thrown at once');
    await expect(queue.run('a', async () => 'next')).resolves.toBe('next');
  });

  it('drops a waiting task whose signal aborts, and never starts it', async () => {
    const queue = createFairQueue(1);
    const started: string[] = [];
    const first = gate(started, 'a1');
    const running = queue.run('a', first.task);
    const stop = new AbortController();
    const waiting = queue.run('b', gate(started, 'b1').task, stop.signal);
    stop.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(queue.waiting).toBe(0);
    first.finish();
    await running;
    await tick();
    expect(started).toEqual(['a1']);
    await expect(queue.run('c', async () => 'c', AbortSignal.abort(new Error('already gone')))).rejects.toThrow('already gone');
  });
});
