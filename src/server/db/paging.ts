import { and, asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from './client.ts';

/**
 * Backslash before LIKE's wildcards (`%`, `_`) and before the backslash itself, PostgreSQL's
 * default escape character: what a user typed then matches only itself.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A LIKE pattern that finds `text` anywhere in a value, `%` and `_` typed in a search box included. */
export const likePattern = (text: string): string => `%${escapeLike(text)}%`;

type Order = typeof asc;

/** The app's database or a transaction of it: lists only read. */
type Reader = Pick<Database, 'select'>;

/**
 * A table as a paged list reads it: what a row holds, where the search box looks, and what each
 * sort of the table orders by.
 */
export interface ListSource<TSelection extends SelectedFields, Sort extends string> {
  table: PgTable;
  columns: TSelection;
  /** The columns a search (`q`) looks in, any of them matching. */
  searchIn?: readonly (AnyColumn | SQL)[];
  sorts: Record<Sort, AnyColumn | SQL>;
  /** Orderings after the sort's own, so that pages neither repeat nor skip a row when keys tie. */
  tieBreakers(order: Order): SQL[];
}

/** What a list's query string says: the search text, the sort and its direction. */
export interface ListQuery<Sort extends string> {
  q?: string | undefined;
  sort: Sort;
  dir: 'asc' | 'desc';
}

export interface PageQuery<Sort extends string> extends ListQuery<Sort> {
  /** Counts from 1. */
  page: number;
  pageSize: number;
}

/** One page of rows and how many rows match in all, as every paged table answers. */
export interface Page<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

export type RowOf<TSelection extends SelectedFields> = SelectResultFields<TSelection>;

/** The search (when there is one) and the list's own filters; an empty search box filters nothing. */
function whereOf(
  searchIn: ListSource<SelectedFields, string>['searchIn'],
  q: string | undefined,
  filters: readonly (SQL | undefined)[],
): SQL | undefined {
  const pattern = q ? likePattern(q) : undefined;
  const search = pattern && searchIn ? or(...searchIn.map((column) => ilike(column, pattern))) : undefined;
  return and(search, ...filters);
}

function orderOf<Sort extends string>(
  source: Pick<ListSource<SelectedFields, Sort>, 'sorts' | 'tieBreakers'>,
  query: ListQuery<Sort>,
): SQL[] {
  const order = query.dir === 'asc' ? asc : desc;
  return [order(source.sorts[query.sort]), ...source.tieBreakers(order)];
}

async function selectRows<TSelection extends SelectedFields, Sort extends string>(
  db: Reader,
  source: ListSource<TSelection, Sort>,
  query: ListQuery<Sort>,
  where: SQL | undefined,
  window: { limit: number; offset: number },
): Promise<RowOf<TSelection>[]> {
  // Selected as plain fields: drizzle cannot resolve its builder's types for a generic selection.
  const columns: SelectedFields = source.columns;
  const rows = await db
    .select(columns)
    .from(source.table)
    .where(where)
    .orderBy(...orderOf(source, query))
    .limit(window.limit)
    .offset(window.offset);
  // What a one-table select of `source.columns` gives.
  return rows as RowOf<TSelection>[];
}

/**
 * One page of a list, searched, filtered, sorted, and the number of rows that match in all: the
 * one way every paged admin table reads its rows.
 */
export async function selectPage<TSelection extends SelectedFields, Sort extends string>(
  db: Reader,
  source: ListSource<TSelection, Sort>,
  query: PageQuery<Sort>,
  filters: readonly (SQL | undefined)[] = [],
): Promise<Page<RowOf<TSelection>>> {
  const where = whereOf(source.searchIn, query.q, filters);
  const [rows, [counted]] = await Promise.all([
    selectRows(db, source, query, where, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(source.table)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Every row the search and filters match, in the list's order, up to `limit`: what a CSV export holds. */
export function selectAll<TSelection extends SelectedFields, Sort extends string>(
  db: Reader,
  source: ListSource<TSelection, Sort>,
  query: ListQuery<Sort>,
  filters: readonly (SQL | undefined)[],
  limit: number,
): Promise<RowOf<TSelection>[]> {
  return selectRows(db, source, query, whereOf(source.searchIn, query.q, filters), { limit, offset: 0 });
}

/** A page whose rows are shaped for the response. */
export const mapPage = <Row, Shaped>(page: Page<Row>, shape: (row: Row) => Shaped): Page<Shaped> => ({
  ...page,
  rows: page.rows.map(shape),
});
