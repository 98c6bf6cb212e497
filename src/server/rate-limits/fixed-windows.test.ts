import { describe, expect, it } from 'vitest';
import { FixedWindows } from './fixed-windows.ts';

describe('FixedWindows', () => {
  it('counts hits per key inside a window and starts over once it ends', () => {
    const windows = new FixedWindows();
    expect(windows.hit('a', 60_000, 0)).toEqual({ current: 1, ttl: 60_000 });
    expect(windows.hit('a', 60_000, 15_000)).toEqual({ current: 2, ttl: 45_000 });
    expect(windows.hit('b', 60_000, 15_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(windows.hit('a', 60_000, 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('never holds more than maxKeys windows, dropping expired ones first, then the oldest', () => {
    const windows = new FixedWindows(3);
    windows.hit('old', 1_000, 0);
    windows.hit('a', 60_000, 0);
    windows.hit('b', 60_000, 0);
    windows.hit('c', 60_000, 5_000);
    expect(windows.size).toBe(3);
    expect(windows.hit('a', 60_000, 5_000).current).toBe(2);
    windows.hit('d', 60_000, 6_000);
    expect(windows.size).toBe(3);
    // 'a' was the oldest window left, so it starts over.
    expect(windows.hit('a', 60_000, 6_000).current).toBe(1);
  });
});
