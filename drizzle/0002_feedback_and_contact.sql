CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_name_length" CHECK (char_length("contact_messages"."name") between 1 and 100),
	CONSTRAINT "contact_messages_email_length" CHECK (char_length("contact_messages"."email") between 3 and 255),
	CONSTRAINT "contact_messages_subject_length" CHECK (char_length("contact_messages"."subject") between 1 and 150),
	CONSTRAINT "contact_messages_message_length" CHECK (char_length("contact_messages"."message") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"rating" smallint NOT NULL,
	"what_i_liked" text,
	"room_for_improvement" text,
	"parting_thoughts" text,
	"want_reply" boolean DEFAULT false NOT NULL,
	"name" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_range" CHECK ("feedback"."rating" between 1 and 5),
	CONSTRAINT "feedback_reply_details" CHECK (("feedback"."want_reply" and "feedback"."name" is not null and "feedback"."email" is not null) or (not "feedback"."want_reply" and "feedback"."name" is null and "feedback"."email" is null)),
	CONSTRAINT "feedback_parting_thoughts_length" CHECK (char_length("feedback"."parting_thoughts") <= 2000),
	CONSTRAINT "feedback_name_length" CHECK (char_length("feedback"."name") <= 100),
	CONSTRAINT "feedback_email_length" CHECK (char_length("feedback"."email") <= 255)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");