import {
  type Itinerary,
  type PlannerPreferences,
  type SaveItineraryRequest,
  type ShareLink,
  type SharedItinerary,
  splitLabels,
} from '../../shared/itineraries/itinerary.schema.ts';
import type { ItineraryList, ItineraryListQuery } from '../../shared/itineraries/itinerary-list.schema.ts';
import { plannerDefaults } from '../../shared/itineraries/planner-options.ts';
import type { AuthUser } from '../auth/auth.ts';
import { isPremium } from '../auth/guards.ts';
import { ApiError } from '../http/api-error.ts';
import type { ItineraryQueries } from './itineraries.queries.ts';
import { calendarFileName, itineraryCalendar } from './itinerary-calendar.ts';
import { createPlanStreams, type PlanStreams, type PlanStreamsDependencies } from './plan-streams.ts';
import { checkedPlan, checkSavedDates, savedItineraryLimit, tripColumns } from './saved-plans.ts';
import type { ShareTokens } from './share-links.ts';
import { sharedView } from './shared-view.ts';
import { destinationTimeZone } from './trip-places.ts';

/**
 * The planner's itineraries: the saved ones, their share links and calendar file, and (from
 * plan-streams.ts) the streamed flows that write them: a new plan, one day again, the spec's text.
 */
export interface ItinerariesService extends PlanStreams {
  /** A page of summaries, newest first (never the plans). */
  list(userId: string, query: ItineraryListQuery): Promise<ItineraryList>;
  get(userId: string, id: string): Promise<Itinerary>;
  create(user: AuthUser, body: SaveItineraryRequest): Promise<Itinerary>;
  update(userId: string, id: string, body: SaveItineraryRequest): Promise<Itinerary>;
  remove(userId: string, id: string): Promise<void>;
  /** The form's prefill and, on the free plan, how many of its itineraries are used. */
  preferences(user: AuthUser): Promise<PlannerPreferences>;
  calendar(userId: string, id: string): Promise<{ destination: string; ics: string }>;
  /** Every itinerary of the user with its calendar file, for "Download my data". */
  exportAll(userId: string): Promise<{ itinerary: Itinerary; calendar: { fileName: string; ics: string } }[]>;
  shareLink(userId: string, id: string): Promise<ShareLink | null>;
  share(userId: string, id: string, hideCosts: boolean): Promise<ShareLink>;
  unshare(userId: string, id: string): Promise<void>;
  shared(token: string): Promise<SharedItinerary>;
}

export interface ItinerariesServiceDependencies extends Omit<PlanStreamsDependencies, 'owned' | 'checkSavedLimit'> {
  queries: ItineraryQueries;
  shareTokens: ShareTokens;
  publicUrl: string;
  appName: string;
}

export function createItinerariesService(deps: ItinerariesServiceDependencies): ItinerariesService {
  const { queries, shareTokens, publicUrl, appName } = deps;

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

  function calendarOf(itinerary: Itinerary): string {
    const timeZone = destinationTimeZone(itinerary.destinationCity);
    return itineraryCalendar(itinerary, { appName, ...(timeZone ? { destinationTimeZone: timeZone } : {}) });
  }

  function shareLinkOf(link: { id: string; hideCosts: boolean; createdAt: Date }): ShareLink {
    const token = shareTokens.tokenOf(link.id);
    return { token, url: `${publicUrl}/trips/shared/${token}`, hideCosts: link.hideCosts, createdAt: link.createdAt.toISOString() };
  }

  return {
    ...createPlanStreams({ ...deps, owned, checkSavedLimit }),

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
      // The planner screen asks this as it opens: its first plan should not wait for the crisis check to start.
      deps.crisisScreen.prepare();
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

    async calendar(userId, id) {
      const itinerary = await owned(userId, id);
      return { destination: itinerary.destinationCity, ics: calendarOf(itinerary) };
    },

    async exportAll(userId) {
      const all = await queries.listOwned(userId);
      return all.map((itinerary) => ({ itinerary, calendar: { fileName: calendarFileName(itinerary.destinationCity), ics: calendarOf(itinerary) } }));
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
  };
}
