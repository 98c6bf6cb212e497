import type { AdvisorRecord } from '../../../shared/advisors/advisor.schema.ts';

/**
 * Shown when the advisor list cannot be loaded, with a preview notice, so the directory is never
 * empty because of a network hiccup. Both are Available, as the spec has them.
 */
export const fallbackAdvisorRecords: AdvisorRecord[] = [
  {
    id: 'fallback-atlyss',
    name: 'Atlyss',
    slug: 'atlyss',
    ethos: 'Clarity & Focus',
    about:
      'Atlyss helps you untangle crowded thoughts and decide what deserves your attention first. Together you name the real question, weigh your options against what you value, and leave with one clear next step.',
    shortDescription: 'Untangle crowded thoughts and find your next clear step.',
    avatarUrl: null,
    coverUrl: null,
    status: 'available',
    methods: [
      { name: 'Socratic Questioning', scope: ['overthinking', 'unclear decisions'] },
      { name: 'Priority Mapping', scope: ['competing demands'] },
    ],
    tags: ['Clarity', 'Focus'],
  },
  {
    id: 'fallback-crystal',
    name: 'Crystal',
    slug: 'crystal',
    ethos: 'Confidence & Self-Worth',
    about:
      'Crystal helps you notice the inner critic, answer it with evidence, and take the small brave actions that build real self-trust over time.',
    shortDescription: 'Quiet the inner critic and build steady, earned self-trust.',
    avatarUrl: null,
    coverUrl: null,
    status: 'available',
    methods: [
      { name: 'Cognitive Reframing', scope: ['self-doubt', 'harsh self-talk'] },
      { name: 'Strengths Spotting', scope: ['low confidence'] },
    ],
    tags: ['Confidence', 'Self-Worth'],
  },
];

/** The spec's fixed tag list for the fallback state. */
export const fallbackTags = ['Clarity', 'Focus', 'Confidence', 'Self-Worth'];
