/**
 * Fixed-window counters in memory, the stand-in for Redis while it cannot be reached. Bounded:
 * past `maxKeys` the expired windows go first, then the oldest, so a flood of new addresses
 * cannot grow it without end.
 */
export class FixedWindows {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #maxKeys: number;

  constructor(maxKeys = 10_000) {
    this.#maxKeys = maxKeys;
  }

  /** Counts one hit for `key` and says how many the window holds and how long it has left (ms). */
  hit(key: string, windowMs: number, now = Date.now()): { current: number; ttl: number } {
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      this.#windows.delete(key);
      this.#makeRoom(now);
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.resetAt - now };
  }

  get size(): number {
    return this.#windows.size;
  }

  #makeRoom(now: number): void {
    if (this.#windows.size < this.#maxKeys) return;
    for (const [key, window] of this.#windows) {
      if (window.resetAt <= now) this.#windows.delete(key);
    }
    // Maps iterate in insertion order: the first keys are the oldest windows.
    for (const key of this.#windows.keys()) {
      if (this.#windows.size < this.#maxKeys) break;
      this.#windows.delete(key);
    }
  }
}
