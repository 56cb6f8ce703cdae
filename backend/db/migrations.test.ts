// The migrations and the schema in code agree, so `npm run db:generate` (docs/development.md) writes only the next
// change: migrations 0010 on were written by hand, and without drizzle-kit's snapshot of where they
// leave the schema, generate wrote them all again into a migration that failed at every start.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const migrations = path.join(root, "backend/db/migrations");
const scratch = mkdtempSync(path.join(tmpdir(), "migrations-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const sqlFiles = (folder: string) => readdirSync(folder).filter((name) => name.endsWith(".sql"));

test("drizzle-kit generate finds the schema where the migrations leave it: nothing to write", () => {
  cpSync(migrations, scratch, { recursive: true });
  const bin = path.join(root, "node_modules/.bin/drizzle-kit");
  // drizzle-kit reads --out relative to the working directory, even when it is absolute.
  const out = execFileSync(
    bin,
    ["generate", "--dialect", "postgresql", "--schema", "./backend/db/schema.ts", "--out", path.relative(root, scratch)],
    {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  expect(sqlFiles(scratch)).toEqual(sqlFiles(migrations));
  expect(out).toContain("No schema changes");
}, 60_000);
