// Times the one search index's query itself (docs/decisions/0040), without the per-process answer
// cache: each query of the bench's list run RUNS times on the seeded database with the site's pages
// indexed, p50/p99 per query. `npx vite-node --config vitest.config.ts scripts/search-bench.ts`;
// DATABASE_URL picks PostgreSQL, else PGlite in memory.
import { openDatabase } from "../backend/db/client";
import { indexSiteDocuments } from "../backend/search/search-documents";
import { searchSite } from "../backend/search/search-queries";
import { searchTerms } from "../backend/search/search-text";
import { getSiteDocuments } from "~/features/search/site-documents";

const queries = [
  "G70",
  "GV80",
  "G7",
  "gv8o",
  "кроссовер",
  "кроссоверы",
  "сервис",
  "тест-драйв",
  "гарантия",
  "кредит",
  "шоурум",
  "Genesis",
  "aa",
  "зимняя диагностика",
  "trade-in",
  "остаточный платёж",
  "седан",
  "и с",
];
const runs = Number(process.env.RUNS ?? 60);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: "memory://" });
try {
  const { db } = database;
  await indexSiteDocuments(db, getSiteDocuments());
  const all: number[] = [];
  console.log(`search query, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${runs} runs each, page 1 of 10 with highlights`);
  for (const q of queries) {
    const terms = searchTerms(q);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      total = (await searchSite(db, terms, 1, 10, "2026-11-24")).pagination.total;
      times.push(performance.now() - started);
    }
    // The first runs warm the plan and the caches up.
    const sorted = times.slice(5).sort((a, b) => a - b);
    all.push(...sorted);
    console.log(
      `${q.padEnd(20)} ${String(total).padStart(4)} hits  p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `${"all queries".padEnd(20)}            p50 ${percentile(all, 50).toFixed(1)} ms  p99 ${percentile(all, 99).toFixed(1)} ms (target p50 ≤ 20 ms)`,
  );
} finally {
  await database.close();
}
