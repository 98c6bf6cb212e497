import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseClockTime, parseTimeRange } from './clock-times.ts';
import { timeSlots } from './planner-options.ts';

describe('times of day', () => {
  it('reads a flight’s times, the next day marked (+1)', () => {
    expect(parseClockTime('6:05 PM')).toEqual({ minutes: 18 * 60 + 5, dayOffset: 0 });
    expect(parseClockTime('7:40 AM (+1)')).toEqual({ minutes: 7 * 60 + 40, dayOffset: 1 });
    expect(parseClockTime('12:40 AM +1')).toEqual({ minutes: 40, dayOffset: 1 });
    expect(parseClockTime('12:00 PM')).toEqual({ minutes: 12 * 60, dayOffset: 0 });
    expect(parseClockTime('18:05')).toEqual({ minutes: 18 * 60 + 5, dayOffset: 0 });
    expect(parseClockTime('9 a.m.')).toEqual({ minutes: 9 * 60, dayOffset: 0 });
  });

  it('gives nothing for what it cannot read', () => {
    for (const text of ['', 'morning', '25:00', '13:00 PM', '6', '7:75 AM', 'TBD']) expect(parseClockTime(text)).toBeUndefined();
  });

  it('reads the view’s fixed slots and a planner’s own time', () => {
    expect(parseTimeRange(timeSlots.breakfast)).toEqual([7 * 60, 8 * 60 + 30]);
    expect(parseTimeRange(timeSlots.morning)).toEqual([9 * 60, 12 * 60]);
    expect(parseTimeRange(timeSlots.lunch)).toEqual([12 * 60 + 30, 14 * 60]);
    expect(parseTimeRange(timeSlots.evening)).toEqual([20 * 60, 22 * 60]);
    expect(parseTimeRange('9:30-10:30 AM')).toEqual([9 * 60 + 30, 10 * 60 + 30]);
    expect(parseTimeRange('11:30-1:00 PM')).toEqual([11 * 60 + 30, 13 * 60]);
    expect(parseTimeRange('7 PM to 9 PM')).toEqual([19 * 60, 21 * 60]);
    expect(parseTimeRange('Throughout the day')).toBeUndefined();
    expect(parseTimeRange('10:00-9:00 AM')).toBeUndefined();
  });

  it('never throws and stays within the day, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('12:00 AM', '0:00', '23:59', '11:59 PM (+2)', '1-2', '-')), (text) => {
        const time = parseClockTime(text);
        if (time) expect(time.minutes).toBeGreaterThanOrEqual(0);
        if (time) expect(time.minutes).toBeLessThan(24 * 60);
        const range = parseTimeRange(text);
        if (range) expect(range[0]).toBeGreaterThanOrEqual(0);
        if (range) expect(range[0]).toBeLessThan(range[1]);
        if (range) expect(range[1]).toBeLessThan(24 * 60);
      }),
      { numRuns: 500 },
    );
  });
});
