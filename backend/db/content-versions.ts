// What the pages show, versioned per domain (migration 0011): triggers on the content, schedule and
// stock tables bump a domain's row whenever a statement changes them, whoever runs it. A web process
// polls the versions to know when the pages it keeps are out of date (docs/decisions/0039).
import { asc } from "drizzle-orm";
import { contentVersions } from "./content-versions-table";
import type { Db } from "./database";

/** The versions of every domain in one string ("content:4,schedule:17,stock:3"): equal strings, the same pages. */
export async function readContentVersion(db: Db): Promise<string> {
  const rows = await db
    .select({ domain: contentVersions.domain, version: contentVersions.version })
    .from(contentVersions)
    .orderBy(asc(contentVersions.domain));
  return rows.map((row) => `${row.domain}:${row.version}`).join(",");
}
