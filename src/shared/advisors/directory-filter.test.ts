import { describe, expect, it } from 'vitest';
import { toAdvisorView } from './advisor-view.ts';
import { allTags, filterAdvisors } from './directory-filter.ts';

const base = {
  about: null,
  shortDescription: 'A description that is long enough.',
  avatarUrl: null,
  coverUrl: null,
  status: 'available' as const,
  methods: [],
};
const advisors = [
  toAdvisorView({ ...base, id: '1', name: 'Maren', slug: 'maren', ethos: 'Clarity & Focus', tags: ['Clarity', 'Focus'] }),
  toAdvisorView({ ...base, id: '2', name: 'Theo', slug: 'theo', ethos: 'Confidence & Self-Worth', tags: ['Confidence', 'Career'] }),
  toAdvisorView({ ...base, id: '3', name: 'Ada', slug: 'ada', ethos: null, tags: ['Learning', 'Focus'] }),
];
const names = (list: typeof advisors) => list.map((advisor) => advisor.name);

describe('filterAdvisors', () => {
  it('returns everyone without a filter', () => {
    expect(names(filterAdvisors(advisors, { search: '', tags: [] }))).toEqual(['Maren', 'Theo', 'Ada']);
  });

  it('matches the name, case-insensitively', () => {
    expect(names(filterAdvisors(advisors, { search: 'mAR', tags: [] }))).toEqual(['Maren']);
  });

  it('matches the category', () => {
    expect(names(filterAdvisors(advisors, { search: 'self-worth', tags: [] }))).toEqual(['Theo']);
    expect(names(filterAdvisors(advisors, { search: 'personal development', tags: [] }))).toEqual(['Ada']);
  });

  it('matches any tag', () => {
    expect(names(filterAdvisors(advisors, { search: 'focus', tags: [] }))).toEqual(['Maren', 'Ada']);
  });

  it('keeps advisors having any selected tag', () => {
    expect(names(filterAdvisors(advisors, { search: '', tags: ['Career', 'Learning'] }))).toEqual(['Theo', 'Ada']);
  });

  it('requires both the search and the tags to hold', () => {
    expect(names(filterAdvisors(advisors, { search: 'ada', tags: ['Focus'] }))).toEqual(['Ada']);
    expect(names(filterAdvisors(advisors, { search: 'theo', tags: ['Focus'] }))).toEqual([]);
  });

  it('ignores surrounding spaces in the search', () => {
    expect(names(filterAdvisors(advisors, { search: '  theo ', tags: [] }))).toEqual(['Theo']);
  });
});

describe('allTags', () => {
  it('lists each tag once, sorted', () => {
    expect(allTags(advisors)).toEqual(['Career', 'Clarity', 'Confidence', 'Focus', 'Learning']);
  });
});
