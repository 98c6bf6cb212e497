import { ApiError } from '../http/api-error.ts';
import type { CrisisKind } from './crisis-check.ts';
import { crisisThreads } from './crisis-threads.ts';
import { detectCrisisSignal } from './crisis-turns.ts';
import type { CrisisSecondOpinion } from './crisis-second-opinion.ts';
import { createFairQueue, type FairQueue } from './fair-queue.ts';

/**
 * The one crisis check every place a user writes free text to an advisor goes through (the chat
 * message, the trip request's notes, anything added later). The local layer answers within tens
 * of milliseconds; the model's second opinion, when a real model is configured and the local layer found nothing,
 * arrives later. Either layer firing shows the crisis resources; neither ever blocks the user.
 *
 * The local layer is a shared resource (the sentence encoder's threads), so it is rationed:
 * - Texts take turns per user, round robin, one text per user at a time, as many users at once
 *   as there are encoder threads. A user who sends many long messages at once waits behind
 *   their own; anyone else waits at most for the text being encoded now. A first-in first-out
 *   queue let forty 4,000-character messages of one user hold another user's first word for
 *   seconds.
 * - A user has at most `maxPerUser` screenings at once. The chat (2) and the planner (1) limits
 *   keep a person below that; beyond it the screening is refused with 429 rather than queued.
 * - At most `maxWaiting` screenings wait at all; beyond that the server is overloaded and says
 *   so with 503 and Retry-After, instead of making everyone wait longer.
 * Callers take their rate limits and quotas first: a refused request never reaches this queue.
 */
export interface CrisisScreening {
  /** What the local, offline detector found in any of the texts. */
  local: CrisisKind | 'unspecified' | null;
  /** The model's verdict, when it was asked; resolves false on timeout or failure. */
  secondOpinion: Promise<boolean> | undefined;
}

export interface CrisisScreenInput {
  /** Whose texts these are: the turns are shared out per user. */
  user: string;
  /** Aborts the wait for a turn and the model's second opinion. */
  signal?: AbortSignal;
  /** False where nothing would wait for the model's verdict: it is then not asked. */
  secondOpinion?: boolean;
}

export interface CrisisScreen {
  screen(texts: readonly string[], input: CrisisScreenInput): Promise<CrisisScreening>;
  /** How long a reply may wait for the second opinion before its first chunk. */
  readonly waitMs: number;
  /** Screenings begun since start (refused ones not counted), and in progress now. */
  readonly stats: { readonly screenings: number; readonly inProgress: number };
}

export interface CrisisScreenOptions {
  maxPerUser?: number;
  maxWaiting?: number;
  /** The turns at the local layer; one per encoder thread by default. */
  queue?: FairQueue;
}

export const crisisScreenLimits = { maxPerUser: 4, maxWaiting: 128 } as const;

export function createCrisisScreen(
  secondOpinion: CrisisSecondOpinion,
  { maxPerUser = crisisScreenLimits.maxPerUser, maxWaiting = crisisScreenLimits.maxWaiting, queue = createFairQueue(crisisThreads) }: CrisisScreenOptions = {},
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
    async screen(texts, { user, signal, secondOpinion: ask = true }) {
      const written = texts.map((text) => text.trim()).filter(Boolean);
      if (written.length === 0) return { local: null, secondOpinion: undefined };
      const leave = admit(user);
      try {
        // One turn per text, so that a trip request's many fields give others their turns in between.
        for (const text of written) {
          const local = await queue.run(user, () => detectCrisisSignal(text), signal);
          if (local) return { local, secondOpinion: undefined };
        }
      } finally {
        leave();
      }
      if (!ask || secondOpinion.timeoutMs === 0) return { local: null, secondOpinion: undefined };
      return { local: null, secondOpinion: secondOpinion.assess(written.join('\n\n'), signal) };
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
