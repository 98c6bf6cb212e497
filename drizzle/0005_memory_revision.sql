ALTER TABLE "advisor_memories" DROP CONSTRAINT "advisor_memories_summary_length";--> statement-breakpoint
ALTER TABLE "advisor_memories" ALTER COLUMN "summary" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "advisor_memories" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "advisor_memories" ADD CONSTRAINT "advisor_memories_summary_length" CHECK ("advisor_memories"."summary" is null or char_length("advisor_memories"."summary") between 1 and 2000);