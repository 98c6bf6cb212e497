import type { AdvisorView } from './advisor-view.ts';

export interface DirectoryFilter {
  search: string;
  tags: readonly string[];
}

/**
 * The directory's rule: the search matches name, category or any tag, case-insensitively; the tag
 * filter keeps advisors having any selected tag; both must hold.
 */
export function filterAdvisors(advisors: readonly AdvisorView[], filter: DirectoryFilter): AdvisorView[] {
  const query = filter.search.trim().toLowerCase();
  return advisors.filter((advisor) => {
    const matchesSearch =
      query === '' ||
      advisor.name.toLowerCase().includes(query) ||
      advisor.category.toLowerCase().includes(query) ||
      advisor.tags.some((tag) => tag.toLowerCase().includes(query));
    const matchesTags = filter.tags.length === 0 || advisor.tags.some((tag) => filter.tags.includes(tag));
    return matchesSearch && matchesTags;
  });
}

/** Every tag in use, once, sorted for the Filter by Tag list. */
export function allTags(advisors: readonly AdvisorView[]): string[] {
  return [...new Set(advisors.flatMap((advisor) => advisor.tags))].sort((a, b) => a.localeCompare(b));
}
