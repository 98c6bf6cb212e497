import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseClockTime } from '../../shared/itineraries/clock-times.ts';
import type { DayEntry, DayFlight, Itinerary } from '../../shared/itineraries/itinerary.schema.ts';
import { calendarFileName, itineraryCalendar } from './itinerary-calendar.ts';

const trip = {
  departureCity: 'Chicago, IL',
  destinationCity: 'Lisbon, Portugal',
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

const place = (name: string) => ({ name, description: `${name}, described`, costCents: 20_00 });
const day = (n: number, overrides: Partial<DayEntry> = {}): DayEntry => ({
  day: n,
  date: `2030-06-0${n + 1}`,
  accommodation: place('Casa do Rio'),
  meals: { breakfast: place('Café'), lunch: place('Tasca'), dinner: place('Marisqueira') },
  activities: [
    { name: 'Tile museum', description: 'A morning among tiles', duration: '2 hours', costCents: 10_00 },
    { name: 'Fado', description: 'An evening of fado', duration: '2 hours', costCents: 30_00, venue: 'Clube de Fado' },
  ],
  transportation: [],
  ...overrides,
});
const outbound: DayFlight = {
  airline: '',
  flightNumber: '',
  departureAirport: 'Chicago (ORD)',
  arrivalAirport: 'Lisbon (LIS)',
  departureTime: '6:05 PM',
  arrivalTime: '7:40 AM (+1)',
  duration: 'about 8 h 30 min',
  departureTimeZone: 'America/Chicago',
  arrivalTimeZone: 'Europe/Lisbon',
  costCents: 1_280_00,
};
const home: DayFlight = { ...outbound, departureAirport: 'Lisbon (LIS)', arrivalAirport: 'Chicago (ORD)', departureTime: '11:00 AM', arrivalTime: '2:30 PM', departureTimeZone: 'Europe/Lisbon', arrivalTimeZone: 'America/Chicago' };
const plan = [day(1, { flights: [outbound], meals: { dinner: place('Marisqueira') }, activities: [] }), day(2), day(3, { flights: [home], accommodation: place('Airport hotel'), activities: [] })];
const itineraryOf = (days: DayEntry[], destinationCity = trip.destinationCity): Itinerary => ({ ...trip, destinationCity, id: 'trip-1', plan: days, isCompleted: true, created: '', updated: '' });

/** The calendar's lines, unfolded; throws if a line ends anywhere but at CRLF. */
function calendarLines(ics: string): string[] {
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** The events as property maps ('DTSTART;TZID=Europe/Lisbon' -> '20300603T090000'). */
function eventsOf(ics: string): Map<string, string>[] {
  const events: Map<string, string>[] = [];
  let current: Map<string, string> | undefined;
  for (const line of calendarLines(ics)) {
    if (line === 'BEGIN:VEVENT') current = new Map();
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(':');
      current.set(line.slice(0, colon), line.slice(colon + 1));
    }
  }
  return events;
}

const named = (events: Map<string, string>[], summary: string) => events.find((event) => event.get('SUMMARY') === summary);

describe('the calendar export', () => {
  const zoned = itineraryCalendar(itineraryOf(plan), { appName: 'Wayfinder', destinationTimeZone: 'Europe/Lisbon' });
  const events = eventsOf(zoned);

  it('puts every meal and activity in the destination’s time zone, in the view’s slots', () => {
    const tiles = named(events, 'Tile museum');
    expect(tiles?.get('DTSTART;TZID=Europe/Lisbon')).toBe('20300603T090000');
    expect(tiles?.get('DTEND;TZID=Europe/Lisbon')).toBe('20300603T120000');
    expect(named(events, 'Fado')?.get('DTSTART;TZID=Europe/Lisbon')).toBe('20300603T200000');
    expect(named(events, 'Fado')?.get('LOCATION')).toBe('Clube de Fado\\, Lisbon\\, Portugal');
    const dayEvents = events.filter((event) => !event.get('SUMMARY')?.startsWith('Flight'));
    expect(dayEvents).toHaveLength(1 + 5 + 3 + 2);
    for (const event of dayEvents) expect([...event.keys()].filter((key) => key.startsWith('DTSTART'))).toEqual(['DTSTART;TZID=Europe/Lisbon']);
    // One definition per zone used, before the events.
    const lines = calendarLines(zoned);
    for (const zone of ['Europe/Lisbon', 'America/Chicago']) expect(lines.filter((line) => line === `TZID:${zone}`)).toHaveLength(1);
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('holds the flights, leaving in the departure zone and landing in the arrival zone, the next day when marked (+1)', () => {
    const there = named(events, 'Flight Chicago (ORD) to Lisbon (LIS)');
    expect(there?.get('DTSTART;TZID=America/Chicago')).toBe('20300602T180500');
    expect(there?.get('DTEND;TZID=Europe/Lisbon')).toBe('20300603T074000');
    expect(there?.get('DESCRIPTION')).toBe('Chicago (ORD) to Lisbon (LIS)\\, about 8 h 30 min');
    const back = named(events, 'Flight Lisbon (LIS) to Chicago (ORD)');
    expect(back?.get('DTSTART;TZID=Europe/Lisbon')).toBe('20300604T110000');
    expect(back?.get('DTEND;TZID=America/Chicago')).toBe('20300604T143000');
  });

  it('checks in after the landing (or at 3:00 PM) and checks out at 11:00 AM on the last day, from the last night’s stay', () => {
    const checkIn = named(events, 'Check-in: Casa do Rio');
    // Landed 7:40 AM the next day: the check-in follows the transfer.
    expect(checkIn?.get('DTSTART;TZID=Europe/Lisbon')).toBe('20300603T084000');
    expect(named(events, 'Check-out: Casa do Rio')?.get('DTSTART;TZID=Europe/Lisbon')).toBe('20300604T110000');
    const noFlights = eventsOf(itineraryCalendar(itineraryOf([day(1), day(2)]), { appName: 'Wayfinder', destinationTimeZone: 'Europe/Lisbon' }));
    expect(named(noFlights, 'Check-in: Casa do Rio')?.get('DTSTART;TZID=Europe/Lisbon')).toBe('20300602T150000');
    const ownTime = eventsOf(itineraryCalendar(itineraryOf([day(1, { accommodation: { ...place('Casa do Rio'), time: '9:30-10:30 PM' } })]), { appName: 'Wayfinder' }));
    expect(named(ownTime, 'Check-in: Casa do Rio')?.get('DTSTART')).toBe('20300602T213000');
    expect(ownTime.filter((event) => event.get('SUMMARY')?.startsWith('Check-out'))).toHaveLength(0);
  });

  it('floats without a zone, and with a zone it does not know', () => {
    for (const destinationTimeZone of [undefined, 'Mars/Olympus_Mons', 'Europe/Lisbon\r\nX-INJECTED:1']) {
      const floating = itineraryCalendar(itineraryOf(plan.map((entry) => ({ ...entry, flights: entry.flights?.map((flight) => ({ ...flight, arrivalTimeZone: undefined })) }))), { appName: 'Wayfinder', destinationTimeZone });
      expect(floating).not.toContain('TZID');
      expect(floating).not.toContain('X-INJECTED');
      const there = named(eventsOf(floating), 'Flight Chicago (ORD) to Lisbon (LIS)');
      expect(there?.get('DTSTART')).toBe('20300602T180500');
      expect(there?.get('DTEND')).toBe('20300603T074000');
    }
  });

  it('names the file after the destination, safely', () => {
    expect(calendarFileName('Tokyo, Japan')).toBe('tokyo-japan-trip.ics');
    expect(calendarFileName('São Paulo')).toBe('sao-paulo-trip.ics');
    expect(calendarFileName('"; rm -rf /')).toBe('rm-rf-trip.ics');
    expect(calendarFileName('東京')).toBe('itinerary-trip.ics');
  });
});

/** Every line is `NAME[;params]:value`, and the events are exactly those written. */
function expectWellFormed(ics: string, events: number): void {
  const lines = calendarLines(ics);
  for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z-]*(;[^:]*)?:/);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(events);
  expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(events);
  const zones = lines.filter((line) => line === 'BEGIN:VTIMEZONE').length;
  const zoneParts = lines.filter((line) => line === 'BEGIN:STANDARD' || line === 'BEGIN:DAYLIGHT').length;
  expect(lines.filter((line) => line.startsWith('BEGIN:') || line.startsWith('END:'))).toHaveLength(2 + 2 * events + 2 * zones + 2 * zoneParts);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
}

describe('the calendar export of text with control characters', () => {
  const textDay = (texts: { name: string; description: string; venue: string; duration: string }): DayEntry => ({
    day: 1,
    date: '2030-06-02',
    accommodation: { name: texts.name, description: texts.description, costCents: 100 },
    meals: { breakfast: { name: texts.name, description: texts.description, venue: texts.venue, costCents: 100 } },
    activities: [{ name: texts.name, description: texts.description, venue: texts.venue, duration: texts.duration, costCents: 0 }],
    transportation: [],
    flights: [{ ...outbound, airline: texts.name, flightNumber: texts.duration, departureAirport: texts.venue, departureTime: texts.duration }],
  });

  it('keeps a lone carriage return from starting a calendar line (an old row may hold one)', () => {
    const injected = 'Museum\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Injected\rDTSTART:20300101T000000';
    const ics = itineraryCalendar(itineraryOf([textDay({ name: injected, description: injected, venue: injected, duration: '2\rhours' })], `Phoenix\rX-INJECTED:1`), { appName: 'Wayfinder\rX-APP:1', destinationTimeZone: 'Europe/Lisbon' });
    expectWellFormed(ics, 3);
    expect(calendarLines(ics).some((line) => line.startsWith('SUMMARY:Injected') || line.startsWith('X-INJECTED') || line.startsWith('X-APP'))).toBe(false);
    expect(ics).toContain('Museum END:VEVENT BEGIN:VEVENT');
  });

  it('writes well-formed lines and exactly the expected events, whatever the text', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.array(fc.constantFrom('\r', '\n', '\r\n', 'END:VEVENT', 'BEGIN:VEVENT', ':', ';', ',', '\\', '\u0000', '\u0085', '\u2028', '\t', 'é', '😀', 'ש'), { maxLength: 60 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(fc.record({ name: text, description: text, venue: text, duration: text }), text, fc.constantFrom(undefined, 'Asia/Tokyo'), (texts, city, zone) => {
        // Breakfast, the activity and the check-in, and the flight when its departure time reads.
        const ics = itineraryCalendar(itineraryOf([textDay(texts)], city), { appName: 'Wayfinder', destinationTimeZone: zone });
        expectWellFormed(ics, parseClockTime(texts.duration) ? 4 : 3);
      }),
      { numRuns: 300 },
    );
  });
});
