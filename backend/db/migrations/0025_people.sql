-- The vacancies and the team (docs/decisions/0104): the pages /vakansii.html, /workers.html and
-- /worker/{slug}.html read them, the studio's hr role publishes into them, the seed
-- (backend/people/seed.ts) writes what the site shipped with. A change renders the pages afresh (0011).
CREATE TABLE "vacancies" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"department" text NOT NULL,
	"employment" text NOT NULL,
	"schedule" text NOT NULL,
	"salary" text DEFAULT '' NOT NULL,
	"summary" text NOT NULL,
	"duties" jsonb NOT NULL,
	"requirements" jsonb NOT NULL,
	"conditions" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vacancies_code_check" CHECK ("vacancies"."code" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"department" text NOT NULL,
	"since" integer NOT NULL,
	"bio" jsonb NOT NULL,
	"languages" jsonb NOT NULL,
	"email" text NOT NULL,
	"photo" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "workers_slug_check" CHECK ("workers"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE INDEX "vacancies_active_order_idx" ON "vacancies" USING btree ("active","sort_order");--> statement-breakpoint
CREATE INDEX "workers_active_order_idx" ON "workers" USING btree ("active","sort_order");--> statement-breakpoint
CREATE TRIGGER "vacancies_inserted" AFTER INSERT ON "vacancies" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "vacancies_updated" AFTER UPDATE ON "vacancies" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "vacancies_deleted" AFTER DELETE ON "vacancies" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "vacancies_truncated" AFTER TRUNCATE ON "vacancies" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "workers_inserted" AFTER INSERT ON "workers" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "workers_updated" AFTER UPDATE ON "workers" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "workers_deleted" AFTER DELETE ON "workers" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "workers_truncated" AFTER TRUNCATE ON "workers" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
