import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TagFilterTriggerContent, type TagFilterProps } from './tag-filter-trigger.tsx';

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
