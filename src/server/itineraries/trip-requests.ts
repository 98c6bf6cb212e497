import { type InterestOption } from '../../shared/itineraries/planner-options.ts';

/**
 * What the planner understands in the trip's free text ("Other preferences") and in a one-day-again
 * note: a documented, closed set of requests (README, "What the planner understands"). The text is
 * split into words and compared with fixed word sequences; it never becomes a pattern. A request
 * preceded by a negation ("no museums", "not vegetarian") is not taken as asked.
 */

export type Diet = 'vegetarian' | 'vegan' | 'kosher' | 'halal';

export interface TripRequests {
  /** Nothing before 10 AM: a late breakfast, the first visit at 10:30, no early flight. */
  noEarlyMornings: boolean;
  /** An evening outbound flight ('evening flight', 'fly after work'). */
  eveningFlight: boolean;
  diets: Diet[];
  /** Step-free stays and venues, no long walks. */
  accessible: boolean;
  withChildren: boolean;
  /** Places named after 'day trip to' ('Sintra'), as written. */
  dayTrips: string[];
  /** Interests asked for by name ('more museums', 'a jazz night'). */
  interests: InterestOption[];
  temple: boolean;
  lessWalking: boolean;
  restDay: boolean;
  /** A one-day-again note: 'cheaper', 'on a budget'. */
  cheaper: boolean;
}

/** Lower case, accents off, apostrophes joined ("don't" -> "dont"), every other mark a break. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const negations = new Set(['no', 'not', 'without', 'dont', 'never', 'avoid', 'skip', 'hate', 'nothing', 'none', 'zero', 'less']);

type Phrase = readonly string[];
const phrases = (...list: string[]): Phrase[] => list.map((item) => item.split(' '));

/** Indexes where `phrase` starts in `words`. */
function findPhrase(words: readonly string[], phrase: Phrase): number[] {
  const found: number[] = [];
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((word, offset) => words[start + offset] === word)) found.push(start);
  }
  return found;
}

/** Within the three words before `index`, a negation ('no museums', 'dont need a rest day'). */
function negated(words: readonly string[], index: number): boolean {
  return [words[index - 1], words[index - 2], words[index - 3]].some((word) => word !== undefined && negations.has(word));
}

const asked = (words: readonly string[], list: readonly Phrase[]) => list.some((phrase) => findPhrase(words, phrase).some((index) => !negated(words, index)));
const mentioned = (words: readonly string[], list: readonly Phrase[]) => list.some((phrase) => findPhrase(words, phrase).length > 0);

const noEarlyPhrases = phrases('no early', 'not early', 'nothing early', 'sleep in', 'sleeping in', 'lie in', 'lie ins', 'late start', 'late starts', 'late riser', 'late risers', 'nothing before 10', 'not before 10', 'start late', 'slow mornings', 'lazy mornings');
const notMorningPerson = phrases('not a morning person', 'not morning people', 'arent morning people', 'hate early', 'hate mornings');
const eveningFlightPhrases = phrases('evening flight', 'late flight', 'night flight', 'fly after work', 'fly in the evening', 'arrive late', 'arriving late', 'late arrival');

const dietPhrases: Record<Diet, Phrase[]> = {
  vegan: phrases('vegan', 'vegans', 'plant based', 'no animal products'),
  vegetarian: phrases('vegetarian', 'vegetarians', 'veggie', 'meat free', 'meatless', 'no meat', 'dont eat meat', 'pescatarian'),
  kosher: phrases('kosher'),
  halal: phrases('halal'),
};

const accessiblePhrases = phrases('wheelchair', 'wheelchairs', 'accessible', 'accessibility', 'step free', 'stepfree', 'limited mobility', 'mobility', 'no stairs', 'disabled', 'disability', 'walker', 'mobility scooter');
const childrenPhrases = phrases('kids', 'kid', 'children', 'child', 'toddler', 'toddlers', 'baby', 'babies', 'son', 'daughter', 'sons', 'daughters', 'family friendly', 'family trip', 'with family');
const templePhrases = phrases('temple', 'temples', 'shrine', 'shrines', 'pagoda', 'pagodas', 'monastery', 'monasteries', 'mosque', 'mosques', 'synagogue', 'synagogues');
const lessWalkingPhrases = phrases('less walking', 'little walking', 'minimal walking', 'not much walking', 'limited walking', 'fewer walks', 'no long walks', 'no long walking', 'avoid walking', 'bad knees', 'bad knee', 'bad back', 'cant walk far', 'not walk far', 'tired legs', 'no hiking');
const restDayPhrases = phrases('rest day', 'day of rest', 'day off', 'lazy day', 'relaxing day', 'relaxed day', 'down day', 'recovery day', 'free day', 'a day to rest', 'a day to relax', 'easy day', 'restful day');
const cheaperPhrases = phrases('cheap', 'cheaper', 'cheapest', 'budget', 'less expensive', 'inexpensive', 'lower cost', 'save money', 'affordable', 'free activities', 'free things', 'for free', 'low cost', 'spend less');

/** Words that ask for an interest, and the interest. */
const interestPhrases: readonly [InterestOption, Phrase[]][] = [
  ['Museums', phrases('museum', 'museums')],
  ['Historical Sites', phrases('history', 'historic', 'historical', 'castle', 'castles', 'ruins', 'heritage', 'palace', 'palaces')],
  ['Food Tours', phrases('food tour', 'food tours', 'food walk', 'tasting', 'tastings', 'cooking class', 'foodie', 'foodies')],
  ['Shopping', phrases('shopping', 'shops', 'boutiques', 'boutique')],
  ['Outdoor Adventures', phrases('outdoor', 'outdoors', 'hike', 'hikes', 'hiking', 'kayak', 'kayaking', 'nature', 'adventure', 'adventures')],
  ['Beaches', phrases('beach', 'beaches', 'swim', 'swimming', 'seaside')],
  ['Local Markets', phrases('market', 'markets', 'bazaar', 'bazaars')],
  ['Nightlife', phrases('nightlife', 'bar', 'bars', 'clubs', 'clubbing', 'to party', 'partying', 'parties')],
  ['Live Music', phrases('music', 'concert', 'concerts', 'jazz', 'gig', 'gigs', 'fado', 'opera')],
  ['Art Galleries', phrases('art', 'arts', 'gallery', 'galleries', 'painting', 'paintings')],
  ['Theme Parks', phrases('theme park', 'theme parks', 'amusement park', 'rides', 'roller coaster', 'roller coasters')],
  ['Wildlife', phrases('wildlife', 'animals', 'zoo', 'zoos', 'aquarium', 'birds', 'birdwatching')],
  ['Photography Spots', phrases('photo', 'photos', 'photography', 'viewpoint', 'viewpoints', 'views', 'scenic', 'sunset', 'sunsets')],
];

const dayTripLeads = phrases('day trip to', 'daytrip to', 'day trip in', 'day out to', 'excursion to', 'side trip to', 'trip out to');
/** Words that end a place's name after 'day trip to'. */
const nameEnds = new Set(['and', 'or', 'with', 'on', 'for', 'by', 'if', 'then', 'please', 'maybe', 'too', 'also', 'the', 'a', 'day', 'one', 'at', 'in']);

/**
 * The place after 'day trip to', taken from the original text so that its spelling stays: up to
 * three words, ending at punctuation or a joining word ('Sintra and a late dinner' -> 'Sintra').
 */
function dayTripPlaces(text: string): string[] {
  const places: string[] = [];
  // Sentences and clauses are read separately, so that a name never runs past a comma.
  for (const clause of text.split(/[,.;:!?()\n]+/)) {
    const original = clause.trim().split(/\s+/).filter(Boolean);
    const words = original.map((word) => wordsOf(word).join(''));
    for (const lead of dayTripLeads) {
      for (const index of findPhrase(words, lead)) {
        const name: string[] = [];
        for (let at = index + lead.length; at < words.length && name.length < 3; at++) {
          if (nameEnds.has(words[at] ?? '') && name.length > 0) break;
          if (nameEnds.has(words[at] ?? '')) continue;
          name.push(original[at] ?? '');
        }
        const place = name.join(' ').trim();
        if (place && !places.includes(place)) places.push(place);
      }
    }
  }
  return places;
}

export function readRequests(text: string): TripRequests {
  const words = wordsOf(text);
  const diets = (Object.keys(dietPhrases) as Diet[]).filter((diet) => asked(words, dietPhrases[diet]));
  // A vegan plate is a vegetarian one; kept once, as the stricter.
  const uniqueDiets = diets.includes('vegan') ? diets.filter((diet) => diet !== 'vegetarian') : diets;
  return {
    noEarlyMornings: mentioned(words, noEarlyPhrases) || mentioned(words, notMorningPerson),
    eveningFlight: asked(words, eveningFlightPhrases),
    diets: uniqueDiets,
    accessible: asked(words, accessiblePhrases),
    withChildren: asked(words, childrenPhrases),
    dayTrips: dayTripPlaces(text),
    interests: interestPhrases.filter(([, list]) => asked(words, list)).map(([interest]) => interest),
    temple: asked(words, templePhrases),
    lessWalking: mentioned(words, lessWalkingPhrases),
    restDay: asked(words, restDayPhrases),
    cheaper: asked(words, cheaperPhrases),
  };
}

/** No request at all (a trip without free text). */
export const noRequests: TripRequests = readRequests('');

/** A trip's requests and a note's, together (the note adds to what the trip asked). */
export function mergeRequests(trip: TripRequests, note: TripRequests): TripRequests {
  return {
    noEarlyMornings: trip.noEarlyMornings || note.noEarlyMornings,
    eveningFlight: trip.eveningFlight,
    diets: [...new Set([...trip.diets, ...note.diets])],
    accessible: trip.accessible || note.accessible,
    withChildren: trip.withChildren || note.withChildren,
    dayTrips: note.dayTrips,
    interests: [...new Set([...note.interests, ...trip.interests])],
    temple: note.temple,
    lessWalking: trip.lessWalking || note.lessWalking,
    restDay: note.restDay,
    cheaper: note.cheaper,
  };
}
