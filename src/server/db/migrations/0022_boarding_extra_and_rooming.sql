CREATE TABLE "room_guests" (
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"room_id" integer NOT NULL,
	CONSTRAINT "room_guests_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "room_guests_position_check" CHECK ("room_guests"."position" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "trip_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "boarding_point_id" integer;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "boarding_extra_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "boarding_point_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "boarding_extra_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_guests" ADD CONSTRAINT "room_guests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_guests" ADD CONSTRAINT "room_guests_room_id_trip_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."trip_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_rooms" ADD CONSTRAINT "trip_rooms_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_rooms" ADD CONSTRAINT "trip_rooms_option_id_trip_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."trip_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_guests_room_idx" ON "room_guests" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "trip_rooms_trip_idx" ON "trip_rooms" USING btree ("trip_id");--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_boarding_point_id_trip_boarding_points_id_fk" FOREIGN KEY ("boarding_point_id") REFERENCES "public"."trip_boarding_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_boarding_point_id_trip_boarding_points_id_fk" FOREIGN KEY ("boarding_point_id") REFERENCES "public"."trip_boarding_points"("id") ON DELETE set null ON UPDATE no action;