ALTER TABLE "leads" DROP CONSTRAINT "leads_lead_type_check";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_lead_type_check" CHECK ("leads"."lead_type" in ('test-drive', 'service', 'order', 'trade-in', 'configurator'));--> statement-breakpoint
CREATE TABLE "configurator_pdfs" (
	"file" text PRIMARY KEY NOT NULL,
	"configuration" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configurator_pdfs_file_check" CHECK ("configurator_pdfs"."file" ~ '^genesis-[a-z0-9-]{2,10}-[0-9a-f]{16}\.pdf$')
);
