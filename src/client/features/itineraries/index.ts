// The itineraries feature's public entry: the itinerary view and its stream reader, the saved
// itineraries' calls and the planner's current itinerary, which the planner feature uses.
// Its route screens (screens/*.tsx) are loaded by app/router.tsx with import() only, so that
// each stays its own chunk; they are not re-exported here (docs/architecture.md).
export { itineraryQueryOptions, storeItinerary, useItinerary, usePlannerPreferences } from './api/itineraries.ts';
export { type ItineraryStreamHandlers, ItineraryStreamError, postItineraryStream } from './api/itinerary-stream.ts';
export { ItineraryViewSkeleton } from './components/itinerary-view.tsx';
export { OwnedItineraryView } from './components/owned-itinerary-view.tsx';
export { tripTitle } from './components/itinerary-summary.tsx';
export { type CurrentItinerary, useCurrentItinerary } from './current-itinerary.ts';
export { formatDateRange, type ViewableTrip } from './trip-format.ts';
