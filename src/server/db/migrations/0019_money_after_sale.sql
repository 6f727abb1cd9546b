CREATE TABLE "balance_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reference" text NOT NULL,
	"method" text NOT NULL,
	"installments" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"gateway" text NOT NULL,
	"charge_id" text,
	"pix_payload" text,
	"boleto_slips" jsonb,
	"boleto_url" text,
	"card_brand" text,
	"card_last4" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"purpose" text,
	"method" text,
	"gateway" text,
	"charge_id" text,
	"actor_id" integer,
	"source" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "order_ledger_amount_check" CHECK ("order_ledger"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "trip_sale_terms" (
	"trip_id" integer PRIMARY KEY NOT NULL,
	"deposit_percent" smallint,
	"balance_due_days" smallint NOT NULL,
	"cancellation_tiers" jsonb NOT NULL,
	"credit_months" smallint,
	CONSTRAINT "trip_sale_terms_deposit_check" CHECK ("trip_sale_terms"."deposit_percent" is null or "trip_sale_terms"."deposit_percent" between 10 and 90)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "plan" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "balance_charges" ADD CONSTRAINT "balance_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_sale_terms" ADD CONSTRAINT "trip_sale_terms_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_charges_key_unique" ON "balance_charges" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_charges_reference_unique" ON "balance_charges" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_charges_charge_unique" ON "balance_charges" USING btree ("gateway","charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_charges_live_unique" ON "balance_charges" USING btree ("order_id") WHERE "balance_charges"."status" in ('pending', 'paid');--> statement-breakpoint
CREATE INDEX "order_ledger_order_idx" ON "order_ledger" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_ledger_charge_unique" ON "order_ledger" USING btree ("gateway","charge_id") WHERE "order_ledger"."kind" = 'charge';--> statement-breakpoint
CREATE INDEX "orders_balance_due_idx" ON "orders" USING btree ("balance_due_at") WHERE "orders"."plan" = 'deposit' and "orders"."status" = 'paid';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_check" CHECK (("orders"."plan" = 'deposit') = ("orders"."deposit_cents" is not null) and ("orders"."deposit_cents" is null) = ("orders"."balance_due_at" is null));