import { type CrisisKind, detectCrisisSignal } from './crisis-check.ts';
import type { CrisisSecondOpinion } from './crisis-second-opinion.ts';

/**
 * The one crisis check every place a user writes free text to an advisor goes through (the chat
 * message, the trip request's notes, anything added later). The local layer answers within tens
 * of milliseconds; the model's second opinion, when a real model is configured and the local layer found nothing,
 * arrives later. Either layer firing shows the crisis resources; neither ever blocks the user.
 */
export interface CrisisScreening {
  /** What the local, offline detector found in any of the texts. */
  local: CrisisKind | 'unspecified' | null;
  /** The model's verdict, when it was asked; resolves false on timeout or failure. */
  secondOpinion: Promise<boolean> | undefined;
}

export interface CrisisScreen {
  screen(texts: readonly string[], signal?: AbortSignal): Promise<CrisisScreening>;
  /** How long a reply may wait for the second opinion before its first chunk. */
  readonly waitMs: number;
}

export function createCrisisScreen(secondOpinion: CrisisSecondOpinion): CrisisScreen {
  return {
    waitMs: secondOpinion.timeoutMs,
    async screen(texts, signal) {
      const written = texts.map((text) => text.trim()).filter(Boolean);
      for (const text of written) {
        const local = await detectCrisisSignal(text);
        if (local) return { local, secondOpinion: undefined };
      }
      if (written.length === 0 || secondOpinion.timeoutMs === 0) return { local: null, secondOpinion: undefined };
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
