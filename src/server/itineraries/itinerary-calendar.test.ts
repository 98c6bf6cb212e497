import { describe, expect, it } from 'vitest';
import type { Itinerary } from '../../shared/itineraries/itinerary.schema.ts';
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
