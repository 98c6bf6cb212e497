import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { crisisResources } from '../../shared/chat/crisis-resources.ts';
import {
  type DayEntry,
  type GenerateItineraryRequest,
  type Itinerary,
  itineraryStreamEvents,
  type PlannerPreferences,
  type SaveItineraryRequest,
  type ShareLink,
  type SharedItinerary,
  splitLabels,
} from '../../shared/itineraries/itinerary.schema.ts';
import type { ItineraryList, ItineraryListQuery } from '../../shared/itineraries/itinerary-list.schema.ts';
import { itineraryLimits, itineraryMessages, plannerDefaults } from '../../shared/itineraries/planner-options.ts';
import type { AuthUser } from '../auth/auth.ts';
import { isPremium } from '../auth/guards.ts';
import { ApiError } from '../http/api-error.ts';
import type { SlotLimits } from '../rate-limits/slot-limits.ts';
import { type CrisisScreen, freeTextOf } from '../safety/index.ts';
import { openEventStream } from './event-stream.ts';
import type { ItineraryQueries } from './itineraries.queries.ts';
import { itineraryCalendar } from './itinerary-calendar.ts';
import type { ItineraryPlanner } from './itinerary-planner.ts';
import type { PlannerTrip } from './offline-planner.ts';
import { checkedPlan, checkSavedDates, planBytes, savedItineraryLimit, tripColumns } from './saved-plans.ts';
import type { ShareTokens } from './share-links.ts';
import { sharedView } from './shared-view.ts';
import { acceptDay, tripDays } from './trip-days.ts';
import { checkPlacesExist, checkTripFits, destinationTimeZone } from './trip-places.ts';

/**
 * The planner's flows. Generating reads: authorize (ownership, the saved-itinerary limit) -> take
 * a generation slot -> crisis check of the free text -> open the stream -> stream the days as they
 * are written -> save (re-checking the limit inside the insert's transaction) -> send the saved
 * itinerary. A
 * client that goes away aborts the planner and nothing is saved.
 */
export interface ItinerariesService {
  /** A page of summaries, newest first (never the plans). */
  list(userId: string, query: ItineraryListQuery): Promise<ItineraryList>;
  get(userId: string, id: string): Promise<Itinerary>;
  create(user: AuthUser, body: SaveItineraryRequest): Promise<Itinerary>;
  update(userId: string, id: string, body: SaveItineraryRequest): Promise<Itinerary>;
  remove(userId: string, id: string): Promise<void>;
  /** The form's prefill and, on the free plan, how many of its itineraries are used. */
  preferences(user: AuthUser): Promise<PlannerPreferences>;
  generate(input: StreamInput & { body: GenerateItineraryRequest }): Promise<void>;
  regenerateDay(input: StreamInput & { id: string; day: number; note: string }): Promise<void>;
  calendar(userId: string, id: string): Promise<{ destination: string; ics: string }>;
  shareLink(userId: string, id: string): Promise<ShareLink | null>;
  share(userId: string, id: string, hideCosts: boolean): Promise<ShareLink>;
  unshare(userId: string, id: string): Promise<void>;
  shared(token: string): Promise<SharedItinerary>;
  /** Shutdown: ends every generation streaming now (nothing is saved) and refuses new ones. */
  close(): Promise<void>;
  /** The spec-compatible call: the trip in the spec's text format, streamed as the assistant streams (assistant/travel-assistant.ts). */
  planText(user: AuthUser, trip: PlannerTrip): Promise<{ days(signal: AbortSignal): AsyncIterable<DayEntry>; release(): void }>;
}

export interface StreamInput {
  user: AuthUser;
  reply: FastifyReply;
  requestId: string;
  log: FastifyBaseLogger;
}

export interface ItinerariesServiceDependencies {
  queries: ItineraryQueries;
  planner: ItineraryPlanner;
  limits: SlotLimits;
  crisisScreen: CrisisScreen;
  shareTokens: ShareTokens;
  publicUrl: string;
  appName: string;
  /** A `: heartbeat` comment after this much silence; 15 s. */
  heartbeatMs?: number;
}

const failedMessage = { message: itineraryMessages.generateFailed };

export function createItinerariesService(deps: ItinerariesServiceDependencies): ItinerariesService {
  const { queries, planner, limits, crisisScreen, shareTokens, publicUrl, appName, heartbeatMs = 15_000 } = deps;

  /**
   * Generations streaming in this instance. A model's plan can outlast main.ts's exit timer, and
   * the embedded database would then be killed without its checkpoint: shutdown aborts them.
   */
  const running = new Set<AbortController>();
  let closing = false;
  const begin = () => {
    if (closing) throw new ApiError('unavailable:restarting');
    const controller = new AbortController();
    running.add(controller);
    return { signal: controller.signal, end: () => running.delete(controller) };
  };

  async function owned(userId: string, id: string): Promise<Itinerary> {
    const found = await queries.findOwned(userId, id);
    if (!found) throw new ApiError('not_found:itinerary');
    return found;
  }

  /** Free users may hold one itinerary, everyone 200; the insert checks again under a lock (queries.insert). */
  async function checkSavedLimit(user: AuthUser): Promise<void> {
    const { max, refusal } = savedItineraryLimit(user);
    if ((await queries.count(user.id)) >= max) throw new ApiError(refusal);
  }

  /**
   * The crisis check of what the user wrote in their own words, then the stream. The check takes
   * its turn before the stream opens, so that a busy check is refused as JSON (429 or 503); the
   * local verdict is shown before the first day; the model's second opinion (with a real model) is
   * waited for at most `waitMs` before the first day, and still shown if it says yes later. Never
   * blocks the plan.
   */
  async function screenThenOpen(user: AuthUser, texts: string[], { reply, requestId, work }: { reply: FastifyReply; requestId: string; work: { signal: AbortSignal } }) {
    const leave = new AbortController();
    const screening = await crisisScreen.screen(texts, { user: user.id, signal: AbortSignal.any([work.signal, leave.signal]) });
    const stream = openEventStream(reply, { heartbeatMs, requestId });
    stream.signal.addEventListener('abort', () => leave.abort(stream.signal.reason), { once: true });
    let shown = false;
    const show = () => {
      if (shown) return;
      shown = true;
      stream.send(itineraryStreamEvents.safety, { resources: crisisResources });
    };
    if (screening.local !== null) show();
    let verdict: boolean | undefined;
    void screening.secondOpinion?.then((crisis) => {
      verdict = crisis;
    });
    const safety = {
      /** Before the first day: the verdict, if it comes in time. */
      async beforeFirstDay() {
        if (!screening.secondOpinion || shown) return;
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([screening.secondOpinion, new Promise<void>((resolve) => (timer = setTimeout(resolve, crisisScreen.waitMs)))]);
        clearTimeout(timer);
        if (verdict) show();
      },
      /** Any later moment: a yes that came since. */
      check() {
        if (verdict) show();
      },
    };
    return { stream, safety };
  }

  function shareLinkOf(link: { id: string; hideCosts: boolean; createdAt: Date }): ShareLink {
    const token = shareTokens.tokenOf(link.id);
    return { token, url: `${publicUrl}/trips/shared/${token}`, hideCosts: link.hideCosts, createdAt: link.createdAt.toISOString() };
  }

  return {
    async close() {
      closing = true;
      for (const controller of running) controller.abort(new Error('the server is shutting down'));
      // Each aborted stream ends within a tick or two; bounded anyway.
      const deadline = Date.now() + 3_000;
      while (running.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    },

    list: (userId, query) => queries.listSummaries(userId, query),

    get: owned,

    async create(user, body) {
      checkSavedDates(body, { isNew: true });
      const plan = checkedPlan(body);
      const { max, refusal } = savedItineraryLimit(user);
      const saved = await queries.insert(user.id, tripColumns(body), plan, { maxExisting: max });
      if (!saved) throw new ApiError(refusal);
      return saved;
    },

    async update(userId, id, body) {
      checkSavedDates(body, { isNew: false });
      const saved = await queries.update(userId, id, tripColumns(body), checkedPlan(body));
      if (!saved) throw new ApiError('not_found:itinerary');
      return saved;
    },

    async remove(userId, id) {
      if (!(await queries.remove(userId, id))) throw new ApiError('not_found:itinerary');
    },

    async preferences(user) {
      const { max } = savedItineraryLimit(user);
      // The same rule and count the generation's check uses, so the notice and the refusal agree.
      const [latest, freePlan] = await Promise.all([
        queries.latestPreferences(user.id),
        isPremium(user) ? null : queries.count(user.id).then((used) => ({ used, limit: max })),
      ]);
      if (!latest) {
        return {
          accommodation: plannerDefaults.accommodation,
          food: [...plannerDefaults.food],
          transportation: [...plannerDefaults.transportation],
          activities: [...plannerDefaults.activities],
          freePlan,
        };
      }
      const food = splitLabels(latest.food);
      const transportation = splitLabels(latest.transportation);
      return {
        accommodation: latest.accommodation,
        food: food.length > 0 ? food : [...plannerDefaults.food],
        transportation: transportation.length > 0 ? transportation : [...plannerDefaults.transportation],
        activities: latest.activities.slice(0, plannerDefaults.prefilledActivities),
        freePlan,
      };
    },

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
      const work = begin();
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
            stream.send(itineraryStreamEvents.day, day);
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
      const work = begin();
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
        stream.send(itineraryStreamEvents.day, day);
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

    async calendar(userId, id) {
      const itinerary = await owned(userId, id);
      const timeZone = destinationTimeZone(itinerary.destinationCity);
      return { destination: itinerary.destinationCity, ics: itineraryCalendar(itinerary, { appName, ...(timeZone ? { destinationTimeZone: timeZone } : {}) }) };
    },

    async shareLink(userId, id) {
      await owned(userId, id);
      const link = await queries.liveLink(id);
      return link ? shareLinkOf(link) : null;
    },

    async share(userId, id, hideCosts) {
      await owned(userId, id);
      const { id: linkId, tokenHash } = shareTokens.create();
      return shareLinkOf(await queries.replaceLink(id, { id: linkId, tokenHash, hideCosts }));
    },

    async unshare(userId, id) {
      await owned(userId, id);
      await queries.revokeLinks(id);
    },

    async shared(token) {
      const found = await queries.sharedByTokenHash(shareTokens.hash(token));
      if (!found) throw new ApiError('not_found:shared_itinerary');
      return sharedView(found.itinerary, found.hideCosts);
    },

    async planText(user, trip) {
      const work = begin();
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
        release() {
          release();
          work.end();
        },
      };
    },
  };
}
