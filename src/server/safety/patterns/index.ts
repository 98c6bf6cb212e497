import { plansAndMeansPatterns } from './plans-and-means.ts';
import { selfHarmActPatterns } from './self-harm-acts.ts';
import { worryForOthersPatterns } from './worry-for-others.ts';
import { selfHarmPatterns } from './self-harm.ts';
import { suicidePatterns } from './suicide.ts';
import { thirdPartyPatterns } from './third-party.ts';
import type { CrisisPattern } from './types.ts';

export type { CrisisKind, CrisisPattern } from './types.ts';
export { storyOrNews } from './vocabulary.ts';
export { finalityCues, type FinalityCue } from './finality.ts';

/**
 * The curated layer of the crisis check, one file a family. Every pattern reads the output of
 * `normalizeMessage` (lower case, contractions written out, shorthand and misspellings restored),
 * so "im gonna kms" and "I'm going to kill myself" meet the same pattern.
 */
export const crisisPatterns: readonly CrisisPattern[] = [
  ...suicidePatterns,
  ...plansAndMeansPatterns,
  ...selfHarmPatterns,
  ...selfHarmActPatterns,
  ...thirdPartyPatterns,
  ...worryForOthersPatterns,
];

/** The patterns about the writer's own safety, read again from a worried friend's point of view (see crisis-check.ts). */
export const firstPersonPatterns: readonly CrisisPattern[] = [
  ...suicidePatterns,
  ...plansAndMeansPatterns,
  ...selfHarmPatterns,
  ...selfHarmActPatterns,
];
