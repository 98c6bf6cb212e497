import { z } from 'zod/mini';

/** `?limit=` of the admin's lists (feedback, contact messages): newest first, 100 by default. */
export const adminListQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 100),
});
