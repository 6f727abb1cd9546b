ALTER TABLE "order_status_history" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower("orders"."code" || ' ' || replace("orders"."code", '-', '') || ' ' || coalesce("orders"."payer" ->> 'name', '') || ' ' || coalesce("orders"."payer" ->> 'email', '') || ' ' || coalesce("orders"."payer" ->> 'cpf', '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_trip_status_idx" ON "orders" USING btree ("trip_id","status");