import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itineraryListQuerySchema } from './itinerary-list.schema.ts';

const id = '0b7c2a4e-5d1f-4c3b-9a8e-1f2d3c4b5a69';

describe('itineraryListQuerySchema', () => {
  it('takes a cursor made of a real instant and an id', () => {
    expect(itineraryListQuerySchema.safeParse({ cursor: `2026-11-27T10:05:09.123456Z_${id}` }).success).toBe(true);
  });

  it.each(['2026-13-01T00:00:00.000000Z', '2026-02-30T00:00:00.000000Z', '2026-11-27T25:00:00.000000Z', '2026-11-27T10:61:00.000000Z'])(
    'refuses a cursor at a time that does not exist (%s), which the database would refuse with an error',
    (time) => {
      const parsed = itineraryListQuerySchema.safeParse({ cursor: `${time}_${id}` });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('This page of itineraries does not exist. Please reload the list.');
    },
  );

  it('accepts exactly the cursors whose instant round-trips through a date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }), fc.integer({ min: 0, max: 999 }), (date, micros) => {
        const cursor = `${date.toISOString().slice(0, 23)}${String(micros).padStart(3, '0')}Z_${id}`;
        expect(itineraryListQuerySchema.safeParse({ cursor }).success).toBe(true);
      }),
    );
  });
});
