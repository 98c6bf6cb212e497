import { describe, expect, it } from 'vitest';
import { secondsUntilUtcMidnight } from './chat-quota.ts';

describe('secondsUntilUtcMidnight', () => {
  it('counts the seconds to the next UTC midnight, at least one', () => {
    expect(secondsUntilUtcMidnight(new Date('2026-11-22T23:59:30Z'))).toBe(30);
    expect(secondsUntilUtcMidnight(new Date('2026-11-22T00:00:00Z'))).toBe(86_400);
    expect(secondsUntilUtcMidnight(new Date('2026-11-22T23:59:59.900Z'))).toBe(1);
    expect(secondsUntilUtcMidnight(new Date('2026-12-31T12:00:00Z'))).toBe(43_200);
  });
});
