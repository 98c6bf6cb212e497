import { describe, expect, it, vi } from 'vitest';
import type { DayEntry, Itinerary } from '../../../../shared/itineraries/itinerary.schema.ts';
import { ItineraryStreamError, readItineraryStream } from './itinerary-stream.ts';
import { chunkedBody } from '../../../lib/chunked-body.ts';

const day = (n: number): DayEntry => ({
  day: n,
  date: `2026-06-0${n}`,
  accommodation: { name: 'Hotel Sakura', description: 'Near the station', venue: 'Hotel Sakura', costCents: 20000 },
  meals: { breakfast: { name: 'Café', description: 'Coffee', costCents: 1500 } },
  activities: [{ name: 'Museum', description: 'Morning visit', duration: '3 hours', costCents: 2000 }],
  transportation: [{ type: 'Metro', description: 'Day pass', costCents: 800 }],
});

const itinerary: Itinerary = {
  id: '3f1c1dea-1111-4222-8333-444455556666',
  departureCity: 'Phoenix, AZ',
  destinationCity: 'Tokyo, Japan',
  numPeople: 2,
  budget: 5000,
  departureDate: '2026-06-01',
  returnDate: '2026-06-02',
  accommodationPreference: 'Hotel',
  foodPreference: 'Local cuisine',
  transportationPreference: 'Public Transport',
  activities: ['Museums'],
  otherPreferences: '',
  plan: [day(1), day(2)],
  isCompleted: true,
  created: '2026-05-01T00:00:00.000Z',
  updated: '2026-05-01T00:00:00.000Z',
};

const body = (text: string, size = 7) => chunkedBody(text, size);

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

describe('readItineraryStream', () => {
  it('hands over each complete day as it comes, then resolves with the saved itinerary', async () => {
    const onDay = vi.fn();
    const text = `: comment\n\n${event('day', day(1))}${event('day', day(2))}${event('itinerary', itinerary)}data: [DONE]\n\n`;
    await expect(readItineraryStream(body(text), { onDay })).resolves.toEqual(itinerary);
    expect(onDay.mock.calls.map(([entry]) => (entry as DayEntry).day)).toEqual([1, 2]);
  });

  it('reads the safety event with its resources', async () => {
    const onSafety = vi.fn();
    const resources = [{ label: '988', detail: 'Call or text', href: 'tel:988' }, { nope: true }];
    await readItineraryStream(body(`${event('safety', { resources })}${event('itinerary', itinerary)}data: [DONE]\n\n`), { onSafety });
    expect(onSafety).toHaveBeenCalledWith([resources[0]]);
  });

  it('skips a day that breaks the contract', async () => {
    const onDay = vi.fn();
    await readItineraryStream(body(`${event('day', { day: 'one' })}${event('day', day(1))}${event('itinerary', itinerary)}data: [DONE]\n\n`), { onDay });
    expect(onDay).toHaveBeenCalledTimes(1);
  });

  it('rejects with the message of an error event', async () => {
    const promise = readItineraryStream(body(`${event('day', day(1))}${event('error', { message: 'The planner is busy.' })}`), {});
    await expect(promise).rejects.toThrow(new ItineraryStreamError('The planner is busy.'));
  });

  it('rejects a stream cut before the itinerary', async () => {
    await expect(readItineraryStream(body(event('day', day(1))), {})).rejects.toBeInstanceOf(ItineraryStreamError);
    await expect(readItineraryStream(body('data: [DONE]\n\n'), {})).rejects.toThrow(/interrupted/);
  });
});
