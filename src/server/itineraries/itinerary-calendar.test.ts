import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DayEntry, Itinerary } from '../../shared/itineraries/itinerary.schema.ts';
import { calendarFileName, itineraryCalendar } from './itinerary-calendar.ts';
import { planOfflineTrip } from './offline-planner.ts';

const trip = {
  departureCity: 'Tucson, AZ',
  destinationCity: 'Phoenix, AZ',
  numPeople: 2,
  budget: 3_000,
  departureDate: '2030-06-02',
  returnDate: '2030-06-04',
  accommodationPreference: 'Hotel',
  foodPreference: 'Local cuisine',
  transportationPreference: 'Walking',
  activities: ['Museums', 'Nightlife'],
  otherPreferences: '',
};

describe('the calendar export', () => {
  const plan = planOfflineTrip(trip).days;
  const itinerary: Itinerary = { ...trip, id: 'trip-1', plan: [...plan, { ...(plan[0] as Itinerary['plan'][number]), activities: [] }], isCompleted: true, created: '', updated: '' };
  const ics = itineraryCalendar(itinerary, { appName: 'Wayfinder' }).replace(/\r\n[ \t]/g, '');

  it('has one event per meal and activity of the first entry of each day, in the fixed slots, floating', () => {
    const events = ics.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(plan.reduce((sum, day) => sum + day.activities.length + 3, 0));
    const starts = events.map((event) => /DTSTART:(\d{8}T\d{6})\r?\n/.exec(event)?.[1]);
    expect(starts).toContain('20300602T070000');
    expect(starts).toContain('20300603T123000');
    expect(starts).toContain('20300604T180000');
    for (const event of events) {
      expect(event).toMatch(/DTSTART:\d{8}T(070000|090000|123000|140000|180000|200000)\r?\n/);
      expect(event).not.toMatch(/DTSTART:[^\r\n]*Z/);
    }
    const evening = plan.flatMap((day) => day.activities.filter((activity) => activity.timeOfDay === 'evening').map(() => `${day.date.replaceAll('-', '')}T200000`));
    for (const start of evening) expect(starts).toContain(start);
  });

  it('names the file after the destination, safely', () => {
    expect(calendarFileName('Tokyo, Japan')).toBe('tokyo-japan-trip.ics');
    expect(calendarFileName('São Paulo')).toBe('sao-paulo-trip.ics');
    expect(calendarFileName('"; rm -rf /')).toBe('rm-rf-trip.ics');
    expect(calendarFileName('東京')).toBe('itinerary-trip.ics');
  });
});

/** The calendar's lines, unfolded; throws if a line ends anywhere but at CRLF. */
function calendarLines(ics: string): string[] {
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** Every line is `NAME[;params]:value`, and the events are exactly those written. */
function expectWellFormed(ics: string, events: number): void {
  const lines = calendarLines(ics);
  for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z-]*(;[^:]*)?:/);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(events);
  expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(events);
  expect(lines.filter((line) => line.startsWith('BEGIN:') || line.startsWith('END:'))).toHaveLength(2 + 2 * events);
}

describe('the calendar export of text with control characters', () => {
  const day = (texts: { name: string; description: string; venue: string; duration: string }): DayEntry => ({
    day: 1,
    date: '2030-06-02',
    accommodation: { name: texts.name, description: texts.description, costCents: 100 },
    meals: { breakfast: { name: texts.name, description: texts.description, venue: texts.venue, costCents: 100 } },
    activities: [{ name: texts.name, description: texts.description, venue: texts.venue, duration: texts.duration, costCents: 0 }],
    transportation: [],
  });
  const itineraryOf = (plan: DayEntry[], destinationCity = 'Phoenix, AZ'): Itinerary => ({ ...trip, destinationCity, id: 'trip-1', plan, isCompleted: true, created: '', updated: '' });

  it('keeps a lone carriage return from starting a calendar line (an old row may hold one)', () => {
    const injected = 'Museum\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Injected\rDTSTART:20300101T000000';
    const ics = itineraryCalendar(itineraryOf([day({ name: injected, description: injected, venue: injected, duration: '2\rhours' })], `Phoenix\rX-INJECTED:1`), { appName: 'Wayfinder' });
    expectWellFormed(ics, 2);
    expect(calendarLines(ics).some((line) => line.startsWith('SUMMARY:Injected') || line.startsWith('X-INJECTED'))).toBe(false);
    expect(ics).toContain('Museum END:VEVENT BEGIN:VEVENT');
  });

  it('writes well-formed lines and exactly the expected events, whatever the text', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.array(fc.constantFrom('\r', '\n', '\r\n', 'END:VEVENT', 'BEGIN:VEVENT', ':', ';', ',', '\\', '\u0000', '\u0085', '\u2028', '\t', 'é', '😀', 'ש'), { maxLength: 60 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(fc.record({ name: text, description: text, venue: text, duration: text }), text, (texts, city) => {
        expectWellFormed(itineraryCalendar(itineraryOf([day(texts)], city), { appName: 'Wayfinder' }), 2);
      }),
      { numRuns: 300 },
    );
  });
});
