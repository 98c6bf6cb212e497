CREATE TABLE "billing_customers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_stripe_customer_id_unique" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan" text DEFAULT 'premium' NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"card_brand" text,
	"card_last4" text,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_plan_check" CHECK ("subscriptions"."plan" in ('premium')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('trialing', 'active', 'past_due', 'canceled', 'ended')),
	CONSTRAINT "subscriptions_provider_check" CHECK ("subscriptions"."provider" in ('stripe', 'manual')),
	CONSTRAINT "subscriptions_provider_ids" CHECK (("subscriptions"."provider" = 'stripe') = ("subscriptions"."provider_subscription_id" is not null)),
	CONSTRAINT "subscriptions_card_last4" CHECK ("subscriptions"."card_last4" is null or "subscriptions"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "user" DROP CONSTRAINT "user_plan_check";--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_granted_by_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_unique" ON "subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
-- Premium moves from the user row to subscriptions (issue 25, decision 0204): each Premium user
-- keeps their grant as a manual subscription with the same end, an expired one as ended history.
INSERT INTO "subscriptions" ("user_id", "status", "provider", "current_period_end")
SELECT "id", CASE WHEN "premium_until" IS NULL OR "premium_until" > now() THEN 'active' ELSE 'ended' END, 'manual', "premium_until"
FROM "user" WHERE "plan" = 'premium';--> statement-breakpoint
ALTER TABLE "user" DROP COLUMN "plan";--> statement-breakpoint
ALTER TABLE "user" DROP COLUMN "premium_until";