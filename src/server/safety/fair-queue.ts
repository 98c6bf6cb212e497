/**
 * Turns at a shared resource, served to owners in rotation: at most `concurrency` tasks run at
 * once and at most one per owner, and when a turn frees up it goes to the owner who has waited
 * longest since their last turn. However many tasks one owner queues, anyone else's next task
 * waits for at most the tasks already running, never for the rest of that owner's queue.
 */
export interface FairQueue {
  /** Runs `task` in `owner`'s next turn. Rejects with the signal's reason if it aborts while waiting. */
  run<T>(owner: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks running now. */
  readonly running: number;
  /** Tasks waiting for a turn. */
  readonly waiting: number;
}

interface Waiter {
  start: () => void;
}

export function createFairQueue(concurrency: number): FairQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be a positive integer');
  const busy = new Set<string>();
  // Owners with waiting tasks, in the order their turn comes: a lane joins at the back when its
  // owner arrives, and goes to the back again each time the owner's task ends. A Map keeps that order.
  const lanes = new Map<string, Waiter[]>();
  let waiting = 0;

  function next(): void {
    for (const [owner, lane] of lanes) {
      if (busy.size >= concurrency) return;
      if (busy.has(owner)) continue;
      const waiter = lane.shift() as Waiter;
      waiting--;
      if (lane.length === 0) lanes.delete(owner);
      busy.add(owner);
      waiter.start();
    }
  }

  function finished(owner: string): void {
    busy.delete(owner);
    const lane = lanes.get(owner);
    if (lane) {
      lanes.delete(owner);
      lanes.set(owner, lane);
    }
    next();
  }

  return {
    run(owner, task, signal) {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const onAbort = () => {
          const lane = lanes.get(owner);
          const at = lane?.indexOf(waiter) ?? -1;
          if (!lane || at === -1) return;
          lane.splice(at, 1);
          waiting--;
          if (lane.length === 0) lanes.delete(owner);
          reject(signal?.reason);
        };
        const waiter: Waiter = {
          start() {
            signal?.removeEventListener('abort', onAbort);
            // A task that throws before its first await still ends its turn.
            Promise.resolve()
              .then(task)
              .then(resolve, reject)
              .finally(() => finished(owner));
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        const lane = lanes.get(owner);
        if (lane) lane.push(waiter);
        else lanes.set(owner, [waiter]);
        waiting++;
        next();
      });
    },
    get running() {
      return busy.size;
    },
    get waiting() {
      return waiting;
    },
  };
}
