-- Who last changed a lead's work state (a staff member's e-mail), shown beside it with the time; null for
-- changes made before this release, whose author nobody recorded.
ALTER TABLE "leads" ADD COLUMN "work_updated_by" text;
