// The admins' daily summary (issue 37): each morning from 9:00 Moscow time, one letter to every active admin about
// the day before — leads per kind and per source, how soon they were first opened and taken into work, and the
// leads nobody has opened yet. One row per day (lead_daily_summaries) is the claim, so that several processes send
// it once; a failure is tried again at the next look, a claim a stopped process left is taken again after a while.
import { addDays, localDayOf, localMinutesOf, momentOf } from "@contract/test-drive-time";
import { formatMinutes, leadTypeLabel } from "@contract/staff-labels";
import { and, asc, count, eq, gte, isNull, lt, min, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import type { JobDefinition } from "../jobs/job-runner";
import { leads } from "../leads/schema";
import { logger } from "@platform/logger";
import { staffAccounts } from "../staff/schema";
import { medianMinutes, minutesBetween as minutes } from "../staff/response-clock";
import { leadDailySummaries } from "./schema";
import type { NotificationSender } from "./senders";
import type { NotificationText } from "./notification-text";

export const dailySummaryJobKind = "lead-daily-summary";
/** From when in the morning (Moscow) the letter of the day before goes. */
export const dailySummaryHour = 9;
/** A claim older than this without a sending is a process that stopped: another takes it. */
const claimLeaseMs = 10 * 60_000;

/** What the letter tells of one day. */
export type DailySummary = {
  day: string;
  leads: number;
  byKind: { label: string; count: number }[];
  bySource: { label: string; count: number }[];
  opened: number;
  medianMinutesToOpen: number | null;
  worked: number;
  medianMinutesToWork: number | null;
  /** Leads (of any day) nobody has opened nor taken into work, and how long the oldest has waited. */
  untouched: number;
  oldestUntouchedMinutes: number | null;
};

const counted = (values: readonly string[]) =>
  [...values.reduce((map, value) => map.set(value, (map.get(value) ?? 0) + 1), new Map<string, number>())]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "ru"));

/** The summary of a Moscow day, read at `now` (for what still waits). Erased leads are left out. */
export async function readDailySummary(db: Db, day: string, now: Date): Promise<DailySummary> {
  const rows = await db
    .select({
      type: leads.leadType,
      utm: leads.utm,
      createdAt: leads.createdAt,
      firstOpenedAt: leads.firstOpenedAt,
      firstWorkedAt: leads.firstWorkedAt,
    })
    .from(leads)
    .where(and(gte(leads.createdAt, momentOf(day, 0)), lt(leads.createdAt, momentOf(addDays(day, 1), 0)), isNull(leads.erasedAt)));
  const [waiting] = await db
    .select({ count: count(), oldest: min(leads.createdAt) })
    .from(leads)
    .where(and(eq(leads.workState, "new"), isNull(leads.firstOpenedAt), isNull(leads.firstWorkedAt), isNull(leads.erasedAt)));
  const opened = rows.filter((row) => row.firstOpenedAt);
  const worked = rows.filter((row) => row.firstWorkedAt);
  const oldest = waiting?.oldest ? new Date(waiting.oldest) : null;
  return {
    day,
    leads: rows.length,
    byKind: counted(rows.map((row) => leadTypeLabel(row.type))),
    bySource: counted(rows.map((row) => row.utm.source ?? "без меток")),
    opened: opened.length,
    medianMinutesToOpen: medianMinutes(opened.map((row) => minutes(row.createdAt, row.firstOpenedAt as Date))),
    worked: worked.length,
    medianMinutesToWork: medianMinutes(worked.map((row) => minutes(row.createdAt, row.firstWorkedAt as Date))),
    untouched: waiting?.count ?? 0,
    oldestUntouchedMinutes: oldest ? minutes(oldest, now) : null,
  };
}

const dayWords = new Intl.DateTimeFormat("ru-RU", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const shortDay = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", timeZone: "UTC" });
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** The letter: a subject a phone's lock screen may show (counts only, no one's data) and the body. */
export function dailySummaryText(summary: DailySummary, siteUrl: string): NotificationText {
  const link = new URL("/staff", siteUrl).toString();
  const subject = `Заявки за ${shortDay.format(dateOf(summary.day))}: ${summary.leads}, без ответа сейчас: ${summary.untouched}`;
  const lines = [`Заявки с сайта за ${dayWords.format(dateOf(summary.day))} (время московское): ${summary.leads}.`];
  if (summary.leads > 0) {
    lines.push("", "По видам:", ...summary.byKind.map((row) => `  ${row.label} — ${row.count}`));
    lines.push("", "По источникам (utm_source):", ...summary.bySource.map((row) => `  ${row.label} — ${row.count}`));
    const open = summary.medianMinutesToOpen === null ? "" : `, медиана ${formatMinutes(summary.medianMinutesToOpen)} от заявки`;
    const work = summary.medianMinutesToWork === null ? "" : `, медиана ${formatMinutes(summary.medianMinutesToWork)}`;
    lines.push("", `Открыто: ${summary.opened} из ${summary.leads}${open}.`, `Взято в работу: ${summary.worked}${work}.`);
  }
  lines.push(
    "",
    summary.untouched === 0 || summary.oldestUntouchedMinutes === null
      ? "Сейчас все заявки кем-то открыты."
      : `Сейчас никто не открыл заявок: ${summary.untouched}; самая давняя ждёт ${formatMinutes(summary.oldestUntouchedMinutes)}.`,
    "",
    `Заявки: ${link}`,
  );
  return { subject, text: lines.join("\n"), link };
}

export type DailySummaryOptions = { siteUrl: string; intervalMs?: number; now?: () => Date };

/**
 * Sends yesterday's summary when it is time and nobody has: claims the day's row (new, or a failed or abandoned
 * claim), sends one letter to the active admins, and marks it sent. Answers what it did.
 */
export async function sendDailySummary(
  db: Db,
  sender: NotificationSender,
  opts: DailySummaryOptions,
): Promise<"not-yet" | "done-already" | "sent" | "no-admins" | "failed"> {
  const now = opts.now?.() ?? new Date();
  if (localMinutesOf(now) < dailySummaryHour * 60) return "not-yet";
  const day = addDays(localDayOf(now), -1);
  const staleBefore = new Date(now.getTime() - claimLeaseMs);
  const claimed = await db
    .insert(leadDailySummaries)
    .values({ day, claimedAt: now })
    .onConflictDoUpdate({
      target: leadDailySummaries.day,
      set: { claimedAt: now, attempts: sql`${leadDailySummaries.attempts} + 1` },
      // A row already sent is never claimed again; one being sent is, only once its lease has run out.
      setWhere: and(isNull(leadDailySummaries.sentAt), lt(leadDailySummaries.claimedAt, staleBefore)),
    })
    .returning({ day: leadDailySummaries.day });
  if (claimed.length === 0) return "done-already";

  const admins = await db
    .select({ email: staffAccounts.email })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, "admin"), isNull(staffAccounts.disabledAt)))
    .orderBy(asc(staffAccounts.email));
  if (admins.length === 0) {
    await db.update(leadDailySummaries).set({ sentAt: now, recipients: 0 }).where(eq(leadDailySummaries.day, day));
    logger.info({ day }, "Сводка заявок за день не отправлена: нет активных администраторов");
    return "no-admins";
  }
  const letter = dailySummaryText(await readDailySummary(db, day, now), opts.siteUrl);
  // One letter to all of them: sent whole or not at all, so a retry never doubles it for some.
  const outcome = await sender.send(admins.map((admin) => admin.email).join(", "), letter);
  if (outcome.kind === "sent") {
    await db
      .update(leadDailySummaries)
      .set({ sentAt: new Date(), recipients: admins.length, lastError: null })
      .where(eq(leadDailySummaries.day, day));
    return "sent";
  }
  // Tried again at the next look after the lease (a refusal too: the admins' addresses may be mended meanwhile).
  await db.update(leadDailySummaries).set({ lastError: outcome.error, claimedAt: staleBefore }).where(eq(leadDailySummaries.day, day));
  logger.warn({ day, error: outcome.error }, "Сводка заявок за день не отправлена, будет ещё попытка");
  return "failed";
}

/** The summary's job: a look every five minutes. */
export function dailySummaryJob(db: Db, sender: NotificationSender, opts: DailySummaryOptions): JobDefinition {
  const intervalMs = opts.intervalMs ?? 5 * 60_000;
  return {
    kind: dailySummaryJobKind,
    intervalMs,
    jitterMs: Math.round(intervalMs / 4),
    run: async () => {
      await sendDailySummary(db, sender, opts);
    },
  };
}
