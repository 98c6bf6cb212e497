import { abusePatterns } from './abuse.ts';
import { violencePlanPatterns } from './violence-plans.ts';
import { harmToOthersPatterns } from './harm-to-others.ts';
import type { CrisisPattern } from './types.ts';

export type { CrisisKind, CrisisPattern } from './types.ts';
export { storyOrNews } from './vocabulary.ts';

/**
 * The curated layer of the crisis check, one file a family. Every pattern reads the output of
 * `normalizeMessage` (lower case, contractions written out, shorthand and misspellings restored),
 * so "im gonna kms" and "I'm going to kill myself" meet the same pattern.
 */
export const crisisPatterns: readonly CrisisPattern[] = [
  ...harmToOthersPatterns,
  ...violencePlanPatterns,
  ...abusePatterns,
];
