CREATE TABLE "advisor_images" (
	"advisor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_images_advisor_id_kind_pk" PRIMARY KEY("advisor_id","kind"),
	CONSTRAINT "advisor_images_kind_check" CHECK ("advisor_images"."kind" in ('avatar', 'cover'))
);
--> statement-breakpoint
ALTER TABLE "advisors" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advisor_images" ADD CONSTRAINT "advisor_images_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;