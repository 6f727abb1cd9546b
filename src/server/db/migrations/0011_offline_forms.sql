ALTER TABLE "forfait_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "forfait_requests" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "forfait_requests_idempotency_key_idx" ON "forfait_requests" USING btree ("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_idempotency_key_idx" UNIQUE("idempotency_key");