import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { TripRequest as LooseTripRequest } from '../../shared/assistant/trip-request.schema.ts';
import type { AuthUser } from '../auth/auth.ts';
import { itineraryMessages, plannerDefaults, tripLimits } from '../../shared/itineraries/planner-options.ts';
import { renderItineraryText } from '../../shared/itineraries/itinerary-text.ts';
import { addDays, defaultTripDates, inclusiveDays, isIsoDate } from '../../shared/itineraries/trip-dates.ts';
import { type CrisisScreen, freeTextOf } from '../safety/index.ts';
import { openEventStream } from '../http/event-stream.ts';
import type { ItinerariesService } from './itineraries.service.ts';
import type { PlannerTrip } from './offline-planner.ts';

/**
 * The spec-compatible creation call (POST /api/assistant, advisor '2', `travelData`): the trip is
 * planned like any other (the offline planner or the model, the same limits and day rules) and
 * streamed as the spec's text format in the assistant's wire format, one day per chunk, so the
 * spec's parser turns the concatenation back into the days. Nothing is saved: in the spec the page
 * saves what it parsed, which here is POST /api/itineraries with its free limit.
 */

const delta = (content: string) => ({ choices: [{ delta: { content } }] });

/** The loose trip request with the gaps filled from the planner's defaults and bounds. */
export function plannerTripFrom(travelData: LooseTripRequest, now: Date): PlannerTrip {
  const dateOf = (value: string | undefined) => (value && isIsoDate(value.slice(0, 10)) ? value.slice(0, 10) : undefined);
  const defaults = defaultTripDates(now);
  const departureDate = dateOf(travelData.departureDate) ?? defaults.departureDate;
  let returnDate = dateOf(travelData.returnDate) ?? addDays(departureDate, inclusiveDays(defaults.departureDate, defaults.returnDate) - 1);
  if (returnDate < departureDate) returnDate = departureDate;
  if (inclusiveDays(departureDate, returnDate) > tripLimits.maxDays) returnDate = addDays(departureDate, tripLimits.maxDays - 1);
  const text = (value: string | undefined, fallback: string) => value?.trim() || fallback;
  return {
    departureCity: text(travelData.departureCity, 'Home'),
    destinationCity: text(travelData.destinationCity, 'Your destination'),
    numPeople: Math.min(tripLimits.maxPeople, travelData.numPeople ?? plannerDefaults.numPeople),
    budget: Math.min(tripLimits.maxBudget, Math.max(tripLimits.minBudget, Math.round(travelData.budget ?? plannerDefaults.budget))),
    departureDate,
    returnDate,
    accommodationPreference: text(travelData.accommodationPreference, plannerDefaults.accommodation),
    foodPreference: text(travelData.foodPreference, plannerDefaults.food.join(', ')),
    transportationPreference: text(travelData.transportationPreference, plannerDefaults.transportation.join(', ')),
    activities: travelData.activities?.filter((activity) => activity.trim()).length ? travelData.activities : [...plannerDefaults.activities],
    otherPreferences: travelData.otherPreferences ?? '',
  };
}

export function createTravelAssistant({ itineraries, crisisScreen, heartbeatMs = 15_000, now = () => new Date() }: { itineraries: ItinerariesService; crisisScreen: CrisisScreen; heartbeatMs?: number; now?: () => Date }) {
  return {
    async streamTrip({ user, travelData, reply, requestId, log }: { user: AuthUser; travelData: LooseTripRequest; reply: FastifyReply; requestId: string; log: FastifyBaseLogger }): Promise<void> {
      const trip = plannerTripFrom(travelData, now());
      // The generation limits answer 429 as JSON, before the stream opens.
      const planned = await itineraries.planText(user, trip);
      let crisis: boolean;
      try {
        // Its turn at the crisis check before the stream opens: a busy check is refused as JSON.
        crisis = (await crisisScreen.screen(freeTextOf(travelData), { user: user.id, secondOpinion: false })).local !== null;
      } catch (error) {
        planned.release();
        throw error;
      }
      const stream = openEventStream(reply, { heartbeatMs, requestId, stop: planned.stop });
      try {
        // The assistant's own safety event: the banner shows, the plan still comes.
        if (crisis) stream.data({ safety: { crisis: true } });
        let first = true;
        for await (const day of planned.days(stream.signal)) {
          await stream.data(delta(`${first ? '' : '\n\n'}${renderItineraryText([day], undefined, { numPeople: trip.numPeople })}`));
          first = false;
        }
        if (first) stream.data({ error: { message: itineraryMessages.generateFailed } });
      } catch (error) {
        if (stream.signal.aborted) return stream.end();
        log.warn({ err: error }, 'travel assistant failed');
        stream.data({ error: { message: itineraryMessages.generateFailed } });
      } finally {
        planned.release();
      }
      if (stream.signal.aborted) return stream.end();
      stream.done();
    },
  };
}
