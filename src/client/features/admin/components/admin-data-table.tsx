import type { ReactNode } from 'react';
import {
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

/** Sorting and paging only: the server filters, sorts and pages (manual mode), the table renders. */
export const adminTableFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type AdminColumn<Row extends RowData> = ColumnDef<typeof adminTableFeatures, Row>;
export type { PaginationState, SortingState };

const resolve = <T,>(updater: Updater<T>, current: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater);

export interface AdminDataTableProps<Row extends RowData> {
  /** The table's accessible name, also the scroll region's. */
  label: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  total: number;
  sorting: SortingState;
  onSortingChange(next: SortingState): void;
  pagination: PaginationState;
  onPaginationChange(next: PaginationState): void;
  /** What a count of rows is called: 'customers', 'entries'. */
  noun: string;
  empty: ReactNode;
  /** A fetch is under way (new filters, the next page): the rows shown are the previous ones. */
  busy?: boolean;
  /** The narrowest the table may be; a phone scrolls it sideways. */
  minWidthClass?: string;
  getRowId(row: Row): string;
}

const pageSizes = [10, 25, 50, 100];

export function AdminDataTable<Row extends RowData>({
  label,
  columns,
  rows,
  total,
  sorting,
  onSortingChange,
  pagination,
  onPaginationChange,
  noun,
  empty,
  busy = false,
  minWidthClass = 'min-w-[48rem]',
  getRowId,
}: AdminDataTableProps<Row>) {
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data: rows,
    getRowId,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    rowCount: total,
    state: { sorting, pagination },
    onSortingChange: (updater) => onSortingChange(resolve(updater, sorting)),
    onPaginationChange: (updater) => onPaginationChange(resolve(updater, pagination)),
  });
  const pageCount = Math.max(1, Math.ceil(total / pagination.pageSize));

  return (
    <div className="space-y-3">
      {/* Focusable so that keyboard users can scroll it sideways on a narrow screen; relative so that
          the sr-only texts inside (absolutely placed) scroll with it instead of widening the page. */}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border bg-card focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <table className={cn('w-full text-left text-sm', minWidthClass)} aria-busy={busy}>
          <caption className="sr-only">{label}</caption>
          <thead className="border-b bg-muted/50 text-muted-foreground">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const title = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                      className="px-3 py-2 font-medium whitespace-nowrap"
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                        >
                          {title}
                          {sorted === 'asc' ? (
                            <ArrowUp aria-hidden="true" className="size-3.5" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown aria-hidden="true" className="size-3.5" />
                          ) : (
                            <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />
                          )}
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className={cn(busy && 'opacity-60')}>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="p-0 text-muted-foreground">
                  {/* Held to the visible part of a table that a phone scrolls sideways, so that it is read without scrolling. */}
                  <div className="sticky left-0 max-w-[calc(100vw-2rem)] px-3 py-10 text-center">{empty}</div>
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-b last:border-b-0">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 align-top">
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-muted-foreground" aria-live="polite">
          Page {pagination.pageIndex + 1} of {pageCount} · {total} {noun}
        </p>
        <div className="flex items-center gap-2">
          <label className="flex items-center gap-2 text-muted-foreground">
            Rows per page
            <select
              className="h-9 rounded-md border border-input bg-background px-2 text-foreground"
              value={pagination.pageSize}
              onChange={(event) => onPaginationChange({ pageIndex: 0, pageSize: Number(event.target.value) })}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <Button variant="outline" size="sm" onClick={() => table.previousPage()} disabled={pagination.pageIndex === 0}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button variant="outline" size="sm" onClick={() => table.nextPage()} disabled={pagination.pageIndex + 1 >= pageCount}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </nav>
    </div>
  );
}
