ALTER TABLE "orders" ADD COLUMN "credit_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_applied_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_check" CHECK ("orders"."credit_applied_cents" >= 0 and ("orders"."credit_id" is not null or "orders"."credit_applied_cents" = 0));