ALTER TABLE "payment_links" ADD COLUMN "boarding_point_id" integer;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "boarding_extra_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "boarding_point_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "boarding_extra_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_boarding_point_id_trip_boarding_points_id_fk" FOREIGN KEY ("boarding_point_id") REFERENCES "public"."trip_boarding_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_boarding_point_id_trip_boarding_points_id_fk" FOREIGN KEY ("boarding_point_id") REFERENCES "public"."trip_boarding_points"("id") ON DELETE set null ON UPDATE no action;