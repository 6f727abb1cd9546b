ALTER TABLE "commission_payouts" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_payouts_idempotency_key_idx" ON "commission_payouts" USING btree ("created_by","idempotency_key");