import { describe, expect, it } from 'vitest';
import type { DayEntry } from '../../shared/itineraries/itinerary.schema.ts';
import { requestLines, unmetRequests } from './request-checks.ts';
import { readRequests } from './trip-requests.ts';

const place = (name: string, description = '') => ({ name, description, costCents: 0 });
const day = (meals: [string, string, string], activities: string[], transport: string[] = []): DayEntry => ({
  day: 1,
  date: '2030-06-01',
  accommodation: place('Hotel'),
  meals: { breakfast: place(meals[0]), lunch: place(meals[1]), dinner: place(meals[2]) },
  activities: activities.map((name) => ({ ...place(name), duration: '2 hours' })),
  transportation: transport.map((description) => ({ type: 'Train', description, costCents: 0 })),
});

describe('what a model is told and what its answer is checked for', () => {
  it('turns the requests into prompt lines in our own words', () => {
    const lines = requestLines(readRequests('vegetarian, no early mornings, day trip to Sintra, a temple'));
    expect(lines).toEqual([
      expect.stringContaining('No early mornings'),
      expect.stringContaining('Every meal vegetarian'),
      expect.stringContaining('day trip to Sintra'),
      'Include a visit to a temple or shrine.',
    ]);
    expect(requestLines(readRequests(''))).toEqual([]);
  });

  it('finds a meat dish on a vegetarian trip, but trusts a dish that says it is vegetarian', () => {
    const requests = readRequests('vegetarian');
    expect(unmetRequests([day(['Pastry', 'Grilled sardines', 'Vegetarian sushi'], ['Museum'])], requests)).toEqual(['vegetarian: Grilled sardines']);
    expect(unmetRequests([day(['Fruit', 'Vegetable curry', 'Mushroom risotto'], ['Museum'])], requests)).toEqual([]);
  });

  it('holds halal, kosher and vegan to their own rules', () => {
    expect(unmetRequests([day(['Eggs', 'Salad', 'Rice'], [])], readRequests('vegan'))).toEqual(['vegan: Eggs']);
    expect(unmetRequests([day(['Eggs', 'Shrimp tacos', 'Rice'], [])], readRequests('kosher'))).toEqual(['kosher: Shrimp tacos']);
    expect(unmetRequests([day(['Eggs', 'Salad', 'Dinner with wine pairing'], [])], readRequests('halal'))).toEqual(['halal: Dinner with wine pairing']);
  });

  it('finds the missing temple, day trip and museums, and the outing that does not suit', () => {
    const requests = readRequests('with kids, a temple, day trip to Sintra, more museums, less walking');
    expect(unmetRequests([day(['a', 'b', 'c'], ['Rooftop bar crawl', 'Guided hike'])], requests)).toEqual([
      'with children: an adults-only outing',
      'less walking: a hike, climb or walking tour',
      'a temple: none planned',
      'day trip to Sintra: not planned',
      'more museums: none planned',
    ]);
    expect(unmetRequests([day(['a', 'b', 'c'], ['Senso-ji temple', 'National Museum of Azulejo'], ['Train to Sintra and back'])], requests)).toEqual([]);
  });
});
