CREATE TABLE "forfait_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"destination" text NOT NULL,
	"departure_date" date,
	"return_date" date,
	"adults" smallint NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"budget_per_person_cents" integer,
	"interests" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forfait_requests" ADD CONSTRAINT "forfait_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forfait_requests_user_idx" ON "forfait_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "forfait_requests_status_idx" ON "forfait_requests" USING btree ("status","created_at");