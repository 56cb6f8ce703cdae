import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { expect, test } from "vitest";
import { engineSeed, packageFeatureSeed, packageSeed, packageSpecificationSeed } from "../catalogue/content/catalogue";
import { exteriorColorSeed, interiorColorSeed } from "../catalogue/content/colours";
import { featureCategorySeed, featureSeed } from "../catalogue/content/features";
import { modelSeed } from "../catalogue/content/models";
import { specificationCategorySeed, specificationSeed } from "../catalogue/content/specifications";
import { creditProgramSeed, creditProgramTermSeed } from "../directory/content/credit-programs";
import { citySeed, dealerSeed } from "../directory/content/dealers";
import { newsSeed } from "../news/content/news";
import { specialOfferModelSeed, specialOfferSeed } from "../offers/content/special-offers";
import { vacancySeed } from "../people/content/vacancies";
import { workerSeed } from "../people/content/workers";
import { pageMetaSeed } from "../site/content/meta";
import { optionSeed } from "../site/content/options";
import { testDriveCarSeed, testDriveHolidaySeed, testDriveHoursSeed } from "../test-drive/content/test-drive-fleet";
import { routeSuiteNow } from "../testing/clock";
import { describeEachDatabase } from "../testing/databases";
import type { Db } from "./database";
import * as schema from "./schema";
import { seedDatabase } from "./seed";

// Every table with the content that seeds it: a table added without a seed check fails the first test.
const seeded: Array<[string, PgTable, unknown[]]> = [
  ["options", schema.options, optionSeed],
  ["models", schema.models, modelSeed],
  ["news", schema.news, newsSeed],
  ["feature_categories", schema.featureCategories, featureCategorySeed],
  ["features", schema.features, featureSeed],
  ["specification_categories", schema.specificationCategories, specificationCategorySeed],
  ["specifications", schema.specifications, specificationSeed],
  ["engines", schema.engines, engineSeed],
  ["packages", schema.packages, packageSeed],
  ["package_features", schema.packageFeatures, packageFeatureSeed],
  ["package_specifications", schema.packageSpecifications, packageSpecificationSeed],
  ["exterior_colors", schema.exteriorColors, exteriorColorSeed],
  ["interior_colors", schema.interiorColors, interiorColorSeed],
  ["credit_programs", schema.creditPrograms, creditProgramSeed],
  ["credit_program_terms", schema.creditProgramTerms, creditProgramTermSeed],
  ["cities", schema.cities, citySeed],
  ["dealers", schema.dealers, dealerSeed],
  ["page_meta", schema.pageMeta, pageMetaSeed],
  ["vacancies", schema.vacancies, vacancySeed],
  ["workers", schema.workers, workerSeed],
  ["special_offers", schema.specialOffers, specialOfferSeed(new Date(routeSuiteNow))],
  ["special_offer_models", schema.specialOfferModels, specialOfferModelSeed],
  ["test_drive_hours", schema.testDriveHours, testDriveHoursSeed],
  ["test_drive_cars", schema.testDriveCars, testDriveCarSeed],
  ["test_drive_holidays", schema.testDriveHolidays, testDriveHolidaySeed],
  // The checkbox's sentence (version 1) and the first consent documents (backend/consents/seed.ts).
  ["consent_documents", schema.consentDocuments, ["2026-11-01", "personal-data-2", "third-parties-1", "advertising-1"]],
  // Written by visitors and the delivery job, never seeded: they start empty.
  ["leads", schema.leads, []],
  ["lead_outbox", schema.leadOutbox, []],
  ["lead_delivery_attempts", schema.leadDeliveryAttempts, []],
  ["crm_receipts", schema.crmReceipts, []],
  // Booked by visitors and closed by staff: they start empty.
  ["test_drive_bookings", schema.testDriveBookings, []],
  ["test_drive_closures", schema.testDriveClosures, []],
  // Written by the stock-refresh job from the feeds: they start empty.
  ["stock_snapshots", schema.stockSnapshots, []],
  ["stock_departed", schema.stockDeparted, []],
  // The cars' id secret is made at the first start that needs it (backend/stock/car-id-secret.ts), not seeded.
  ["site_secrets", schema.siteSecrets, []],
  // Written by the web process (the site's pages) and the stock job (the cars) as they run.
  ["search_documents", schema.searchDocuments, []],
  // Counted by the visitors' writes as they come (backend/limits/).
  ["rate_limit_hits", schema.rateLimitHits, []],
  // Made by staff: invitations, and the content studio's revisions and pictures.
  ["staff_invites", schema.staffInvites, []],
  ["content_items", schema.contentItems, []],
  ["content_revisions", schema.contentRevisions, []],
  ["content_images", schema.contentImages, []],
  ["content_image_variants", schema.contentImageVariants, []],
  ["configurator_pdfs", schema.configuratorPdfs, []],
  // Staff accounts come from `npm run staff -- add`; the rest is written as staff work.
  ["staff_accounts", schema.staffAccounts, []],
  ["staff_sessions", schema.staffSessions, []],
  ["staff_sign_in_failures", schema.staffSignInFailures, []],
  ["lead_comments", schema.leadComments, []],
  ["personal_data_access", schema.personalDataAccess, []],
  // Lead notifications (docs/decisions/0106): recipients come from the admin or the start's settings, messages with leads.
  ["notification_recipients", schema.notificationRecipients, []],
  ["lead_notifications", schema.leadNotifications, []],
  // The admins' daily summaries: one row per day sent, written by its job.
  ["lead_daily_summaries", schema.leadDailySummaries, []],
  // One row per domain whose changes the page cache follows, written by the migration and its triggers.
  ["content_versions", schema.contentVersions, ["content", "schedule", "stock"]],
];

// Rows in a stable order whatever order the engine returns them in.
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const [name, table] of seeded) {
    tables[name] = (await db.select().from(table)).map((row) => JSON.stringify(row)).sort();
  }
  return tables;
}

const dealerPhone = and(eq(schema.options.scope, "dealer"), eq(schema.options.key, "dealer_phone"));

function journalEntries(): number {
  const journal = readFileSync(path.resolve("backend/db/migrations/meta/_journal.json"), "utf8");
  return (JSON.parse(journal) as { entries: unknown[] }).entries.length;
}

describeEachDatabase((ctx) => {
  test("opening the database migrates it and loads every bundled row of every table", async () => {
    const tables = Object.values(schema).filter((value) => is(value, PgTable));
    expect(tables).toHaveLength(seeded.length);
    expect(seeded.map(([, table]) => table)).toEqual(expect.arrayContaining(tables));
    const rows = await snapshot(ctx.database().db);
    for (const [name, , seed] of seeded) expect(rows[name], name).toHaveLength(seed.length);
  });

  test("re-running the seed changes nothing", async () => {
    const { db } = ctx.database();
    const before = await snapshot(db);
    await seedDatabase(db);
    await db.transaction((tx) => seedDatabase(tx));
    expect(await snapshot(db)).toEqual(before);
  });

  test("the seed leaves values edited in the database alone", async () => {
    const { db } = ctx.database();
    const premium = eq(schema.packages.id, 101);
    await db.update(schema.options).set({ value: "8 800 000-00-00" }).where(dealerPhone);
    await db.update(schema.packages).set({ priceRub: 2_299_000 }).where(premium);
    try {
      await seedDatabase(db);
      const [phone] = await db.select({ value: schema.options.value }).from(schema.options).where(dealerPhone);
      expect(phone?.value).toBe("8 800 000-00-00");
      const [pkg] = await db.select({ price: schema.packages.priceRub }).from(schema.packages).where(premium);
      expect(pkg?.price).toBe(2_299_000);
    } finally {
      await db.update(schema.options).set({ value: "8 495 120-45-67" }).where(dealerPhone);
      await db.update(schema.packages).set({ priceRub: 2_249_000 }).where(premium);
    }
  });

  test("the schema refuses a model without a price that is not 'coming soon'", async () => {
    const { db } = ctx.database();
    const g70 = eq(schema.models.code, "g70");
    await expect(db.update(schema.models).set({ priceRub: null, priceComingSoon: false }).where(g70)).rejects.toThrow();
    const [row] = await db.select({ price: schema.models.priceRub }).from(schema.models).where(g70);
    expect(row?.price).toBe(2_249_000);
  });

  test("the schema refuses a dealer whose certified flag disagrees with its services", async () => {
    const { db } = ctx.database();
    await expect(db.update(schema.dealers).set({ certified: false }).where(eq(schema.dealers.id, 1))).rejects.toThrow();
  });

  test("each migration is recorded once", async () => {
    const result = (await ctx.database().db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(result.rows[0]?.n).toBe(journalEntries());
  });
});
