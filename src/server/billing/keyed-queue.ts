/**
 * Runs the tasks given for one key one after another, in the order given, and tasks of different
 * keys side by side: the syncs of one Stripe subscription in this process. A task that fails does
 * not stop the next one.
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      // The map keeps only keys with work in flight.
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    /** Keys with a task running or waiting (tests). */
    get size() {
      return tails.size;
    },
  };
}
