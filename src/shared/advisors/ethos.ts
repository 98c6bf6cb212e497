/**
 * The ten ethos categories of the spec. An advisor's category is chosen by the first of its tags
 * that contains a category keyword; advisors whose tags match none fall back to
 * 'Personal Growth & Guidance'.
 */
export interface EthosCategory {
  keyword: string;
  title: string;
  description: string;
}

export const ethosCategories: readonly EthosCategory[] = [
  {
    keyword: 'clarity',
    title: 'Clarity & Focus',
    description: 'Cut through the noise, name what matters most, and choose your next step with a clear head.',
  },
  {
    keyword: 'confidence',
    title: 'Confidence & Self-Worth',
    description: 'Quiet the inner critic and act from a steady sense of your own value.',
  },
  {
    keyword: 'relationship',
    title: 'Relationships & Connection',
    description: 'Understand the people around you, say what you need, and build bonds that feel mutual.',
  },
  {
    keyword: 'structure',
    title: 'Structure & Stability',
    description: 'Build routines and systems that hold you up on the days motivation does not show up.',
  },
  {
    keyword: 'neurodivergence',
    title: 'Neurodivergence & Potential',
    description: 'Work with the way your mind actually works, not against it, and turn difference into strength.',
  },
  {
    keyword: 'business',
    title: 'Business & Growth',
    description: 'Test ideas, make sound calls under uncertainty, and grow work you are proud of.',
  },
  {
    keyword: 'healing',
    title: 'Healing & Recovery',
    description: 'Recover from setbacks, burnout and loss at a humane pace, alongside the support you already have.',
  },
  {
    keyword: 'expression',
    title: 'Expression & Creativity',
    description: 'Unblock your creative voice and give your ideas a shape you can share.',
  },
  {
    keyword: 'motivation',
    title: 'Motivation & Drive',
    description: 'Find the reason behind the effort and turn intentions into momentum you can keep.',
  },
  {
    keyword: 'discovery',
    title: 'Self-Discovery & Purpose',
    description: 'Explore your values, strengths and story to find a direction that feels like yours.',
  },
];

export const fallbackEthos: Omit<EthosCategory, 'keyword'> = {
  title: 'Personal Growth & Guidance',
  description: 'Thoughtful, evidence-based guidance for whatever you are working through right now.',
};

export function ethosCategoryForTags(tags: readonly string[]): EthosCategory | undefined {
  const lowered = tags.map((tag) => tag.toLowerCase());
  for (const tag of lowered) {
    const match = ethosCategories.find((category) => tag.includes(category.keyword));
    if (match) return match;
  }
  return undefined;
}
