import { ApiError } from '../http/api-error.ts';
import { crisisThreads, warmCrisisThreads } from './crisis-threads.ts';
import type { CrisisSecondOpinion } from './crisis-second-opinion.ts';
import { type CrisisFinding, type CrisisTurns, checkCrisisTurns } from './crisis-turns.ts';
import { createFairQueue, type FairQueue } from './fair-queue.ts';

/**
 * The one crisis check every place a user writes free text to an advisor goes through (the chat
 * message, the trip request's notes, anything added later). Each request is screened once: the
 * local check reads the turn with the user's last few turns before it (`checkCrisisTurns`), and
 * what it says decides whether the model's structured verdict is asked, once, alongside the reply:
 * - an explicit signal shows the resources at once; the model is not asked;
 * - a possible signal waits for the model's verdict when one is configured and the caller can wait
 *   for it, and shows at once otherwise (the offline engine, the travel assistant: recall first);
 *   a model that fails or answers late counts as no verdict, and the local signal stands;
 * - no local signal: the model, when configured, may still say crisis.
 * Neither ever blocks the user.
 *
 * The local check is a shared resource (its own thread, crisis-threads.ts), so it is rationed:
 * - Screenings take turns per user, round robin, one per user at a time, as many users at once
 *   as there are check threads. A user who sends many long messages at once waits behind
 *   their own; anyone else waits at most for the screening running now. A first-in first-out
 *   queue let forty 4,000-character messages of one user hold another user's first word for
 *   seconds.
 * - A user has at most `maxPerUser` screenings at once. The chat (2) and the planner (1) limits
 *   keep a person below that; beyond it the screening is refused with 429 rather than queued.
 * - At most `maxWaiting` screenings wait at all; beyond that the server is overloaded and says
 *   so with 503 and Retry-After, instead of making everyone wait longer.
 * Callers take their rate limits and quotas first: a refused request never reaches this queue.
 */
export interface CrisisScreening {
  /** The kind of danger to show the resources for at once, before any reply text; null: nothing to show now. */
  local: CrisisFinding['kind'] | null;
  /** The model's verdict, when it was asked: true shows the resources (model-reply.ts waits `waitMs` for it). */
  secondOpinion: Promise<boolean> | undefined;
}

export interface CrisisScreenInput {
  /** Whose texts these are: the turns are shared out per user. */
  user: string;
  /** The user's earlier turns in this conversation, oldest first; the last `crisisPriorTurns` are read. */
  prior?: readonly string[];
  /** Aborts the wait for a turn and the model's second opinion. */
  signal?: AbortSignal;
  /** False where nothing would wait for the model's verdict: it is then not asked, and a possible signal shows at once. */
  secondOpinion?: boolean;
}

export interface CrisisScreen {
  screen(texts: readonly string[], input: CrisisScreenInput): Promise<CrisisScreening>;
  /** A chat is being opened: readies the local check (its thread) for the first message, without waiting for it. */
  prepare(): void;
  /** How long a reply may wait for the second opinion before its first chunk. */
  readonly waitMs: number;
  /** Screenings begun since start (refused ones not counted), and in progress now. */
  readonly stats: { readonly screenings: number; readonly inProgress: number };
}

/** The local check of one turn with the turns before it; tests pass one that counts its calls. */
export type CrisisCheck = (turns: CrisisTurns) => Promise<CrisisFinding | null>;

export interface CrisisScreenOptions {
  maxPerUser?: number;
  maxWaiting?: number;
  /** The turns at the local check; one per check thread by default. */
  queue?: FairQueue;
  /** The local check; `checkCrisisTurns` by default. */
  check?: CrisisCheck;
}

export const crisisScreenLimits = { maxPerUser: 4, maxWaiting: 128 } as const;

/** How many of the user's earlier turns are read with the current one: enough for "I've made up my mind" after "I'm done with everything". */
export const crisisPriorTurns = 3;

const written = (texts: readonly string[]) => texts.map((text) => text.trim()).filter(Boolean);

export function createCrisisScreen(
  secondOpinion: CrisisSecondOpinion,
  { maxPerUser = crisisScreenLimits.maxPerUser, maxWaiting = crisisScreenLimits.maxWaiting, queue = createFairQueue(crisisThreads), check = checkCrisisTurns }: CrisisScreenOptions = {},
): CrisisScreen {
  const perUser = new Map<string, number>();
  let inProgress = 0;
  let screenings = 0;

  /** Counts the screening in, or refuses it; the returned function counts it out. */
  function admit(user: string): () => void {
    const own = perUser.get(user) ?? 0;
    if (own >= maxPerUser) throw new ApiError('rate_limit:crisis_check', { headers: { 'retry-after': '1' } });
    if (inProgress - queue.running >= maxWaiting) throw new ApiError('unavailable:busy', { headers: { 'retry-after': '2' } });
    perUser.set(user, own + 1);
    inProgress++;
    screenings++;
    return () => {
      inProgress--;
      const left = (perUser.get(user) ?? 1) - 1;
      if (left > 0) perUser.set(user, left);
      else perUser.delete(user);
    };
  }

  return {
    waitMs: secondOpinion.timeoutMs,
    stats: {
      get screenings() {
        return screenings;
      },
      get inProgress() {
        return inProgress;
      },
    },
    prepare() {
      // Only the check of the threads has anything to ready; a stand-in (tests) has nothing.
      if (check === checkCrisisTurns) warmCrisisThreads().catch(() => {});
    },
    async screen(texts, { user, prior = [], signal, secondOpinion: ask = true }) {
      const current = written(texts);
      if (current.length === 0) return { local: null, secondOpinion: undefined };
      const earlier = written(prior).slice(-crisisPriorTurns);
      const leave = admit(user);
      let finding: CrisisFinding | null;
      try {
        // One turn for the whole check: it reads the texts one by one, then together with the earlier turns.
        finding = await queue.run(user, () => check({ prior: earlier, current }), signal);
      } finally {
        leave();
      }
      const canAsk = ask && secondOpinion.timeoutMs > 0;
      if (finding && (finding.certainty === 'explicit' || !canAsk)) return { local: finding.kind, secondOpinion: undefined };
      if (!canAsk) return { local: null, secondOpinion: undefined };
      if (finding) {
        // The model confirms what the lexicon is unsure of. It reads the earlier turns too, as the
        // local check did (the signal may lie between them); no verdict leaves the local signal standing.
        const verdict = secondOpinion.assess([...earlier, ...current].join('\n\n'), signal);
        return { local: null, secondOpinion: verdict.then((crisis) => crisis !== false) };
      }
      // Only the turn itself: a crisis in an earlier turn was answered on that turn, not again on each one after it.
      const verdict = secondOpinion.assess(current.join('\n\n'), signal);
      return { local: null, secondOpinion: verdict.then((crisis) => crisis === true) };
    },
  };
}

/** Every string a trip request carries, where a user may write free text. */
export function freeTextOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) freeTextOf(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) freeTextOf(item, found);
  return found;
}
