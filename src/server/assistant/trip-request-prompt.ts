import type { TripRequest } from '../../shared/assistant/trip-request.schema.ts';
import { removeInvisible } from './sanitize.ts';

/** How each field reads to the model, in the order the planner's form asks for them. */
const labels: [keyof TripRequest, string][] = [
  ['departureCity', 'Departure city'],
  ['destinationCity', 'Destination city'],
  ['departureDate', 'Departure date'],
  ['returnDate', 'Return date'],
  ['numPeople', 'Travellers'],
  ['budget', 'Budget'],
  ['accommodationPreference', 'Accommodation'],
  ['foodPreference', 'Food'],
  ['transportationPreference', 'Transportation'],
  ['activities', 'Activities'],
  ['otherPreferences', 'Other preferences'],
];

/**
 * One value on one line: invisible characters gone and every run of whitespace (newlines too)
 * made a single space, so a field cannot forge a line of its own in the prompt.
 */
function oneLine(value: string): string {
  return removeInvisible(value)
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
}

/**
 * The trip request as the model reads it: `Trip request:` and one short `Label: value` line per
 * field that says something. Never JSON: its size is the sum of the (bounded) fields, whatever
 * shape a client sends. Empty when no field says anything.
 */
export function renderTripRequest(trip: TripRequest | undefined): string {
  if (!trip) return '';
  const lines: string[] = [];
  for (const [field, label] of labels) {
    const value = trip[field];
    const text = Array.isArray(value) ? value.map(oneLine).filter(Boolean).join(', ') : typeof value === 'number' ? String(value) : oneLine(value ?? '');
    if (text) lines.push(`${label}: ${text}`);
  }
  return lines.length > 0 ? ['Trip request:', ...lines].join('\n') : '';
}
