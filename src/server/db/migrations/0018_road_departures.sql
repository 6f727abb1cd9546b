CREATE TABLE "traveller_places" (
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"boarding_point_id" integer,
	"vehicle_id" integer,
	"seat_number" smallint,
	CONSTRAINT "traveller_places_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "traveller_places_seat_check" CHECK (("traveller_places"."vehicle_id" is null) = ("traveller_places"."seat_number" is null)),
	CONSTRAINT "traveller_places_position_check" CHECK ("traveller_places"."position" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "trip_boarding_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"city" text NOT NULL,
	"place" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"extra_cents" integer DEFAULT 0 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "trip_boarding_points_extra_check" CHECK ("trip_boarding_points"."extra_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trip_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"name" text NOT NULL,
	"layout" text NOT NULL,
	"blocked_seats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "traveller_places" ADD CONSTRAINT "traveller_places_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveller_places" ADD CONSTRAINT "traveller_places_boarding_point_id_trip_boarding_points_id_fk" FOREIGN KEY ("boarding_point_id") REFERENCES "public"."trip_boarding_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveller_places" ADD CONSTRAINT "traveller_places_vehicle_id_trip_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."trip_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_boarding_points" ADD CONSTRAINT "trip_boarding_points_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_vehicles" ADD CONSTRAINT "trip_vehicles_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "traveller_places_seat_unique" ON "traveller_places" USING btree ("vehicle_id","seat_number");--> statement-breakpoint
CREATE INDEX "traveller_places_boarding_idx" ON "traveller_places" USING btree ("boarding_point_id") WHERE "traveller_places"."boarding_point_id" is not null;--> statement-breakpoint
CREATE INDEX "trip_boarding_points_trip_idx" ON "trip_boarding_points" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trip_vehicles_trip_idx" ON "trip_vehicles" USING btree ("trip_id");