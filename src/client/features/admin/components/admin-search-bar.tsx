import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input.tsx';

/** A list's search row: the search box (its label is its name), then the list's own filters. */
export function AdminSearchBar({
  list,
  placeholder,
  children,
}: {
  list: { search: string; setSearch(value: string): void };
  placeholder: string;
  children?: ReactNode;
}) {
  return (
    <div role="search" className="flex flex-col gap-3 md:flex-row md:items-end">
      <label className="flex-1 space-y-1.5 text-sm font-medium">
        <span>Search</span>
        <span className="relative block">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input type="search" className="pl-9" placeholder={placeholder} value={list.search} onChange={(event) => list.setSearch(event.target.value)} />
        </span>
      </label>
      {children}
    </div>
  );
}
