import { describe, expect, it } from 'vitest';
import type { HelpTopic } from './help-topics.ts';
import { searchHelpTopics } from './help-search.ts';

const icon = (() => null) as unknown as HelpTopic['icon'];
const topics: HelpTopic[] = [
  {
    id: 'billing',
    title: 'Billing & Plans',
    description: 'Compare Free and Premium.',
    icon,
    links: [
      { label: 'Compare plans', to: '/pricing' },
      { label: 'Cancelling', to: '/faq' },
    ],
  },
  {
    id: 'account',
    title: 'Account Management',
    description: 'Update your password.',
    icon,
    links: [
      { label: 'Edit your profile', to: '/profile' },
      { label: 'Terms of Use', to: '/terms' },
    ],
  },
];

const ids = (query: string) => searchHelpTopics(topics, query).map((result) => result.topic.id);

describe('searchHelpTopics', () => {
  it('returns every topic with all its links for an empty or blank query', () => {
    for (const query of ['', '   ']) {
      const results = searchHelpTopics(topics, query);
      expect(results.map((result) => result.topic.id)).toEqual(['billing', 'account']);
      expect(results.map((result) => result.links.length)).toEqual([2, 2]);
    }
  });

  it('matches titles and descriptions whatever the case, keeping all the links', () => {
    expect(ids('BILLING')).toEqual(['billing']);
    expect(ids('password')).toEqual(['account']);
    expect(searchHelpTopics(topics, 'password')[0]?.links).toHaveLength(2);
  });

  it('shows only the matching links of a card matched through its links', () => {
    const [result] = searchHelpTopics(topics, 'terms');
    expect(result?.topic.id).toBe('account');
    expect(result?.links.map((link) => link.label)).toEqual(['Terms of Use']);
  });

  it('collapses spaces in the query and finds nothing for unknown words', () => {
    expect(ids('  edit   your ')).toEqual(['account']);
    expect(ids('astronomy')).toEqual([]);
  });
});
