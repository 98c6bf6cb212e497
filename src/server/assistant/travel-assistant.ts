import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { TripRequest } from '../../shared/assistant/trip-request.schema.ts';
import type { AuthUser } from '../auth/auth.ts';

/**
 * The spec's travel assistant (advisor '2'): the planner's creation call sends the trip request
 * as `travelData` with an empty message and reads the itinerary back as streamed text in the
 * spec's format (travel planner spec, section 7). It is not an advisor of the catalogue; the
 * itineraries feature implements this port and app/services.ts wires it in (decision 0161's
 * pattern), so the assistant knows nothing of how trips are planned.
 */
export const travelAssistantId = '2';

export interface TravelAssistant {
  /** Streams the trip as the assistant streams a reply: `data: {"choices":[{"delta":{"content"}}]}` chunks, then `data: [DONE]`. */
  streamTrip(input: { user: AuthUser; travelData: TripRequest; reply: FastifyReply; requestId: string; log: FastifyBaseLogger }): Promise<void>;
}
