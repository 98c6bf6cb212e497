import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = Date.parse('2026-05-01T12:00:00Z');
const ago = (ms: number) => new Date(now - ms);
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

describe('formatRelativeTime', () => {
  it("says 'just now' under a minute", () => {
    expect(formatRelativeTime(ago(0), now)).toBe('just now');
    expect(formatRelativeTime(ago(59 * second), now)).toBe('just now');
  });

  it('counts minutes, singular and plural', () => {
    expect(formatRelativeTime(ago(minute), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(119 * second), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(2 * minute), now)).toBe('2 minutes ago');
    expect(formatRelativeTime(ago(59 * minute + 59 * second), now)).toBe('59 minutes ago');
  });

  it('counts hours, singular and plural', () => {
    expect(formatRelativeTime(ago(hour), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(5 * hour + 30 * minute), now)).toBe('5 hours ago');
    expect(formatRelativeTime(ago(day - 1), now)).toBe('23 hours ago');
  });

  it('counts days, singular and plural', () => {
    expect(formatRelativeTime(ago(day), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(3 * day), now)).toBe('3 days ago');
    expect(formatRelativeTime(ago(400 * day), now)).toBe('400 days ago');
  });

  it('takes ISO strings, numbers and Dates', () => {
    expect(formatRelativeTime('2026-05-01T11:00:00Z', new Date(now))).toBe('1 hour ago');
    expect(formatRelativeTime(now - 2 * day, now)).toBe('2 days ago');
  });

  it("reads a time slightly in the future or an invalid one as 'just now'", () => {
    expect(formatRelativeTime(new Date(now + 5 * second), now)).toBe('just now');
    expect(formatRelativeTime('not a date', now)).toBe('just now');
  });
});
