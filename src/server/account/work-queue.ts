/**
 * Runs async tasks at most `concurrency` at a time, the rest waiting in order of arrival. Image
 * decoding goes through one of these so that uploads cannot fill libuv's thread pool, which
 * password hashing and file reads share.
 */
export interface WorkQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for their turn. */
  readonly waiting: number;
}

export function createWorkQueue(concurrency: number): WorkQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be a positive integer');
  let active = 0;
  const turns: (() => void)[] = [];

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= concurrency) await new Promise<void>((resolve) => turns.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next task, so `active` never drops while others wait.
      const next = turns.shift();
      if (next) next();
      else active--;
    }
  }

  return {
    run,
    get active() {
      return active;
    },
    get waiting() {
      return turns.length;
    },
  };
}
