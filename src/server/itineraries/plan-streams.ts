import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { crisisResources } from '../../shared/chat/crisis-resources.ts';
import { type DayEntry, type GenerateItineraryRequest, type Itinerary, itineraryStreamEvents } from '../../shared/itineraries/itinerary.schema.ts';
import { itineraryLimits, itineraryMessages } from '../../shared/itineraries/planner-options.ts';
import type { AuthUser } from '../auth/auth.ts';
import { ApiError } from '../http/api-error.ts';
import { awaitSecondOpinion, openEventStream, type StreamRegistry, type StreamWork } from '../http/event-stream.ts';
import type { SlotLimits } from '../rate-limits/slot-limits.ts';
import { type CrisisScreen, freeTextOf } from '../safety/index.ts';
import type { ItineraryQueries } from './itineraries.queries.ts';
import type { ItineraryPlanner } from './itinerary-planner.ts';
import type { PlannerTrip } from './offline-planner.ts';
import { planBytes, savedItineraryLimit, tripColumns } from './saved-plans.ts';
import { acceptDay, tripDays } from './trip-days.ts';
import { checkPlacesExist, checkTripFits } from './trip-places.ts';

/**
 * The planner's streamed flows (itineraries.service.ts holds the rest). Generating reads:
 * authorize (ownership, the saved-itinerary limit) -> take a generation slot -> crisis check of the
 * free text -> open the stream -> stream the days as they are written -> save (re-checking the
 * limit inside the insert's transaction) -> send the saved itinerary. A client that goes away
 * aborts the planner and nothing is saved; shutdown (the registry in http/event-stream.ts) ends
 * the stream with an error event, and nothing is saved either.
 */
export interface PlanStreams {
  generate(input: StreamInput & { body: GenerateItineraryRequest }): Promise<void>;
  regenerateDay(input: StreamInput & { id: string; day: number; note: string }): Promise<void>;
  /** The spec-compatible call: the trip in the spec's text format, streamed as the assistant streams (travel-assistant.ts). */
  planText(user: AuthUser, trip: PlannerTrip): Promise<{ days(signal: AbortSignal): AsyncIterable<DayEntry>; release(): void; stop: AbortSignal }>;
}

export interface StreamInput {
  user: AuthUser;
  reply: FastifyReply;
  requestId: string;
  log: FastifyBaseLogger;
}

export interface PlanStreamsDependencies {
  queries: ItineraryQueries;
  planner: ItineraryPlanner;
  limits: SlotLimits;
  crisisScreen: CrisisScreen;
  /** The instance's open streams, ended on shutdown. */
  streams: StreamRegistry;
  /** A `: heartbeat` comment after this much silence; 15 s. */
  heartbeatMs?: number;
  /** The user's own itinerary, else 404. */
  owned(userId: string, id: string): Promise<Itinerary>;
  /** Refuses a new itinerary beyond the user's plan. */
  checkSavedLimit(user: AuthUser): Promise<void>;
}

const failedMessage = { message: itineraryMessages.generateFailed };

export function createPlanStreams({ queries, planner, limits, crisisScreen, streams, heartbeatMs = 15_000, owned, checkSavedLimit }: PlanStreamsDependencies): PlanStreams {
  /**
   * The crisis check of what the user wrote in their own words, then the stream. The check takes
   * its turn before the stream opens, so that a busy check is refused as JSON (429 or 503); the
   * local verdict is shown before the first day; the model's second opinion (with a real model) is
   * waited for at most `waitMs` before the first day, and still shown if it says yes later. Never
   * blocks the plan.
   */
  async function screenThenOpen(user: AuthUser, texts: string[], { reply, requestId, work }: { reply: FastifyReply; requestId: string; work: StreamWork }) {
    const leave = new AbortController();
    const screening = await crisisScreen.screen(texts, { user: user.id, signal: AbortSignal.any([work.signal, leave.signal]) });
    const stream = openEventStream(reply, { heartbeatMs, requestId, stop: work.signal });
    stream.signal.addEventListener('abort', () => leave.abort(stream.signal.reason), { once: true });
    let shown = false;
    const show = () => {
      if (shown) return;
      shown = true;
      stream.send(itineraryStreamEvents.safety, { resources: crisisResources });
    };
    if (screening.local !== null) show();
    const opinion = awaitSecondOpinion(screening.secondOpinion);
    const safety = {
      /** Before the first day: the verdict, if it comes in time (`waitMs` from this moment). */
      async beforeFirstDay() {
        if (!screening.secondOpinion || shown) return;
        await opinion.wait(crisisScreen.waitMs);
        if (opinion.crisis) show();
      },
      /** Any later moment: a yes that came since. */
      check() {
        if (opinion.crisis) show();
      },
    };
    return { stream, safety };
  }

  return {
    async generate({ user, body, reply, requestId, log }) {
      const { itineraryId, ...trip } = body;
      // Step 0: a trip to a place that cannot be found, or too short for its journey, is refused as
      // the form's field error before the free plan's count is even read (it never costs the user
      // their free itinerary).
      checkPlacesExist(trip);
      checkTripFits(trip);
      // Step 1: editing one's own itinerary is not a new one; someone else's answers like none.
      if (itineraryId !== undefined) await owned(user.id, itineraryId);
      else await checkSavedLimit(user);

      // Step 2: a generation slot (429 beyond the limits), held until the stream ends.
      const work = streams.begin();
      let release = () => {};
      try {
        release = await limits.acquire(user.id);
        const { stream, safety } = await screenThenOpen(user, freeTextOf([trip.departureCity, trip.destinationCity, trip.otherPreferences]), { reply, requestId, work });
        const days = tripDays(trip);
        const plan: DayEntry[] = [];
        // Aborted when the client goes, and when the trip is full: a model still writing is stopped.
        const planning = new AbortController();
        const signal = AbortSignal.any([stream.signal, planning.signal, work.signal]);
        try {
          let first = true;
          for await (const candidate of planner.planTrip(trip, signal)) {
            const day = days.accept(candidate);
            if (!day) {
              if (days.accepted >= days.total) break;
              log.warn({ candidate: typeof candidate }, 'planner wrote a day that is not valid: skipped');
              continue;
            }
            if (first) await safety.beforeFirstDay();
            else safety.check();
            first = false;
            plan.push(day);
            // Waits while the client reads slowly, so the planner is not read ahead of it.
            await stream.send(itineraryStreamEvents.day, day);
            // Never more days than the dates allow: stop the planner once the trip is full.
            if (days.accepted >= days.total) break;
          }
        } catch (error) {
          if (stream.signal.aborted) {
            log.info('itinerary generation aborted: the client disconnected');
            return stream.end();
          }
          if (work.signal.aborted) {
            stream.send(itineraryStreamEvents.error, { message: new ApiError('unavailable:restarting').message });
            return stream.done();
          }
          log.warn({ err: error }, 'itinerary generation failed');
          stream.send(itineraryStreamEvents.error, failedMessage);
          return stream.done();
        } finally {
          planning.abort(new Error('the trip is complete'));
        }
        if (stream.signal.aborted) {
          log.info('itinerary generation aborted: the client disconnected');
          return stream.end();
        }
        if (plan.length === 0) {
          stream.send(itineraryStreamEvents.error, failedMessage);
          return stream.done();
        }
        safety.check();
        if (planBytes(plan) > itineraryLimits.planBytes) {
          stream.send(itineraryStreamEvents.error, { message: new ApiError('payload_too_large:itinerary').message });
          return stream.done();
        }
        try {
          const columns = tripColumns(trip);
          const limit = savedItineraryLimit(user);
          const saved =
            itineraryId !== undefined ? await queries.update(user.id, itineraryId, columns, plan) : await queries.insert(user.id, columns, plan, { maxExisting: limit.max });
          if (!saved) {
            // Another request took the last free place meanwhile, or the edited one was deleted.
            stream.send(itineraryStreamEvents.error, { message: new ApiError(itineraryId !== undefined ? 'not_found:itinerary' : limit.refusal).message });
            return stream.done();
          }
          stream.send(itineraryStreamEvents.itinerary, saved);
        } catch (error) {
          log.error({ err: error }, 'could not save the generated itinerary');
          stream.send(itineraryStreamEvents.error, failedMessage);
        }
        stream.done();
      } finally {
        release();
        work.end();
      }
    },

    async regenerateDay({ user, id, day: dayNumber, note, reply, requestId, log }) {
      const itinerary = await owned(user.id, id);
      const old = itinerary.plan.find((entry) => entry.day === dayNumber);
      if (!old) throw new ApiError('not_found:itinerary_day');
      const work = streams.begin();
      let release = () => {};
      try {
        release = await limits.acquire(user.id);
        const { stream, safety } = await screenThenOpen(user, freeTextOf([note]), { reply, requestId, work });
        let day: DayEntry | undefined;
        try {
          day = acceptDay(await planner.planDay({ trip: itinerary, plan: itinerary.plan, day: dayNumber, note }, AbortSignal.any([stream.signal, work.signal])), old);
        } catch (error) {
          if (stream.signal.aborted) return stream.end();
          log.warn({ err: error }, 'day regeneration failed');
        }
        if (stream.signal.aborted) return stream.end();
        if (!day) {
          stream.send(itineraryStreamEvents.error, failedMessage);
          return stream.done();
        }
        await safety.beforeFirstDay();
        await stream.send(itineraryStreamEvents.day, day);
        try {
          const saved = await queries.replaceDay(user.id, id, day);
          if (saved) stream.send(itineraryStreamEvents.itinerary, saved);
          else stream.send(itineraryStreamEvents.error, { message: new ApiError('not_found:itinerary').message });
        } catch (error) {
          log.error({ err: error }, 'could not save the regenerated day');
          stream.send(itineraryStreamEvents.error, failedMessage);
        }
        stream.done();
      } finally {
        release();
        work.end();
      }
    },

    async planText(user, trip) {
      const work = streams.begin();
      let release: () => void;
      try {
        release = await limits.acquire(user.id);
      } catch (error) {
        work.end();
        throw error;
      }
      const days = tripDays(trip);
      const planning = new AbortController();
      async function* accepted(signal: AbortSignal): AsyncGenerator<DayEntry> {
        try {
          for await (const candidate of planner.planTrip(trip, AbortSignal.any([signal, planning.signal, work.signal]))) {
            const day = days.accept(candidate);
            if (day) yield day;
            if (days.accepted >= days.total) return;
          }
        } finally {
          planning.abort(new Error('the trip is complete'));
        }
      }
      return {
        days: accepted,
        stop: work.signal,
        release() {
          release();
          work.end();
        },
      };
    },
  };
}
