import { Search, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { TagFilter } from './tag-filter.tsx';

interface DirectoryFilterBarProps {
  search: string;
  onSearchChange(search: string): void;
  tags: string[];
  selectedTags: string[];
  onSelectedTagsChange(tags: string[]): void;
  onClear(): void;
}

export function DirectoryFilterBar({ search, onSearchChange, tags, selectedTags, onSelectedTagsChange, onClear }: DirectoryFilterBarProps) {
  const active = search.trim() !== '' || selectedTags.length > 0;
  return (
    <div className="space-y-3" role="search">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Search advisors..."
            aria-label="Search advisors"
            className="pl-9"
          />
        </div>
        <TagFilter tags={tags} selected={selectedTags} onChange={onSelectedTagsChange} />
        {active && (
          <Button variant="ghost" onClick={onClear}>
            Clear
          </Button>
        )}
      </div>
      {selectedTags.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Selected tags">
          {selectedTags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1 py-1 pr-1 pl-2.5">
                {tag}
                <button
                  type="button"
                  onClick={() => onSelectedTagsChange(selectedTags.filter((entry) => entry !== tag))}
                  aria-label={`Remove ${tag}`}
                  className="rounded-full p-0.5 hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
