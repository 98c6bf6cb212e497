import { describe, expect, it } from 'vitest';
import { fullDate, timeAgo } from './time-ago.ts';

const now = new Date('2026-11-22T18:00:00.000Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it("says 'just now' under a minute, and for a time slightly in the future", () => {
    expect(timeAgo(before(0), now)).toBe('just now');
    expect(timeAgo(before(59), now)).toBe('just now');
    expect(timeAgo(before(-30), now)).toBe('just now');
  });

  it('counts minutes, hours and days, singular and plural', () => {
    expect(timeAgo(before(60), now)).toBe('1 minute ago');
    expect(timeAgo(before(5 * 60 + 59), now)).toBe('5 minutes ago');
    expect(timeAgo(before(3_600), now)).toBe('1 hour ago');
    expect(timeAgo(before(23 * 3_600 + 3_599), now)).toBe('23 hours ago');
    expect(timeAgo(before(86_400), now)).toBe('1 day ago');
    expect(timeAgo(before(29 * 86_400), now)).toBe('29 days ago');
  });

  it('goes on to months and years for older times', () => {
    expect(timeAgo(before(30 * 86_400), now)).toBe('1 month ago');
    expect(timeAgo(before(200 * 86_400), now)).toBe('6 months ago');
    expect(timeAgo(before(365 * 86_400), now)).toBe('1 year ago');
    expect(timeAgo(before(3 * 365 * 86_400), now)).toBe('3 years ago');
  });

  it('answers nothing for a value that is not a date', () => {
    expect(timeAgo('not a date', now)).toBe('');
    expect(fullDate('not a date')).toBe('');
  });

  it('formats the exact moment for tooltips', () => {
    expect(fullDate('2026-11-22T18:00:00.000Z')).toMatch(/^Nov 22, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
  });
});
