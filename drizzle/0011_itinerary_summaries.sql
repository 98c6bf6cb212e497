ALTER TABLE "itineraries" ADD COLUMN "total_cents" bigint;--> statement-breakpoint
ALTER TABLE "itineraries" ADD COLUMN "activity_count" integer;