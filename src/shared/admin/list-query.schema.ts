import { z } from 'zod/mini';

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** The most rows one page of an admin table holds. */
export const adminMaxPageSize = 100;

/** `?page=&pageSize=` of the paged admin tables (customers, audit log); pages count from 1. */
export const adminPageQueryShape = {
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(adminMaxPageSize)), 25),
  dir: z._default(z.enum(sortDirections), 'desc'),
};

/** One page of an admin table and how many rows match in all. */
export function adminPageSchema<Row extends z.core.$ZodType>(row: Row) {
  return z.object({ rows: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });
}

/**
 * An optional text filter, trimmed; an empty one (a cleared search box) filters nothing, so the
 * queries test it for truth. No transform: every zod function used here lands in the chunk that
 * public pages share, and the public pages' budget has no room for one only admins need.
 */
export const optionalFilterSchema = z.optional(z.string().check(z.trim(), z.maxLength(200)));
