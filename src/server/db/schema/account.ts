import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { bytea } from './bytea.ts';


/** Profile photos, already resized to 256x256 WebP (a few KB each). */
export const userAvatars = pgTable('user_avatars', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
