import type { Vacancy, Worker } from "@contract/people";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database";
import { contentImages } from "../content/schema";
import { vacancies, workers } from "./schema";

type WorkerRow = typeof workers.$inferSelect;

/** The vacancies the site shows, in their order. */
export async function getVacancies(db: Db): Promise<Vacancy[]> {
  const rows = await db.select().from(vacancies).where(eq(vacancies.active, true)).orderBy(asc(vacancies.sortOrder), asc(vacancies.code));
  return rows.map(({ sortOrder: _order, active: _active, ...vacancy }) => vacancy);
}

/** The team the site shows, in their order, each photo with what it shows. */
export async function getWorkers(db: Db): Promise<Worker[]> {
  const rows = await db.select().from(workers).where(eq(workers.active, true)).orderBy(asc(workers.sortOrder), asc(workers.slug));
  return withPhotoAlt(db, rows);
}

/** One worker the site shows; null when there is none by that address or they were taken off the site. */
export async function getWorker(db: Db, slug: string): Promise<Worker | null> {
  const rows = await db
    .select()
    .from(workers)
    .where(and(eq(workers.slug, slug), eq(workers.active, true)));
  const [worker] = await withPhotoAlt(db, rows);
  return worker ?? null;
}

async function withPhotoAlt(db: Db, rows: WorkerRow[]): Promise<Worker[]> {
  const hashes = rows.flatMap((row) => (row.photo ? [row.photo] : []));
  const alts =
    hashes.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await db
              .select({ hash: contentImages.hash, alt: contentImages.alt })
              .from(contentImages)
              .where(inArray(contentImages.hash, hashes))
          ).map((image) => [image.hash, image.alt]),
        );
  return rows.map(({ sortOrder: _order, active: _active, ...worker }) => {
    // A photo whose picture is no longer in the library is no photo: the page draws the initials.
    const alt = worker.photo ? alts.get(worker.photo) : undefined;
    return alt === undefined ? { ...worker, photo: null } : { ...worker, photoAlt: alt };
  });
}
