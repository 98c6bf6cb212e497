import type { DayEntry } from '../../shared/itineraries/itinerary.schema.ts';
import { type Diet, readRequests, type TripRequests, wordsOf } from './trip-requests.ts';

/**
 * A real model is told the requests the planner understands (`requestLines`), and what it writes
 * is checked for them (`unmetRequests`): a meat dish on a vegetarian trip, a bar crawl with
 * children, no temple when one was asked for. The checks read the day's words, so they catch what
 * a plan says, not what a place serves; they are a net under the prompt, not a guarantee.
 */

/** The requests, as lines of the model's prompt (our words, never the traveller's). */
export function requestLines(requests: TripRequests): string[] {
  const lines: string[] = [];
  if (requests.noEarlyMornings) lines.push('No early mornings: breakfast from 9:30 AM, nothing planned before 10:30 AM, no sunrise outings.');
  for (const diet of requests.diets) lines.push(`Every meal ${diet}: name ${diet} dishes and places that serve them.`);
  if (requests.accessible) lines.push('Step-free: accessible stays and venues, no hikes or climbs, short distances.');
  if (requests.withChildren) lines.push('Travelling with children: child-friendly visits and meals, no bars or nightclubs.');
  if (requests.lessWalking) lines.push('Less walking: at most two outings a day, taxis or public transport between them, no walking tours or hikes.');
  for (const place of requests.dayTrips) lines.push(`One full day is a day trip to ${place}, named in that day's activities.`);
  if (requests.interests.length > 0) lines.push(`More of: ${requests.interests.join(', ')}.`);
  if (requests.temple) lines.push('Include a visit to a temple or shrine.');
  if (requests.restDay) lines.push('One rest day with a single relaxed activity.');
  if (requests.cheaper) lines.push('Cheaper: the cheapest sensible choices and free visits.');
  return lines;
}

const meat = ['beef', 'pork', 'chicken', 'steak', 'ham', 'bacon', 'lamb', 'duck', 'veal', 'sausage', 'sausages', 'salami', 'chorizo', 'prosciutto', 'yakitori', 'barbecue', 'bbq', 'burger', 'burgers', 'meatballs', 'kebab', 'brisket', 'ribs', 'turkey', 'goose', 'venison', 'pastrami'];
const seafood = ['fish', 'seafood', 'sushi', 'sashimi', 'shrimp', 'prawns', 'prawn', 'lobster', 'crab', 'oysters', 'oyster', 'clams', 'mussels', 'octopus', 'squid', 'calamari', 'cod', 'bacalhau', 'sardines', 'tuna', 'salmon', 'anchovies', 'eel'];
const animalProducts = ['cheese', 'egg', 'eggs', 'butter', 'milk', 'cream', 'yogurt', 'yoghurt', 'honey', 'gelato', 'custard', 'omelette', 'pastel', 'pasteis', 'croissant', 'croissants'];
const notKosher = ['pork', 'ham', 'bacon', 'shrimp', 'prawns', 'prawn', 'lobster', 'crab', 'oysters', 'oyster', 'clams', 'mussels', 'octopus', 'squid', 'calamari', 'chorizo', 'prosciutto', 'salami', 'eel'];
const notHalal = ['pork', 'ham', 'bacon', 'chorizo', 'prosciutto', 'salami', 'wine', 'beer', 'sake', 'cocktail', 'cocktails', 'pub', 'brewery', 'winery', 'whisky', 'whiskey', 'port'];
const forbidden: Record<Diet, readonly string[]> = { vegetarian: [...meat, ...seafood], vegan: [...meat, ...seafood, ...animalProducts], kosher: notKosher, halal: notHalal };
/** Words that say the dish is the diet's own ('vegetarian sushi', 'vegan cheese'): the check trusts them. */
const dietWords: Record<Diet, readonly string[]> = { vegetarian: ['vegetarian', 'vegan', 'veggie', 'plant'], vegan: ['vegan', 'plant'], kosher: ['kosher'], halal: ['halal'] };

const adultsOnly = ['bar', 'bars', 'pub', 'pubs', 'nightclub', 'nightclubs', 'club', 'cocktail', 'cocktails', 'brewery', 'winery', 'casino'];
const strenuous = ['hike', 'hiking', 'climb', 'climbing', 'trek', 'trekking', 'walking tour', 'cycling tour', 'bike tour'];
const early = ['sunrise', 'dawn'];
const templeWords = ['temple', 'shrine', 'pagoda', 'monastery', 'mosque', 'synagogue', 'wat'];

const has = (words: readonly string[], list: readonly string[]) => list.some((item) => (item.includes(' ') ? words.join(' ').includes(item) : words.includes(item)));

/** What the days do not honour, in words a log or the traveller can read; empty when all is kept. */
export function unmetRequests(days: readonly DayEntry[], requests: TripRequests): string[] {
  const unmet: string[] = [];
  const meals = days.flatMap((day) => [day.meals.breakfast, day.meals.lunch, day.meals.dinner].filter((meal) => meal !== undefined));
  for (const diet of requests.diets) {
    const broken = meals.filter((meal) => {
      const words = wordsOf(`${meal.name} ${meal.description}`);
      return has(words, forbidden[diet]) && !has(words, dietWords[diet]);
    });
    if (broken.length > 0) unmet.push(`${diet}: ${broken.map((meal) => meal.name).join(', ')}`);
  }
  const activities = days.flatMap((day) => day.activities);
  const activityWords = activities.map((activity) => wordsOf(`${activity.name} ${activity.description}`));
  if (requests.withChildren && activityWords.some((words) => has(words, adultsOnly))) unmet.push('with children: an adults-only outing');
  if ((requests.lessWalking || requests.accessible) && activityWords.some((words) => has(words, strenuous))) unmet.push('less walking: a hike, climb or walking tour');
  if (requests.noEarlyMornings && activityWords.some((words) => has(words, early))) unmet.push('no early mornings: a sunrise outing');
  if (requests.temple && !activityWords.some((words) => has(words, templeWords))) unmet.push('a temple: none planned');
  for (const place of requests.dayTrips) {
    const named = wordsOf(place).join(' ');
    const mentioned = days.some((day) => wordsOf([...day.activities.map((activity) => `${activity.name} ${activity.description}`), ...day.transportation.map((ride) => ride.description)].join(' ')).join(' ').includes(named));
    if (!mentioned) unmet.push(`day trip to ${place}: not planned`);
  }
  // An interest counts as planned when an activity's own words ask for it the way a traveller would.
  const plannedInterests = new Set(activities.flatMap((activity) => readRequests(`${activity.name}. ${activity.description}`).interests));
  for (const interest of requests.interests) if (!plannedInterests.has(interest)) unmet.push(`more ${interest.toLowerCase()}: none planned`);
  return unmet;
}
