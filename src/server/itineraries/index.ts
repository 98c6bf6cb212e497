export { itinerariesRoutes, sharedItinerariesRoutes } from './itineraries.routes.ts';
export { createItinerariesService, type ItinerariesService } from './itineraries.service.ts';
export { createItineraryQueries } from './itineraries.queries.ts';
export { createGenerationLimits } from './generation-limits.ts';
export { createOfflinePlanner, type ItineraryPlanner } from './itinerary-planner.ts';
export { createModelPlanner } from './model-planner.ts';
export { createShareTokens } from './share-links.ts';
export { createTravelAssistant } from './travel-assistant.ts';
