import type { HelpTopic } from './help-topics.ts';

export interface HelpSearchResult {
  topic: HelpTopic;
  /** The links to show: all of them, or only the matching ones when the match was on a link alone. */
  links: HelpTopic['links'];
}

/** Lower-cased and with runs of spaces collapsed, so "  Cancel   plan " reads as "cancel plan". */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The topics matching `query` (case-insensitive, anywhere in the title, the description or a link's
 * text). A card matched by its title or description keeps all its links; a card matched only
 * through some of its links shows just those, so the answer is what stands out.
 */
export function searchHelpTopics(topics: readonly HelpTopic[], query: string): HelpSearchResult[] {
  const needle = normalizeQuery(query);
  if (!needle) return topics.map((topic) => ({ topic, links: topic.links }));
  const matches = (text: string) => text.toLowerCase().includes(needle);
  return topics.flatMap((topic) => {
    if (matches(topic.title) || matches(topic.description)) return [{ topic, links: topic.links }];
    const links = topic.links.filter((link) => matches(link.label));
    return links.length > 0 ? [{ topic, links }] : [];
  });
}
