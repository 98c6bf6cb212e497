import { describe, expect, it } from 'vitest';
import { analyticsMaxRangeDays, customRangeProblem, daySeries, fillDays, presetRange, rangeDays, utcIsoDate } from './analytics-range.ts';

describe('analytics ranges', () => {
  it('ends the presets today, both ends counted', () => {
    expect(presetRange('7d', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetRange('30d', '2026-01-30')).toEqual({ from: '2026-01-01', to: '2026-01-30' });
    expect(rangeDays(presetRange('90d', '2026-11-23').from, '2026-11-23')).toBe(90);
  });

  it('reads today in UTC, whatever the local zone', () => {
    expect(utcIsoDate(new Date('2026-05-31T23:30:00-02:00'))).toBe('2026-06-01');
    expect(utcIsoDate(new Date('2026-06-01T00:30:00+02:00'))).toBe('2026-05-31');
  });

  it('lists every day of a range across months, leap days and a daylight-saving change', () => {
    expect(daySeries('2024-02-27', '2024-03-02')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
    expect(daySeries('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(daySeries('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
    expect(daySeries('2026-01-01', '2026-01-01')).toEqual(['2026-01-01']);
    expect(daySeries('2026-01-02', '2026-01-01')).toEqual([]);
  });

  it('fills the days nothing happened with zeros', () => {
    const days = daySeries('2026-01-01', '2026-01-04');
    expect(
      fillDays(
        days,
        new Map([
          ['2026-01-02', 3],
          ['2025-12-31', 9],
        ]),
        () => 0,
      ),
    ).toEqual([0, 3, 0, 0]);
  });

  it('explains what is wrong with a custom range', () => {
    const today = '2026-11-23';
    expect(customRangeProblem('2026-11-01', '2026-11-23', today)).toBeNull();
    expect(customRangeProblem('2026-11-23', '2026-11-23', today)).toBeNull();
    expect(customRangeProblem('2026-11-10', '2026-11-09', today)).toEqual({
      field: 'to',
      message: 'The end date must be on or after the start date.',
    });
    expect(customRangeProblem('2026-11-10', '2026-11-24', today)).toEqual({
      field: 'to',
      message: 'The end date cannot be after today (UTC).',
    });
    // 366 days is the longest: 2025-11-23 to 2026-11-23 is 366 days, a day earlier is 367.
    expect(rangeDays('2025-11-23', today)).toBe(analyticsMaxRangeDays);
    expect(customRangeProblem('2025-11-23', today, today)).toBeNull();
    expect(customRangeProblem('2025-11-22', today, today)).toEqual({ field: 'from', message: 'A range can span at most 366 days.' });
  });
});
