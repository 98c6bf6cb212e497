CREATE TABLE "faq_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "faq_entries_slug_unique" UNIQUE("slug"),
	CONSTRAINT "faq_entries_slug_format" CHECK ("faq_entries"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("faq_entries"."slug") <= 80),
	CONSTRAINT "faq_entries_question_length" CHECK (char_length("faq_entries"."question") between 1 and 300),
	CONSTRAINT "faq_entries_answer_length" CHECK (char_length("faq_entries"."answer") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "mailing_list" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_by" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_by" text;--> statement-breakpoint
CREATE INDEX "faq_entries_position_idx" ON "faq_entries" USING btree ("position");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_replied_by_user_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_replied_by_user_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;