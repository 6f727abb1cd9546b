CREATE TABLE "guest_order_access" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"generation" integer NOT NULL,
	"extended_until" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "guest_order_access" ADD CONSTRAINT "guest_order_access_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;