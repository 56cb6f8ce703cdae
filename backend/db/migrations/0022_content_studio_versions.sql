-- The content studio's items bump the "content" version when what visitors see changes (migration 0011,
-- docs/decisions/0039): a version published, scheduled one made live, taken down, deleted or brought
-- back. Saving a draft changes only "head" and bumps nothing, so no page is rendered again for it.
CREATE TRIGGER "content_items_inserted" AFTER INSERT ON "content_items" FOR EACH ROW
  WHEN (NEW."published" IS NOT NULL OR NEW."gone_at" IS NOT NULL OR NEW."deleted_at" IS NOT NULL)
  EXECUTE FUNCTION "content_row_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "content_items_updated" AFTER UPDATE ON "content_items" FOR EACH ROW
  WHEN (OLD."published" IS DISTINCT FROM NEW."published" OR OLD."gone_at" IS DISTINCT FROM NEW."gone_at" OR OLD."gone_to" IS DISTINCT FROM NEW."gone_to" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at")
  EXECUTE FUNCTION "content_row_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "content_items_deleted" AFTER DELETE ON "content_items" FOR EACH ROW
  EXECUTE FUNCTION "content_row_changed"('content');
