CREATE TABLE "commission_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"month" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commission_payouts_amount_check" CHECK ("commission_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_link_keys" (
	"link_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_link_keys_link_id_key_pk" PRIMARY KEY("link_id","key")
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"agency_id" integer NOT NULL,
	"trip_id" integer,
	"option_id" integer,
	"product_id" integer,
	"item_name" text NOT NULL,
	"option_name" text,
	"people" smallint NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"customer_name" text,
	"customer_email" text,
	"customer_phone" text,
	"status" text DEFAULT 'open' NOT NULL,
	"order_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "payment_links_item_check" CHECK (("payment_links"."trip_id" is not null and "payment_links"."option_id" is not null and "payment_links"."product_id" is null) or ("payment_links"."product_id" is not null and "payment_links"."trip_id" is null)),
	CONSTRAINT "payment_links_amount_check" CHECK ("payment_links"."amount_cents" >= 0 and "payment_links"."people" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_basis_points" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_link_id" integer;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_link_keys" ADD CONSTRAINT "payment_link_keys_link_id_payment_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."payment_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_link_keys" ADD CONSTRAINT "payment_link_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_option_id_trip_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."trip_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_payouts_month_idx" ON "commission_payouts" USING btree ("month","agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_token_unique" ON "payment_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "payment_links_agency_idx" ON "payment_links" USING btree ("agency_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_agency_idx" ON "orders" USING btree ("agency_id","created_at") WHERE "orders"."agency_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_check" CHECK ("orders"."user_id" is not null or "orders"."payment_link_id" is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_agency_check" CHECK (("orders"."agency_id" is null) = ("orders"."commission_basis_points" is null) and ("orders"."agency_id" is null) = ("orders"."seller_code" is null));--> statement-breakpoint
-- Orders an approved agency placed with its own login were its commission before orders named their agency: credit them at the agency's present terms.
UPDATE "orders" SET "agency_id" = "users"."id", "seller_code" = "users"."seller_code", "commission_basis_points" = "users"."commission_basis_points"
FROM "users" WHERE "orders"."user_id" = "users"."id" AND "users"."type" = 2 AND "users"."seller_code" IS NOT NULL AND "users"."commission_basis_points" IS NOT NULL;
