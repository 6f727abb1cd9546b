CREATE TABLE "order_travellers" (
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text,
	"document_kind" text,
	"document_number" text,
	"birth_date" date,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_travellers_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_travellers_position_check" CHECK ("order_travellers"."position" between 0 and 9),
	CONSTRAINT "order_travellers_document_check" CHECK (("order_travellers"."document_kind" is null) = ("order_travellers"."document_number" is null))
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "travellers_deadline_hours" integer;--> statement-breakpoint
ALTER TABLE "order_travellers" ADD CONSTRAINT "order_travellers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;