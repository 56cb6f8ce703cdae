import { describe, expect, test } from "vitest";
import { openDatabase } from "../db/client";
import { createScratchPostgres, postgresSuiteName, requireTestDatabaseUrl, testDatabaseUrl } from "../testing/databases";
import { searchSite } from "./search-queries";
import { searchTerms } from "./search-text";

// PGlite and a UTF-8 PostgreSQL fold Cyrillic capitals themselves; this is the server that does not.
describe.skipIf(!testDatabaseUrl)(postgresSuiteName, () => {
  test("on a database with the C locale, capitalised Russian words are still found in their other forms", async () => {
    const scratch = await createScratchPostgres(requireTestDatabaseUrl(), { locale: "C" });
    try {
      const database = await openDatabase({ databaseUrl: scratch.url });
      try {
        const hrefs = async (q: string) =>
          (await searchSite(database.db, searchTerms(q), 1, 50, "2026-11-21")).items.map((hit) => hit.href);
        // «Обновлённый» starts the news title with a capital and a ё.
        expect(await hrefs("ОБНОВЛЕННЫЙ шоурум")).toEqual(["/news/obnovlennyj-shourum-genesis-khimki.html"]);
        expect(await hrefs("Кроссоверы")).toEqual(await hrefs("кроссовер"));
        expect(await hrefs("Кроссоверы")).toContain("/gv80.html");
      } finally {
        await database.close();
      }
    } finally {
      await scratch.drop();
    }
  });
});
