import { useState } from 'react';
import type { SortDirection } from '../../../../shared/admin/list-query.schema.ts';
import type { PaginationState, SortingState } from '../components/admin-data-table.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

export interface AdminListOptions<Key extends string> {
  /** The order a list opens in, and falls back to when a header's sort is cleared: it is never unsorted. */
  defaultSort: { id: NoInfer<Key>; desc: boolean };
  /** What the server sorts by: a column id outside them is never sent. */
  sortKeys: readonly Key[];
}

/** `sort` and `dir` for the server: a column it cannot sort by asks for the default column, in the direction shown. */
export function sortParamsOf<Key extends string>(sorting: SortingState, { defaultSort, sortKeys }: AdminListOptions<Key>): { sort: Key; dir: SortDirection } {
  const current = sorting[0] ?? defaultSort;
  const sort = (sortKeys as readonly string[]).includes(current.id) ? (current.id as Key) : defaultSort.id;
  return { sort, dir: current.desc ? 'desc' : 'asc' };
}

/**
 * The state every paged admin list keeps (search box, sort, page) and the query parameters it
 * makes: `q` (the search once the typing pauses, none when empty), `sortParams` and `pageParams`.
 * The parameters come apart so that each list keeps the order of its query string, and a CSV export
 * can take the filters and sort without the page.
 */
export function useAdminList<Key extends string>({ defaultSort, sortKeys }: AdminListOptions<Key>) {
  const [search, setSearch] = useState('');
  const typed = useDebouncedValue(search.trim());
  const [sorting, setSorting] = useState<SortingState>([defaultSort]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 25 });

  // A new search, filter or sort starts again on the first page: page 4 of the old rows may not exist.
  const firstPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));
  // Set while rendering rather than in an effect, so that no request goes out for the old page with the new search.
  const [lastTyped, setLastTyped] = useState(typed);
  if (lastTyped !== typed) {
    setLastTyped(typed);
    firstPage();
  }

  return {
    search,
    setSearch,
    q: typed || undefined,
    firstPage,
    sorting,
    onSortingChange(next: SortingState) {
      setSorting(next.length ? next : [defaultSort]);
      firstPage();
    },
    pagination,
    onPaginationChange: setPagination,
    sortParams: sortParamsOf(sorting, { defaultSort, sortKeys }),
    pageParams: { page: pagination.pageIndex + 1, pageSize: pagination.pageSize },
  };
}

/** What a table needs of the list: the sort and page it shows, and where its changes go. */
export type AdminListTableState = Pick<ReturnType<typeof useAdminList>, 'sorting' | 'onSortingChange' | 'pagination' | 'onPaginationChange'>;
