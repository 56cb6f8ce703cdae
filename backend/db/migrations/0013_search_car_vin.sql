-- A car two feeds both list (the export and the Auto.ru feed name the same VIN) is one hit in the
-- search, the first feed's in their order, as on the list (docs/decisions/0056). Each car's row keeps
-- its VIN's key (a sha256 prefix, never shown); the rows stored before are given theirs from the
-- snapshots, so the search is right from the first start after the upgrade.
ALTER TABLE "search_documents" ADD COLUMN "vin_key" text;
--> statement-breakpoint
CREATE INDEX "search_documents_vin_key_idx" ON "search_documents" ("vin_key") WHERE "vin_key" IS NOT NULL;
--> statement-breakpoint
UPDATE "search_documents" AS d SET "vin_key" = car->>'vinKey'
FROM "stock_snapshots" AS s, jsonb_array_elements(s."cars") AS car
WHERE d."origin" = 'stock:' || s."source" AND d."href" = '/feed/' || (car->>'id') || '.html' AND car ? 'vinKey';
