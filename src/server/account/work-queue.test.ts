import { describe, expect, it } from 'vitest';
import { createWorkQueue } from './work-queue.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createWorkQueue', () => {
  it('runs one task at a time, in order of arrival', async () => {
    const queue = createWorkQueue(1);
    const order: string[] = [];
    const first = deferred();
    const second = deferred();
    const a = queue.run(async () => {
      order.push('a starts');
      await first.promise;
      order.push('a ends');
    });
    const b = queue.run(async () => {
      order.push('b starts');
      await second.promise;
      order.push('b ends');
    });
    const c = queue.run(async () => {
      order.push('c runs');
    });
    await Promise.resolve();
    expect({ active: queue.active, waiting: queue.waiting }).toEqual({ active: 1, waiting: 2 });
    expect(order).toEqual(['a starts']);
    first.resolve();
    await a;
    second.resolve();
    await Promise.all([b, c]);
    expect(order).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c runs']);
    expect({ active: queue.active, waiting: queue.waiting }).toEqual({ active: 0, waiting: 0 });
  });

  it('hands the turn on when a task fails, and passes the failure to its caller', async () => {
    const queue = createWorkQueue(1);
    const failing = deferred();
    const a = queue.run(() => failing.promise);
    const b = queue.run(async () => 'b done');
    failing.reject(new Error('bad image'));
    await expect(a).rejects.toThrow('bad image');
    await expect(b).resolves.toBe('b done');
    expect(queue.active).toBe(0);
  });

  it('lets `concurrency` tasks run together', async () => {
    const queue = createWorkQueue(2);
    const gate = deferred();
    const tasks = [1, 2, 3].map((n) => queue.run(async () => (await gate.promise, n)));
    await Promise.resolve();
    expect({ active: queue.active, waiting: queue.waiting }).toEqual({ active: 2, waiting: 1 });
    gate.resolve();
    expect(await Promise.all(tasks)).toEqual([1, 2, 3]);
  });
});
