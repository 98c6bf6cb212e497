CREATE TABLE "advisor_chat_usage" (
	"advisor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"messages" integer NOT NULL,
	CONSTRAINT "advisor_chat_usage_advisor_id_day_pk" PRIMARY KEY("advisor_id","day"),
	CONSTRAINT "advisor_chat_usage_messages_positive" CHECK ("advisor_chat_usage"."messages" >= 0)
);
--> statement-breakpoint
ALTER TABLE "advisor_chat_usage" ADD CONSTRAINT "advisor_chat_usage_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;