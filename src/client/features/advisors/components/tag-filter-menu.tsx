import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';

import { TagFilterTriggerContent, type TagFilterProps } from './tag-filter-trigger.tsx';

/** Filter by Tag: a multi-select that stays open while ticking several tags. */
export function TagFilterMenu({ tags, selected, onChange, open, onOpenChange }: TagFilterProps & { open: boolean; onOpenChange(open: boolean): void }) {
  const toggle = (tag: string) =>
    onChange(selected.includes(tag) ? selected.filter((entry) => entry !== tag) : [...selected, tag]);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="w-full justify-between sm:w-56">
          <TagFilterTriggerContent selectedCount={selected.length} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-80 w-56 overflow-y-auto">
        <DropdownMenuLabel>Filter by Tag</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {tags.map((tag) => (
          <DropdownMenuCheckboxItem
            key={tag}
            checked={selected.includes(tag)}
            onCheckedChange={() => toggle(tag)}
            // Keep the menu open so several tags can be picked in one go.
            onSelect={(event) => event.preventDefault()}
          >
            {tag}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
