/**
 * The planner's limits in words, on the home page. Written out rather than built from
 * shared/itineraries/planner-options.ts, whose chunk would put the home page over its JavaScript
 * budget; travel-planner-copy.test.ts holds the words to the numbers the server enforces.
 */
export const itineraryLimitsNote = 'The Free plan includes one itinerary; Premium keeps up to 200.';
