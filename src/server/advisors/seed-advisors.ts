import type { AdvisorSeed, AdvisorSeedInput } from './advisor-seed.ts';
import { shippedAdvisors } from './seed-advisors.data.ts';

export type { AdvisorSeed, AdvisorStatus } from './advisor-seed.ts';

function withArt(advisor: AdvisorSeedInput): AdvisorSeed {
  return {
    ...advisor,
    avatarUrl: `/advisors/${advisor.slug}/avatar.svg`,
    coverUrl: `/advisors/${advisor.slug}/cover.svg`,
  };
}

/**
 * The advisors shipped with Wayfinder. Each ethos advisor lists a tag containing its category keyword
 * first among its keyword tags, so tag-based category lookups agree with the `ethos` field.
 */
export const seedAdvisors: AdvisorSeed[] = shippedAdvisors.map(withArt);
