-- What the pages show, versioned per domain, so every web process on this database notices a change
-- within its poll (the page cache, docs/decisions/0039): a statement that changes rows of a domain's
-- tables bumps its row, whoever runs it (the site, a seed, the stock job, an operator in psql). A
-- statement that changes no row (the seed's inserts that find every row present) bumps nothing.
CREATE TABLE "content_versions" (
	"domain" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_versions" ("domain") VALUES ('content'), ('schedule'), ('stock');
--> statement-breakpoint
CREATE FUNCTION "bump_content_version"(domain text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "content_versions" ("domain", "version", "changed_at") VALUES (domain, 1, now())
  ON CONFLICT ("domain") DO UPDATE SET "version" = "content_versions"."version" + 1, "changed_at" = now();
$$;
--> statement-breakpoint
CREATE FUNCTION "content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR EXISTS (SELECT 1 FROM "changed_rows") THEN
    PERFORM "bump_content_version"(TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "content_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_content_version"(TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "models_inserted" AFTER INSERT ON "models" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "models_updated" AFTER UPDATE ON "models" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "models_deleted" AFTER DELETE ON "models" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "models_truncated" AFTER TRUNCATE ON "models" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "news_inserted" AFTER INSERT ON "news" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "news_updated" AFTER UPDATE ON "news" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "news_deleted" AFTER DELETE ON "news" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "news_truncated" AFTER TRUNCATE ON "news" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "options_inserted" AFTER INSERT ON "options" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "options_updated" AFTER UPDATE ON "options" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "options_deleted" AFTER DELETE ON "options" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "options_truncated" AFTER TRUNCATE ON "options" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "engines_inserted" AFTER INSERT ON "engines" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "engines_updated" AFTER UPDATE ON "engines" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "engines_deleted" AFTER DELETE ON "engines" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "engines_truncated" AFTER TRUNCATE ON "engines" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "exterior_colors_inserted" AFTER INSERT ON "exterior_colors" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "exterior_colors_updated" AFTER UPDATE ON "exterior_colors" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "exterior_colors_deleted" AFTER DELETE ON "exterior_colors" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "exterior_colors_truncated" AFTER TRUNCATE ON "exterior_colors" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "feature_categories_inserted" AFTER INSERT ON "feature_categories" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "feature_categories_updated" AFTER UPDATE ON "feature_categories" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "feature_categories_deleted" AFTER DELETE ON "feature_categories" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "feature_categories_truncated" AFTER TRUNCATE ON "feature_categories" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "features_inserted" AFTER INSERT ON "features" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "features_updated" AFTER UPDATE ON "features" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "features_deleted" AFTER DELETE ON "features" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "features_truncated" AFTER TRUNCATE ON "features" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "interior_colors_inserted" AFTER INSERT ON "interior_colors" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "interior_colors_updated" AFTER UPDATE ON "interior_colors" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "interior_colors_deleted" AFTER DELETE ON "interior_colors" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "interior_colors_truncated" AFTER TRUNCATE ON "interior_colors" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "package_features_inserted" AFTER INSERT ON "package_features" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "package_features_updated" AFTER UPDATE ON "package_features" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "package_features_deleted" AFTER DELETE ON "package_features" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "package_features_truncated" AFTER TRUNCATE ON "package_features" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "package_specifications_inserted" AFTER INSERT ON "package_specifications" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "package_specifications_updated" AFTER UPDATE ON "package_specifications" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "package_specifications_deleted" AFTER DELETE ON "package_specifications" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "package_specifications_truncated" AFTER TRUNCATE ON "package_specifications" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "packages_inserted" AFTER INSERT ON "packages" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "packages_updated" AFTER UPDATE ON "packages" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "packages_deleted" AFTER DELETE ON "packages" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "packages_truncated" AFTER TRUNCATE ON "packages" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "specification_categories_inserted" AFTER INSERT ON "specification_categories" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "specification_categories_updated" AFTER UPDATE ON "specification_categories" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "specification_categories_deleted" AFTER DELETE ON "specification_categories" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "specification_categories_truncated" AFTER TRUNCATE ON "specification_categories" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "specifications_inserted" AFTER INSERT ON "specifications" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "specifications_updated" AFTER UPDATE ON "specifications" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "specifications_deleted" AFTER DELETE ON "specifications" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "specifications_truncated" AFTER TRUNCATE ON "specifications" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "cities_inserted" AFTER INSERT ON "cities" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "cities_updated" AFTER UPDATE ON "cities" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "cities_deleted" AFTER DELETE ON "cities" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "cities_truncated" AFTER TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "credit_program_terms_inserted" AFTER INSERT ON "credit_program_terms" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "credit_program_terms_updated" AFTER UPDATE ON "credit_program_terms" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "credit_program_terms_deleted" AFTER DELETE ON "credit_program_terms" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "credit_program_terms_truncated" AFTER TRUNCATE ON "credit_program_terms" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "credit_programs_inserted" AFTER INSERT ON "credit_programs" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "credit_programs_updated" AFTER UPDATE ON "credit_programs" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "credit_programs_deleted" AFTER DELETE ON "credit_programs" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "credit_programs_truncated" AFTER TRUNCATE ON "credit_programs" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "dealers_inserted" AFTER INSERT ON "dealers" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "dealers_updated" AFTER UPDATE ON "dealers" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "dealers_deleted" AFTER DELETE ON "dealers" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "dealers_truncated" AFTER TRUNCATE ON "dealers" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "page_meta_inserted" AFTER INSERT ON "page_meta" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "page_meta_updated" AFTER UPDATE ON "page_meta" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "page_meta_deleted" AFTER DELETE ON "page_meta" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "page_meta_truncated" AFTER TRUNCATE ON "page_meta" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "special_offer_models_inserted" AFTER INSERT ON "special_offer_models" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "special_offer_models_updated" AFTER UPDATE ON "special_offer_models" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "special_offer_models_deleted" AFTER DELETE ON "special_offer_models" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "special_offer_models_truncated" AFTER TRUNCATE ON "special_offer_models" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "special_offers_inserted" AFTER INSERT ON "special_offers" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "special_offers_updated" AFTER UPDATE ON "special_offers" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "special_offers_deleted" AFTER DELETE ON "special_offers" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "special_offers_truncated" AFTER TRUNCATE ON "special_offers" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "test_drive_hours_inserted" AFTER INSERT ON "test_drive_hours" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_hours_updated" AFTER UPDATE ON "test_drive_hours" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_hours_deleted" AFTER DELETE ON "test_drive_hours" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_hours_truncated" AFTER TRUNCATE ON "test_drive_hours" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_cars_inserted" AFTER INSERT ON "test_drive_cars" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_cars_updated" AFTER UPDATE ON "test_drive_cars" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_cars_deleted" AFTER DELETE ON "test_drive_cars" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_cars_truncated" AFTER TRUNCATE ON "test_drive_cars" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_holidays_inserted" AFTER INSERT ON "test_drive_holidays" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_holidays_updated" AFTER UPDATE ON "test_drive_holidays" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_holidays_deleted" AFTER DELETE ON "test_drive_holidays" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_holidays_truncated" AFTER TRUNCATE ON "test_drive_holidays" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_bookings_inserted" AFTER INSERT ON "test_drive_bookings" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_bookings_updated" AFTER UPDATE ON "test_drive_bookings" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_bookings_deleted" AFTER DELETE ON "test_drive_bookings" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_bookings_truncated" AFTER TRUNCATE ON "test_drive_bookings" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_closures_inserted" AFTER INSERT ON "test_drive_closures" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_closures_updated" AFTER UPDATE ON "test_drive_closures" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_closures_deleted" AFTER DELETE ON "test_drive_closures" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "test_drive_closures_truncated" AFTER TRUNCATE ON "test_drive_closures" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('schedule');
--> statement-breakpoint
CREATE TRIGGER "stock_snapshots_inserted" AFTER INSERT ON "stock_snapshots" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('stock');
--> statement-breakpoint
CREATE TRIGGER "stock_snapshots_deleted" AFTER DELETE ON "stock_snapshots" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('stock');
--> statement-breakpoint
CREATE TRIGGER "stock_snapshots_truncated" AFTER TRUNCATE ON "stock_snapshots" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('stock');
--> statement-breakpoint
-- The stock job claims a feed by moving next_check_at on every read; only a new snapshot is a change.
CREATE TRIGGER "stock_snapshots_updated" AFTER UPDATE ON "stock_snapshots" FOR EACH ROW
  WHEN (OLD."version" IS DISTINCT FROM NEW."version" OR OLD."cars" IS DISTINCT FROM NEW."cars")
  EXECUTE FUNCTION "content_row_changed"('stock');
--> statement-breakpoint
CREATE TRIGGER "stock_departed_inserted" AFTER INSERT ON "stock_departed" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('stock');
--> statement-breakpoint
CREATE TRIGGER "stock_departed_updated" AFTER UPDATE ON "stock_departed" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('stock');
--> statement-breakpoint
CREATE TRIGGER "stock_departed_deleted" AFTER DELETE ON "stock_departed" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('stock');
--> statement-breakpoint
CREATE TRIGGER "stock_departed_truncated" AFTER TRUNCATE ON "stock_departed" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"('stock');
