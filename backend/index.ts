// The embedded dealer backend as the web process uses it (ADR 0001): createBackend opens the database
// (PGlite, or PostgreSQL with DATABASE_URL), migrates and seeds it, and returns the /v1 router, the
// background jobs (CRM outbox, stock refresh, lead retention, each when configured) and the figures
// /healthz reports. The sample offers and export feeds are routers of their own (stock/sample-feeds.ts).
// app/ never imports it.
import path from "node:path";
import express from "express";
import { defaultDataDir, isMemoryDataDir, openDatabase, type Database } from "./db/client";
import { readContentVersion } from "./db/content-versions";
import { messages } from "./http/messages";
import { sendFail } from "./http/respond";
import { createBackendRouter, pathsOutsideV1 } from "./http/router";
import { createJobRunner, type JobRunner } from "./jobs/job-runner";
import { crmAdapter } from "./leads/crm-adapters";
import type { CrmKind } from "./leads/crm-kinds";
import { crmOutboxJob, crmOutboxJobKind, type CrmDeliveryOptions } from "./leads/crm-outbox";
import { readOutboxBacklog, type OutboxBacklog } from "./leads/outbox-queries";
import type { NotificationChannel } from "@contract/notifications";
import { dailySummaryJob } from "./notifications/daily-summary";
import { escalationJob } from "./notifications/escalation";
import { notificationJob, notificationJobKind, type NotificationDeliveryOptions } from "./notifications/notification-outbox";
import { readNotificationBacklog, type NotificationBacklog } from "./notifications/notification-queries";
import { seedRecipients } from "./notifications/recipients";
import { emailSender, telegramSender, type NotificationSender } from "./notifications/senders";
import type { VisitorLimits } from "./http/visitor-write";
import { leadRetentionJob } from "./staff/retention-job";
import { contentPublisherJob } from "./content/publisher-job";
import { readVariant } from "./content/images";
import { carIdSecret } from "./stock/car-id-secret";
import type { CarIdKey } from "./stock/car-ids";
import { stockFeeds, type StockFeedTargets } from "./stock/stock-feeds";
import {
  createStockReader,
  feedsDueAtStart,
  readFeedStates,
  stockRefreshJob,
  stockRefreshJobKind,
  type FeedState,
  type StockRefreshOptions,
} from "./stock/stock-store";
import { logger } from "@platform/logger";
import type { SiteSearchDocument } from "@contract/search";
import { indexSiteDocuments } from "./search/search-documents";
import { withPeopleDocuments } from "./people/people-search";
import { withReviewsDocument } from "./content/reviews-content";

export type BackendOptions = {
  /** PostgreSQL connection string; PGlite is used when it is unset. */
  databaseUrl?: string;
  /** PGlite data directory (default `./data/pglite`) or `memory://`. */
  dataDir?: string;
  /** How long a PostgreSQL that is not up yet is waited for at start (default 20 s). */
  postgresWaitMs?: number;
  /**
   * Base of the sales system the lead outbox delivers to (`crm/send-pdf-to-crm/` is appended); without
   * it leads are stored and wait in the outbox.
   */
  crmUrl?: string;
  /**
   * Which CRM `crmUrl` is (CRM_KIND, docs/decisions/0110-crm-adapters.md): the spec's leads API (default),
   * a Bitrix24 incoming webhook, or an amoCRM account (with its token and, optionally, pipeline).
   */
  crm?: { kind: CrmKind; amoCrm?: { token: string; pipelineId?: number } };
  /**
   * Whether the backend is the sales system too, answering crm/send-pdf-to-crm/ (default true): the web
   * process turns it off when CRM_URL names a real one, so that the stand-in, which stores whatever
   * anyone on the internet sends it, is not left open beside it.
   */
  embeddedCrm?: boolean;
  /**
   * What one client may send, counted in the database so every process shares it (leads per address and
   * phone, test drives ahead, PDFs); `false` turns every limit off. Defaults in http/visitor-write.ts.
   */
  limits?: Partial<VisitorLimits> | false;
  /** The site's public origin: the configurator PDF links back to it. */
  siteUrl?: string;
  /** Timeout, lease and retry schedule of the delivery; tests shorten them. */
  leadDelivery?: Omit<CrmDeliveryOptions, "crmUrl" | "adapter">;
  /** Leads older than this many days lose their personal data (the "lead-retention" job); unset: no job. */
  leadRetentionDays?: number;
  /**
   * Lead notifications to the dealer's people (docs/decisions/0106-lead-notifications.md): a channel
   * without its settings is off. Unset: no channel, no seeding, no escalation.
   */
  notifications?: NotificationOptions;
  /** The stock feeds; with them the "stock-refresh" job keeps the snapshots and /v1/stock serves them. */
  stock?: StockFeedTargets & {
    refresh?: StockRefreshOptions;
    /** STOCK_ID_SECRET: the key of the cars' ids; unset → one made once and kept in the database (docs/decisions/0091). */
    idSecret?: string;
    /** Whose cars these are (the dealer code): part of what a car's id is hashed from. */
    dealer?: string;
  };
  /**
   * The site's own pages for the search index (made in app/, which the backend cannot import): written
   * before the API answers, so no search is answered (and cached) without them. Unset: the index
   * keeps whatever pages it holds.
   */
  siteSearchDocuments?: () => readonly SiteSearchDocument[];
};

/** The notification channels and recipients of a backend. */
export type NotificationOptions = {
  /** The public origin the messages link the lead's page under. */
  siteUrl: string;
  /** SMTP_URL and SMTP_FROM; unset: no e-mail. */
  email?: { url: string; from: string; timeoutMs?: number };
  /** TELEGRAM_BOT_TOKEN and TELEGRAM_API_URL; unset: nothing to Telegram. */
  telegram?: { token: string; apiUrl: string; timeoutMs?: number };
  /** LEAD_NOTIFY_EMAILS and TELEGRAM_CHAT_IDS: written when no recipient is set yet. */
  seed?: { emails: readonly string[]; chatIds: readonly string[] };
  /** LEAD_ESCALATION_MINUTES (default 15). */
  escalationMinutes?: number;
  /** Lease and retry schedule of the delivery; tests shorten them. */
  delivery?: Omit<NotificationDeliveryOptions, "siteUrl" | "escalationMinutes">;
  /** The escalation job's look interval (default a minute). */
  escalationIntervalMs?: number;
};

/** A channel as /healthz shows it: whether this process sends by it, and its outbox. */
export type NotificationChannelState = NotificationBacklog & { enabled: boolean };

export { createSampleExportRouter, createSampleOffersRouter, sampleDealerCode } from "./stock/sample-feeds";
export { stockRefreshJobKind } from "./stock/stock-store";

/** What an operator watches beside the process's health: the CRM backlog and the stock feeds (no personal data). */
export type OperationsReport = {
  /** The backlog, and which CRM it goes to (CRM_KIND): an operator reading `lastFailure` knows whose words they are. */
  leads: OutboxBacklog & { crm: CrmKind };
  stock: FeedState[];
  notifications: Record<NotificationChannel, NotificationChannelState>;
};
export type { FeedState, OutboxBacklog };

export type Backend = {
  /** The /v1 API and the configurator data; they answer 503 until the database is open, migrated and seeded. */
  router: express.Router;
  /**
   * GET /media/{hash}-{width}.{format}: the content studio's pictures, from the database, a year's
   * `immutable` cache (the address is named by the picture's content, so it never changes).
   */
  media: express.RequestHandler;
  /** Settles when the database is ready; rejects if it could not be opened. */
  ready: Promise<void>;
  isReady(): boolean;
  /**
   * The version of everything the pages show (content, test-drive schedule, stock) as stored in the
   * database: it changes whenever any process, job or operator changes one of them.
   */
  contentVersion(): Promise<string>;
  /**
   * The CRM outbox's backlog and the configured stock feeds' freshness, as stored (every process sees
   * the same): two short indexed statements, for /healthz. Rejects while the database is not open.
   */
  operations(): Promise<OperationsReport>;
  /**
   * Background jobs of this backend: the CRM outbox delivery ("crm-outbox", when `crmUrl` is set;
   * feed refreshes will register here too). The web process starts them; `close()` stops them.
   */
  jobs: JobRunner;
  /**
   * Stops the jobs (waiting for runs in flight, which may still use the database), then closes the
   * database (shared with every backend of this process on the same url/dir) and forgets it.
   */
  close(): Promise<void>;
};

// Vite's dev server re-evaluates server modules on every change; PGlite must not be opened twice on
// one data directory, so the open promise outlives the module on globalThis.
const openDatabasesKey = Symbol.for("genesis-dealer-site.backend.databases");
type OpenDatabases = Map<string, Promise<Database>>;
const globalStore = globalThis as typeof globalThis & { [openDatabasesKey]?: OpenDatabases };

function openDatabases(): OpenDatabases {
  globalStore[openDatabasesKey] ??= new Map();
  return globalStore[openDatabasesKey];
}

/** Opens (once per process and database) the dealer backend's database and serves the /v1 API over it. */
export function createBackend(opts: BackendOptions = {}): Backend {
  const key = databaseKey(opts);
  const databases = openDatabases();
  const database = databases.get(key) ?? openDatabase(opts);
  if (!databases.has(key)) {
    databases.set(key, database);
    // A failed open must not stay cached, or a reload of the dev module could never retry.
    database.catch(() => {
      if (databases.get(key) === database) databases.delete(key);
    });
  }

  const jobs = createJobRunner();
  let closing: Promise<void> | undefined;
  let inner: express.Router | null = null;
  let failed = false;
  const { crmUrl } = opts;
  // The key of the cars' ids, once the database is open (a secret made there when the operator set none).
  const carIds = database.then(async (db): Promise<CarIdKey> => ({
    secret: await carIdSecret(db.db, opts.stock?.idSecret),
    dealer: opts.stock?.dealer ?? opts.stock?.ilsaOffers?.dealerCode ?? "dealer",
  }));
  carIds.catch(() => undefined);
  const feeds = opts.stock ? stockFeeds(opts.stock, () => carIds) : [];
  const senders = notificationSenders(opts.notifications);
  const channelsOn: Record<NotificationChannel, boolean> = { email: Boolean(senders.email), telegram: Boolean(senders.telegram) };
  const ready = database.then(async (db) => {
    if (opts.siteSearchDocuments)
      await indexSiteDocuments(db.db, await withReviewsDocument(db.db, await withPeopleDocuments(db.db, opts.siteSearchDocuments())));
    if (crmUrl) {
      const adapter = crmAdapter({
        kind: opts.crm?.kind ?? "leads-api",
        url: crmUrl,
        siteUrl: opts.siteUrl ?? "http://localhost",
        amoCrm: opts.crm?.amoCrm,
      });
      jobs.register(crmOutboxJob(db.db, { ...opts.leadDelivery, adapter }));
    }
    const notify = await startNotifications(db.db, jobs, opts.notifications, senders);
    // A stored lead is delivered (and its people told) at once rather than at the next tick of the jobs.
    const onStored =
      crmUrl || notify
        ? () => {
            if (crmUrl) jobs.trigger(crmOutboxJobKind);
            notify?.();
          }
        : undefined;
    if (opts.leadRetentionDays !== undefined) jobs.register(leadRetentionJob(db.db, { days: opts.leadRetentionDays }));
    jobs.register(contentPublisherJob(db.db));
    if (opts.stock) {
      await feedsDueAtStart(db.db, feeds);
      jobs.register(stockRefreshJob(db.db, feeds, opts.stock.refresh));
    }
    const stock = opts.stock
      ? createStockReader(
          db.db,
          feeds.map((feed) => feed.source),
          await carIds,
        )
      : undefined;
    inner = createBackendRouter({
      db: db.db,
      leads: { onStored },
      limits: opts.limits,
      staff: {
        onRetry: crmUrl ? () => jobs.trigger(crmOutboxJobKind) : undefined,
        onNotifyAgain: notify ?? undefined,
        notifications: { channels: channelsOn, escalationMinutes: opts.notifications?.escalationMinutes ?? 15 },
        onStockRefresh: opts.stock ? () => jobs.trigger(stockRefreshJobKind) : undefined,
      },
      stock,
      embeddedCrm: opts.embeddedCrm ?? true,
      // Only the web process names the site, and only it warms the PDF renderer up.
      ...(opts.siteUrl ? { configurator: { siteUrl: opts.siteUrl, warmUp: true } } : {}),
    });
  });
  // Callers may never await `ready`: the rejection is handled here so it is never unhandled. The web
  // process's lifecycle logs the cause once, as the fatal line an operator reads.
  ready.catch((error: unknown) => {
    failed = true;
    logger.debug({ err: error }, "База данных встроенного бэкенда не открылась");
  });

  const router = express.Router();
  router.use((req, res, next) => {
    if (inner) {
      inner(req, res, next);
      return;
    }
    if (!req.path.startsWith("/v1") && !isPathOutsideV1(req.path)) {
      next();
      return;
    }
    if (failed) {
      sendFail(res, 500, messages.internalError);
      return;
    }
    res.set("Retry-After", "5");
    sendFail(res, 503, messages.starting);
  });

  const media: express.RequestHandler = async (req, res, next) => {
    try {
      const variant = await readVariant((await database).db, String(req.params.file ?? ""));
      if (!variant) {
        res.status(404).set("Cache-Control", "public, max-age=60").type("text/plain; charset=utf-8").send("Картинка не найдена");
        return;
      }
      res
        .status(200)
        .set({
          "Content-Type": `image/${variant.format}`,
          "Cache-Control": "public, max-age=31536000, immutable",
          "X-Content-Type-Options": "nosniff",
        })
        .send(variant.bytes);
    } catch (error) {
      next(error);
    }
  };

  return {
    router,
    media,
    ready,
    isReady: () => inner !== null,
    contentVersion: async () => readContentVersion((await database).db),
    operations: async () => {
      const { db } = await database;
      const [leads, stock, notifications] = await Promise.all([
        readOutboxBacklog(db),
        readFeedStates(
          db,
          feeds.map((feed) => feed.source),
        ),
        readNotificationBacklog(db),
      ]);
      return {
        leads: { ...leads, crm: opts.crm?.kind ?? "leads-api" },
        stock,
        notifications: {
          email: { enabled: channelsOn.email, ...notifications.email },
          telegram: { enabled: channelsOn.telegram, ...notifications.telegram },
        },
      };
    },
    jobs,
    // Idempotent: a shutdown and a test's cleanup may both call it.
    close: () => (closing ??= closeBackend()),
  };

  async function closeBackend(): Promise<void> {
    await jobs.stop();
    senders.email?.close();
    senders.telegram?.close();
    if (databases.get(key) === database) databases.delete(key);
    inner = null;
    const db = await database.catch(() => null);
    await db?.close();
  }
}

// "/crm/send-pdf-to-crm" and "/crm/send-pdf-to-crm/" are one route to the router behind.
function isPathOutsideV1(path: string): boolean {
  const bare = path.replace(/\/+$/, "");
  return pathsOutsideV1.some((known) => known.replace(/\/+$/, "") === bare);
}

function databaseKey(opts: BackendOptions): string {
  if (opts.databaseUrl) return `postgres:${opts.databaseUrl}`;
  const dataDir = opts.dataDir ?? defaultDataDir;
  return isMemoryDataDir(dataDir) ? `pglite:${dataDir}` : `pglite:${path.resolve(dataDir)}`;
}

/** The senders of the configured channels. */
function notificationSenders(opts: NotificationOptions | undefined): Partial<Record<NotificationChannel, NotificationSender>> {
  return {
    email: opts?.email ? emailSender(opts.email) : undefined,
    telegram: opts?.telegram ? telegramSender(opts.telegram) : undefined,
  };
}

/**
 * Seeds the recipients, registers a delivery job per configured channel and the escalation job, and
 * says once which channel is off; answers what triggers the channels' jobs, or null when none is on.
 */
async function startNotifications(
  db: Database["db"],
  jobs: JobRunner,
  opts: NotificationOptions | undefined,
  senders: Partial<Record<NotificationChannel, NotificationSender>>,
): Promise<(() => void) | null> {
  if (!opts) return null;
  if (opts.seed) {
    const seeded = await seedRecipients(db, opts.seed);
    if (seeded > 0) logger.info({ seeded }, `Получатели уведомлений о заявках записаны из настроек запуска: ${seeded}`);
  }
  if (!senders.email) logger.info("Уведомления о заявках по почте выключены: SMTP_URL не задан");
  if (!senders.telegram) logger.info("Уведомления о заявках в Telegram выключены: TELEGRAM_BOT_TOKEN не задан");
  const on = [senders.email, senders.telegram].filter((sender): sender is NotificationSender => sender !== undefined);
  if (on.length === 0) return null;
  const delivery = { ...opts.delivery, siteUrl: opts.siteUrl, escalationMinutes: opts.escalationMinutes ?? 15 };
  for (const sender of on) jobs.register(notificationJob(db, sender, delivery));
  const trigger = () => {
    for (const sender of on) jobs.trigger(notificationJobKind(sender.channel));
  };
  jobs.register(escalationJob(db, { minutes: opts.escalationMinutes ?? 15, intervalMs: opts.escalationIntervalMs, onEscalated: trigger }));
  // The admins' letter about the day before, each morning from 9:00 (it needs the mail server).
  if (senders.email) jobs.register(dailySummaryJob(db, senders.email, { siteUrl: opts.siteUrl }));
  return trigger;
}
