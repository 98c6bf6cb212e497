CREATE TABLE "advisor_tags" (
	"advisor_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "advisor_tags_advisor_id_tag_id_pk" PRIMARY KEY("advisor_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "advisors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"ethos" text,
	"about" text,
	"short_description" text,
	"avatar_url" text,
	"cover_url" text,
	"status" text DEFAULT 'available' NOT NULL,
	"instructions" jsonb DEFAULT '{"methods":[]}'::jsonb NOT NULL,
	"system_prompt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisors_slug_unique" UNIQUE("slug"),
	CONSTRAINT "advisors_status_check" CHECK ("advisors"."status" in ('available', 'training', 'testing', 'developing')),
	CONSTRAINT "advisors_slug_format" CHECK ("advisors"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "mailing_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_list_email_unique" UNIQUE("email"),
	CONSTRAINT "mailing_list_email_length" CHECK (char_length("mailing_list"."email") <= 255),
	CONSTRAINT "mailing_list_source_check" CHECK ("mailing_list"."source" in ('footer', 'account', 'invite'))
);
--> statement-breakpoint
ALTER TABLE "advisor_tags" ADD CONSTRAINT "advisor_tags_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_tags" ADD CONSTRAINT "advisor_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_tags_tag_idx" ON "advisor_tags" USING btree ("tag_id");