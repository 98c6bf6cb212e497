CREATE TABLE "itineraries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"departure_city" text NOT NULL,
	"destination_city" text NOT NULL,
	"num_people" integer NOT NULL,
	"budget" integer NOT NULL,
	"departure_date" date NOT NULL,
	"return_date" date NOT NULL,
	"accommodation_preference" text NOT NULL,
	"food_preference" text NOT NULL,
	"transportation_preference" text NOT NULL,
	"activities" jsonb NOT NULL,
	"other_preferences" text DEFAULT '' NOT NULL,
	"plan" jsonb NOT NULL,
	"is_completed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itineraries_cities_length" CHECK (char_length("itineraries"."departure_city") between 1 and 100 and char_length("itineraries"."destination_city") between 1 and 100),
	CONSTRAINT "itineraries_people_range" CHECK ("itineraries"."num_people" between 1 and 20),
	CONSTRAINT "itineraries_budget_range" CHECK ("itineraries"."budget" between 100 and 1000000),
	CONSTRAINT "itineraries_dates_order" CHECK ("itineraries"."departure_date" <= "itineraries"."return_date" and "itineraries"."return_date" - "itineraries"."departure_date" < 30),
	CONSTRAINT "itineraries_preferences_length" CHECK (char_length("itineraries"."accommodation_preference") <= 50 and char_length("itineraries"."food_preference") <= 300 and char_length("itineraries"."transportation_preference") <= 300),
	CONSTRAINT "itineraries_other_preferences_length" CHECK (char_length("itineraries"."other_preferences") <= 1000),
	CONSTRAINT "itineraries_activities_array" CHECK (jsonb_typeof("itineraries"."activities") = 'array' and jsonb_array_length("itineraries"."activities") between 1 and 20),
	CONSTRAINT "itineraries_plan_array" CHECK (jsonb_typeof("itineraries"."plan") = 'array' and jsonb_array_length("itineraries"."plan") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "itinerary_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"itinerary_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"hide_costs" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "itinerary_share_links_token_hash_format" CHECK ("itinerary_share_links"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_share_links" ADD CONSTRAINT "itinerary_share_links_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "itineraries_user_created_idx" ON "itineraries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "itinerary_share_links_token_hash_idx" ON "itinerary_share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "itinerary_share_links_live_idx" ON "itinerary_share_links" USING btree ("itinerary_id") WHERE "itinerary_share_links"."revoked_at" is null;