import { durationText } from './named-venue.ts';
import type { VenueOption } from './trip-content.types.ts';

/*
 * A day trip from the destination to a named nearby place, in honest generic pieces: the journey
 * there with a first walk, a sight, a viewpoint, and the journey back. Travel time assumes about
 * 60 km/h door to door by train or coach (stations, waits and city traffic included); transport is
 * priced at about $0.15 per km per person at the US price level (2025 regional rail and coach
 * fares), so the planner multiplies it by the destination's price level like any generic price.
 */

const kmPerHour = 60;
const usdPerKm = 0.15;

function roundToHalf(hours: number): number {
  return Math.max(0.5, Math.round(hours * 2) / 2);
}

export function dayTripActivities(from: { name: string }, to: { name: string }, distanceKm: number): readonly VenueOption[] {
  const km = Number.isFinite(distanceKm) && distanceKm > 0 ? distanceKm : 0;
  const travelHours = roundToHalf(km / kmPerHour);
  const fare = Math.round(km * usdPerKm);
  const how = km < 15 ? 'by local transport' : 'by train or coach';
  const long = travelHours > 2.5 ? ` At about ${durationText(travelHours)} each way this is a long day; a night in ${to.name} may suit better.` : '';
  const outHours = travelHours + 2;
  const piece = (part: Omit<VenueOption, 'named' | 'duration' | 'tags'> & { tags: VenueOption['tags'] }): VenueOption => ({
    ...part,
    duration: durationText(part.durationHours),
    named: false,
    tags: [...part.tags, 'day-trip'],
  });
  return [
    piece({
      name: `Day trip to ${to.name}: the journey and the old centre`,
      venue: `${to.name}, ${how} from ${from.name}`,
      description: `Travel ${how} from ${from.name} to ${to.name} (about ${durationText(travelHours)}), then a first walk through its centre.${long}`,
      durationHours: outHours,
      interest: 'Historical Sites',
      slots: ['morning'],
      price: { usd: fare, scaled: true },
      tags: ['outdoor'],
      walking: 'moderate',
    }),
    piece({
      name: `The main sight of ${to.name}`,
      venue: `a museum, castle or landmark in ${to.name}`,
      description: `The landmark ${to.name} is best known for; check its opening days before going.`,
      durationHours: 2,
      interest: 'Historical Sites',
      slots: ['morning', 'afternoon'],
      price: { usd: 18, scaled: true },
      tags: ['indoor'],
      walking: 'moderate',
    }),
    piece({
      name: `A viewpoint or garden in ${to.name}`,
      venue: `a viewpoint or garden in ${to.name}`,
      description: `A slower hour in ${to.name} before heading back.`,
      durationHours: 1,
      interest: 'Photography Spots',
      slots: ['afternoon'],
      price: { usd: 0, scaled: true },
      tags: ['outdoor', 'free'],
      walking: 'moderate',
    }),
    piece({
      name: `Back to ${from.name}`,
      venue: `${how} from ${to.name} to ${from.name}`,
      description: `The journey back to ${from.name}, about ${durationText(travelHours)}, a chance to sit and rest.`,
      durationHours: travelHours,
      interest: 'Rest',
      slots: ['afternoon', 'evening'],
      price: { usd: fare, scaled: true },
      tags: ['rest'],
      walking: 'low',
    }),
  ];
}
