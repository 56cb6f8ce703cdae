-- A cancelled test-drive booking is stored on its lead: its slot's row goes (the time is free for others),
-- so the lead says itself that the day and time it asked for no longer stand, and who called the visit
-- off (a staff member's e-mail; null when the erasure of the person's data gave the slot back).
ALTER TABLE "leads" ADD COLUMN "booking_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "booking_cancelled_by" text;--> statement-breakpoint
-- Bookings staff cancelled before this release left only the comment they wrote then: its time and author.
UPDATE "leads" SET "booking_cancelled_at" = c."created_at", "booking_cancelled_by" = c."author"
FROM (
	SELECT DISTINCT ON ("lead_id") "lead_id", "created_at", "author" FROM "lead_comments"
	WHERE "body" = 'Запись на тест-драйв отменена, время освобождено' ORDER BY "lead_id", "created_at"
) c
WHERE c."lead_id" = "leads"."id" AND "leads"."booking_cancelled_at" IS NULL;
