import type { Vacancy, Worker } from "@contract/people";
import type { SiteSearchDocument } from "@contract/search";
import { and, eq, max } from "drizzle-orm";
import type { Db } from "../db/database";
import { siteOrigin } from "../search/search-documents";
import { searchDocuments } from "../search/schema";
import { getVacancies, getWorker, getWorkers } from "./people-queries";

/** The page the vacancies are listed on; its positions are found by what they say. */
export const vacanciesPath = "/vakansii.html";

/**
 * The site's pages for the search, with what this backend keeps of them (docs/decisions/0104): the web
 * process hands over the pages made in app/, but the vacancies and the team live here. So each open
 * position is found at its place on the vacancies page (`/vakansii.html#code`), and each worker's page by
 * their bio and languages. Run as the site's search index is rebuilt at start; a publish, take-down or
 * deletion in the studio updates the one document at once ({@link reindexVacancy}, {@link reindexWorker}).
 */
export async function withPeopleDocuments(db: Db, docs: readonly SiteSearchDocument[]): Promise<SiteSearchDocument[]> {
  return [...docs, ...(await getVacancies(db)).map(vacancyDocument), ...(await getWorkers(db)).map(workerDocument)];
}

/** An open position as the search finds it: its title, what it is about, its duties, requirements and conditions. */
function vacancyDocument(vacancy: Vacancy): SiteSearchDocument {
  return {
    path: `${vacanciesPath}#${vacancy.code}`,
    title: `Вакансия: ${vacancy.title}`,
    description: vacancy.summary,
    text: [...vacancy.duties, ...vacancy.requirements, ...vacancy.conditions].map((item) => `${item}.`).join("\n"),
    section: "Компания",
    type: "page",
  };
}

/** A worker's page as the search finds it: by name, position, bio and languages. */
function workerDocument(worker: Worker): SiteSearchDocument {
  return {
    path: `/worker/${worker.slug}.html`,
    title: worker.name,
    description: worker.position,
    text: [...worker.bio, `Языки: ${worker.languages.join(", ")}.`].join("\n"),
    section: "Компания",
    type: "page",
  };
}

/** Brings one vacancy's search document in line with the vacancies as published (the studio's publish, take-down and deletion). */
export async function reindexVacancy(db: Db, code: string): Promise<void> {
  const vacancy = (await getVacancies(db)).find((candidate) => candidate.code === code);
  await reindex(db, `${vacanciesPath}#${code}`, vacancy ? vacancyDocument(vacancy) : null);
}

/** Brings one worker's search document in line with the team as published (the studio's publish, take-down and deletion). */
export async function reindexWorker(db: Db, slug: string): Promise<void> {
  const worker = await getWorker(db, slug);
  await reindex(db, `/worker/${slug}.html`, worker ? workerDocument(worker) : null);
}

/** One document as the site shows it, or none once it is off the site; a new one ranks after the others among equal hits. */
export async function reindex(db: Db, href: string, doc: SiteSearchDocument | null): Promise<void> {
  if (!doc) {
    await db.delete(searchDocuments).where(and(eq(searchDocuments.href, href), eq(searchDocuments.origin, siteOrigin)));
    return;
  }
  const texts = { section: doc.section, title: doc.title, description: doc.description, body: doc.text };
  const [last] = await db
    .select({ position: max(searchDocuments.position) })
    .from(searchDocuments)
    .where(eq(searchDocuments.origin, siteOrigin));
  await db
    .insert(searchDocuments)
    .values({ href, origin: siteOrigin, type: "page", position: (last?.position ?? 0) + 1, ...texts })
    .onConflictDoUpdate({ target: searchDocuments.href, set: texts });
}
