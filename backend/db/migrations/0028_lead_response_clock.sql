ALTER TABLE "leads" ADD COLUMN "first_worked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_worked_by" text;--> statement-breakpoint
-- Leads already taken into work before the clock: the last change of their state is the best time known.
UPDATE "leads" SET "first_worked_at" = "work_updated_at", "first_worked_by" = "work_updated_by" WHERE "work_state" <> 'new' AND "work_updated_at" IS NOT NULL;
