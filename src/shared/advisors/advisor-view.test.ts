import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AdvisorRecord } from './advisor.schema.ts';
import {
  advisorEthosHeadline,
  cardTags,
  featuredAdvisors,
  idealForSentence,
  initials,
  slugFromName,
  toAdvisorView,
} from './advisor-view.ts';

function record(overrides: Partial<AdvisorRecord> = {}): AdvisorRecord {
  return {
    id: 'a1',
    name: 'Maren Holt',
    slug: 'maren',
    ethos: 'Clarity & Focus',
    about: 'About text that is long enough to be the full description.',
    shortDescription: 'Helps you cut through mental clutter and decide.',
    avatarUrl: '/advisors/maren/avatar.svg',
    coverUrl: '/advisors/maren/cover.svg',
    status: 'available',
    methods: [
      { name: 'Socratic Questioning', scope: ['overthinking', 'decision fatigue'] },
      { name: 'Values Clarification', scope: ['competing priorities'] },
    ],
    tags: ['Clarity', 'Decisions', 'Focus', 'Planning'],
    ...overrides,
  };
}

describe('toAdvisorView', () => {
  it('maps every field of the view form', () => {
    const view = toAdvisorView(record());
    expect(view).toMatchObject({
      id: 'a1',
      name: 'Maren Holt',
      slug: 'maren',
      category: 'Clarity & Focus',
      description: 'Helps you cut through mental clutter and decide.',
      image: '/advisors/maren/avatar.svg',
      avatar: '/advisors/maren/avatar.svg',
      coverImage: '/advisors/maren/cover.svg',
      fullDescription: 'About text that is long enough to be the full description.',
      specialties: ['overthinking', 'decision fatigue', 'competing priorities'],
      approaches: ['Socratic Questioning', 'Values Clarification'],
      featured: true,
      cta: 'Start Chatting',
      status: 'available',
    });
  });

  it('falls back to the lower-cased, dashed name when the slug is missing', () => {
    expect(toAdvisorView(record({ slug: null })).slug).toBe('maren-holt');
    expect(toAdvisorView(record({ slug: '' })).slug).toBe('maren-holt');
  });

  it("uses 'Personal Development' when there is no ethos, and is then not featured", () => {
    const view = toAdvisorView(record({ ethos: null }));
    expect(view.category).toBe('Personal Development');
    expect(view.featured).toBe(false);
  });

  it('uses the about text when there is no short description', () => {
    expect(toAdvisorView(record({ shortDescription: null })).description).toBe(
      'About text that is long enough to be the full description.',
    );
  });

  it('uses /placeholder.svg when there is no avatar', () => {
    const view = toAdvisorView(record({ avatarUrl: null }));
    expect(view.image).toBe('/placeholder.svg');
    expect(view.avatar).toBe('/placeholder.svg');
  });

  it('has no specialties or approaches without methods', () => {
    const view = toAdvisorView(record({ methods: [] }));
    expect(view.specialties).toEqual([]);
    expect(view.approaches).toEqual([]);
  });
});

describe('featuredAdvisors', () => {
  it('keeps advisors with an ethos, at most 6, in order', () => {
    const views = Array.from({ length: 9 }, (_, index) =>
      toAdvisorView(record({ id: `a${index}`, name: `Advisor ${index}`, ethos: index === 2 ? null : 'Clarity & Focus' })),
    );
    const featured = featuredAdvisors(views);
    expect(featured).toHaveLength(6);
    expect(featured.map((view) => view.id)).toEqual(['a0', 'a1', 'a3', 'a4', 'a5', 'a6']);
  });
});

describe('cardTags', () => {
  it('shows at most 3 tags', () => {
    expect(cardTags(toAdvisorView(record()))).toEqual(['Clarity', 'Decisions', 'Focus']);
  });
});

describe('advisorEthosHeadline', () => {
  it('uses the custom ethos when set and the short description is over 30 characters', () => {
    const view = toAdvisorView(record({ ethos: 'Calm Under Pressure' }));
    expect(advisorEthosHeadline(view)).toEqual({ title: 'Calm Under Pressure', description: view.shortDescription });
  });

  it('uses the category from the tags when the short description is 30 characters or fewer', () => {
    const view = toAdvisorView(record({ ethos: 'Calm Under Pressure', shortDescription: 'x'.repeat(30), tags: ['Confidence'] }));
    expect(advisorEthosHeadline(view).title).toBe('Confidence & Self-Worth');
  });

  it('uses the category from the tags when there is no ethos', () => {
    const view = toAdvisorView(record({ ethos: null, tags: ['Burnout', 'Healing'] }));
    expect(advisorEthosHeadline(view).title).toBe('Healing & Recovery');
  });

  it("falls back to 'Personal Growth & Guidance'", () => {
    const view = toAdvisorView(record({ ethos: null, tags: ['Cooking'] }));
    expect(advisorEthosHeadline(view).title).toBe('Personal Growth & Guidance');
  });
});

describe('idealForSentence', () => {
  it('joins the tags lower-cased', () => {
    expect(idealForSentence(['Clarity', 'Self-Worth'])).toBe('Individuals seeking guidance with clarity, self-worth');
  });
});

describe('initials', () => {
  it('takes at most two letters, or U', () => {
    expect(initials('Maren')).toBe('M');
    expect(initials('maren holt')).toBe('MH');
    expect(initials('Anna Maria Lopez')).toBe('AM');
    expect(initials('  ')).toBe('U');
    expect(initials(null)).toBe('U');
  });

  it('never returns more than two characters', () => {
    fc.assert(fc.property(fc.string(), (name) => initials(name).length <= 2 && initials(name).length >= 1));
  });
});

describe('slugFromName', () => {
  it('lower-cases and dashes', () => {
    expect(slugFromName('  Dr Maren  Holt ')).toBe('dr-maren-holt');
  });
});
