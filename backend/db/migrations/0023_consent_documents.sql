-- The consent documents (docs/decisions/0100): each version of the consent to process personal data, to
-- pass the data to third parties and to receive advertising, kept whole with the moment it took effect;
-- leads name the versions the visitor agreed to. The seed (backend/consents/seed.ts) writes the first
-- versions; leads stored before keep «2026-11-01» in consent_version, the id of personal-data version 1.
CREATE TABLE "consent_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "consent_documents_kind_number_unique" UNIQUE("kind","number"),
	CONSTRAINT "consent_documents_kind_check" CHECK ("consent_documents"."kind" in ('personal-data', 'third-parties', 'advertising')),
	CONSTRAINT "consent_documents_id_check" CHECK ("consent_documents"."id" ~ '^[a-z0-9][a-z0-9-]{0,59}$'),
	CONSTRAINT "consent_documents_number_check" CHECK ("consent_documents"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "third_parties_consent_version" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "advertising_consent_version" text;--> statement-breakpoint
CREATE INDEX "consent_documents_kind_effective_idx" ON "consent_documents" USING btree ("kind","effective_from");

--> statement-breakpoint
-- A version is evidence of what visitors agreed to: it is never changed or removed, a new text is a new version.
CREATE FUNCTION "consent_documents_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent_documents: a version of a consent text is never changed or deleted; publish a new version'
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "consent_documents_kept" BEFORE UPDATE OR DELETE ON "consent_documents" FOR EACH ROW EXECUTE FUNCTION "consent_documents_kept"();
--> statement-breakpoint
CREATE TRIGGER "consent_documents_not_truncated" BEFORE TRUNCATE ON "consent_documents" FOR EACH STATEMENT EXECUTE FUNCTION "consent_documents_kept"();
--> statement-breakpoint
-- Every page's forms link the versions in effect (the root loader): a new one renders the pages afresh (0011).
CREATE TRIGGER "consent_documents_inserted" AFTER INSERT ON "consent_documents" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
