-- One search index for the site and the API (docs/decisions/0040): the texts the other tables do not
-- hold. The web process writes the site's own pages (origin 'site': pages' full text, bundled articles)
-- as it starts; the stock job writes the cars of each feed's snapshot (origin 'stock:<source>') with
-- the snapshot. Models, page meta, offers and news keep their own vectors and are searched alongside.
CREATE TABLE "search_documents" (
	"href" text PRIMARY KEY NOT NULL,
	"origin" text NOT NULL,
	"type" text NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian', search_fold("search_documents"."title")), 'A') || setweight(to_tsvector('russian', search_fold("search_documents"."description")), 'B') || setweight(to_tsvector('russian', search_fold("search_documents"."body")), 'C')) STORED NOT NULL,
	CONSTRAINT "search_documents_type_check" CHECK ("search_documents"."type" in ('page', 'service', 'news', 'car'))
);
--> statement-breakpoint
CREATE INDEX "search_documents_search_idx" ON "search_documents" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "search_documents_origin_idx" ON "search_documents" ("origin");
