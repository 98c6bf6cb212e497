import { lazy, Suspense, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

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

const loadMenu = () => import('./tag-filter-menu.tsx');
// The menu (positioning, focus management) loads on first use; until then an identical button stands in.
const TagFilterMenu = lazy(async () => ({ default: (await loadMenu()).TagFilterMenu }));

export function TagFilter(props: TagFilterProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const placeholder = (
    <Button
      variant="outline"
      className="w-full justify-between sm:w-56"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => {
        setRequested(true);
        setOpen(true);
      }}
    >
      <TagFilterTriggerContent selectedCount={props.selected.length} />
    </Button>
  );
  if (!requested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <TagFilterMenu {...props} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
