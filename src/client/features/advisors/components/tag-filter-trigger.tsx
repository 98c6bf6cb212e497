import { ChevronDown } from 'lucide-react';

// Shared by the stand-in button (tag-filter.tsx) and the lazily loaded menu (tag-filter-menu.tsx),
// so that the menu does not import back the module that loads it.

export interface TagFilterProps {
  tags: string[];
  selected: string[];
  onChange(selected: string[]): void;
}

/**
 * The button's name is "Filter by Tag: Select tags" (or ": 2 tags selected"): the visible text is
 * part of it, as WCAG 2.5.3 asks, so no aria-label that would replace it.
 */
export function TagFilterTriggerContent({ selectedCount }: { selectedCount: number }) {
  return (
    <>
      <span className="sr-only">Filter by Tag: </span>
      <span className={selectedCount === 0 ? 'text-muted-foreground' : undefined}>
        {selectedCount === 0 ? 'Select tags' : `${selectedCount} tag${selectedCount === 1 ? '' : 's'} selected`}
      </span>
      <ChevronDown aria-hidden="true" className="opacity-60" />
    </>
  );
}
