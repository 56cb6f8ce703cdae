-- Written by hand (issue 14): every call of the crm-outbox job to the sales system, one row each, for the
-- lead's page; and who closed a test-drive slot by hand, for the staff calendar (docs/decisions/0037-staff-test-drive-calendar.md).
CREATE TABLE "lead_delivery_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"http_status" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	CONSTRAINT "lead_delivery_attempts_outcome_check" CHECK ("lead_delivery_attempts"."outcome" in ('delivered', 'failed')),
	CONSTRAINT "lead_delivery_attempts_duration_check" CHECK ("lead_delivery_attempts"."duration_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lead_delivery_attempts" ADD CONSTRAINT "lead_delivery_attempts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_delivery_attempts_lead_id_idx" ON "lead_delivery_attempts" USING btree ("lead_id","attempted_at");--> statement-breakpoint
ALTER TABLE "test_drive_closures" ADD COLUMN "closed_by" text;
