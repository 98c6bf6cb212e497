import type { FastifyBaseLogger } from 'fastify';
import type { Feedback } from '../../shared/feedback/feedback.schema.ts';
import type { Database } from '../db/client.ts';
import { feedback } from '../db/schema/index.ts';

export interface FeedbackService {
  /** Stores the spec's record; `userId` is the signed-in user, or null for a visitor. */
  submit(input: Feedback, userId: string | null): Promise<void>;
}

export function createFeedbackService({ db, log }: { db: Database; log: FastifyBaseLogger }): FeedbackService {
  return {
    async submit(input, userId) {
      const message = input.message?.trim();
      // The reply details are kept only when a reply is wanted (the spec's record, and a check in the table).
      const reply = input.wantReply ? { name: input.name?.trim() ?? '', email: (input.email ?? '').trim().toLowerCase() } : { name: null, email: null };
      const [row] = await db
        .insert(feedback)
        .values({
          userId,
          rating: input.rating,
          whatILiked: null,
          roomForImprovement: null,
          partingThoughts: message ? message : null,
          wantReply: input.wantReply,
          ...reply,
        })
        .returning({ id: feedback.id });
      log.info({ event: 'feedback', feedbackId: row?.id, rating: input.rating, wantReply: input.wantReply }, 'feedback received');
    },
  };
}
