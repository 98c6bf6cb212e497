import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { AdminListTableState } from '../hooks/use-admin-list.ts';
import { AdminDataTable, type AdminDataTableProps } from './admin-data-table.tsx';

/** `announce` gives it role="status", as the content tabs have; the full screens' skeletons have never had it. */
export function TableSkeleton({ label, announce = false }: { label: string; announce?: boolean }) {
  // Skeleton hides itself from assistive technology; an announced one must not be hidden, or its status is never read.
  return <Skeleton className="h-80 rounded-xl" aria-label={label} {...(announce ? { role: 'status', 'aria-hidden': false } : {})} />;
}

type Handled = 'rows' | 'total' | 'noun' | 'busy' | 'getRowId' | keyof AdminListTableState;

export interface AdminQueryTableProps<Row extends { id: string }> extends Omit<AdminDataTableProps<Row>, Handled> {
  /** The list's query; with placeholder data kept, a refetch dims the rows shown instead of a skeleton. */
  result: UseQueryResult<{ rows: Row[]; total: number }, Error>;
  list: AdminListTableState;
  /** The skeleton's name while the first page loads: 'Loading customers'. */
  loading: string;
  announceLoading?: boolean;
  /** The end of 'Could not load …': 'the customers'. */
  what: string;
  /** What one row and several are called: ['customer', 'customers']. */
  noun: [one: string, many: string];
}

/** A paged admin list's table with its loading and error states. */
export function AdminQueryTable<Row extends { id: string }>({ result, list, loading, announceLoading, what, noun, ...table }: AdminQueryTableProps<Row>) {
  if (result.isPending) return <TableSkeleton label={loading} announce={announceLoading} />;
  if (result.isError) return <LoadError message={`Could not load ${what}: ${result.error.message}`} onRetry={() => void result.refetch()} />;
  return (
    <AdminDataTable
      {...table}
      noun={result.data.total === 1 ? noun[0] : noun[1]}
      rows={result.data.rows}
      total={result.data.total}
      getRowId={(row) => row.id}
      sorting={list.sorting}
      onSortingChange={list.onSortingChange}
      pagination={list.pagination}
      onPaginationChange={list.onPaginationChange}
      busy={result.isPlaceholderData}
    />
  );
}
