CREATE TABLE "airlines" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "airlines_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" jsonb NOT NULL,
	"link" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "event_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo" jsonb NOT NULL,
	"pdf_key" text NOT NULL,
	"price_cents" integer,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "tips_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "travel_information" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"leg" smallint NOT NULL,
	"airline_id" integer NOT NULL,
	"flight_number" text NOT NULL,
	"boarding_airport" text NOT NULL,
	"destination" text NOT NULL,
	"departure_date" date NOT NULL,
	"departure_time" text NOT NULL,
	"arrival_time" text NOT NULL,
	CONSTRAINT "trip_flights_leg_check" CHECK ("trip_flights"."leg" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "trip_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"image" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"people" smallint DEFAULT 1 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "trip_options_price_check" CHECK ("trip_options"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"classification" smallint NOT NULL,
	"transport" text NOT NULL,
	"event_type_id" integer,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"destination" text NOT NULL,
	"place_description" text DEFAULT '' NOT NULL,
	"boarding_place" text DEFAULT '' NOT NULL,
	"hotel" text DEFAULT '' NOT NULL,
	"mental_map_tag" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"vacancies" integer NOT NULL,
	"seats_left" integer NOT NULL,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"included" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"not_included" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"documentation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_installments" smallint DEFAULT 10 NOT NULL,
	"boleto_installments" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (translate(lower("trips"."name" || ' ' || "trips"."destination" || ' ' || "trips"."place_description"), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')) STORED NOT NULL,
	CONSTRAINT "trips_classification_check" CHECK ("trips"."classification" in (0, 1, 2)),
	CONSTRAINT "trips_seats_check" CHECK ("trips"."seats_left" >= 0 and "trips"."seats_left" <= "trips"."vacancies")
);
--> statement-breakpoint
ALTER TABLE "trip_flights" ADD CONSTRAINT "trip_flights_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_flights" ADD CONSTRAINT "trip_flights_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_images" ADD CONSTRAINT "trip_images_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_options" ADD CONSTRAINT "trip_options_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_flights_leg_unique" ON "trip_flights" USING btree ("trip_id","leg");--> statement-breakpoint
CREATE INDEX "trip_images_trip_idx" ON "trip_images" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trip_options_trip_idx" ON "trip_options" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_slug_unique" ON "trips" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "trips_listing_idx" ON "trips" USING btree ("published","check_in");