// The words of a lead's notification (docs/decisions/0106-lead-notifications.md): what kind of request,
// which model, which dealer, the time the visitor asked for and a link to the lead's page in /staff.
// The visitor's name and phone only for a recipient the admin allowed them to, and never in a subject,
// which mail servers log and phones show on a locked screen.
import { formatLeadPhone } from "@contract/leads";
import { detailValueText, formatStaffTime, leadKindLabel, staffModelName } from "@contract/staff-labels";
import type { NotificationReason } from "./schema";

/** What a message tells of a lead, read from the stored lead when the message is sent. */
export type NotifiedLead = {
  id: string;
  leadType: string;
  model: string | null;
  dealerName: string | null;
  details: Record<string, unknown>;
  bookingCancelledAt: Date | null;
  name: string;
  surname: string | null;
  phone: string;
  createdAt: Date;
  erased: boolean;
};

/** A message as both channels send it: the e-mail's subject, the body, and the lead's page. */
export type NotificationText = { subject: string; text: string; link: string };

/** The lead's page in /staff under the site's public origin. */
export function leadPageLink(siteUrl: string, leadId: string): string {
  return new URL(`/staff/leads/${encodeURIComponent(leadId)}`, siteUrl).toString();
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** When the visitor asked to come or to be called: a booked slot, else the preferred day and part of it. */
export function requestedTime(details: Record<string, unknown>): string | null {
  const slotDate = text(details.slot_date);
  if (slotDate) return [slotDate, text(details.slot_time)].filter(Boolean).join(", ") + " (время дилерского центра)";
  const day = text(details.preferred_date);
  const time = text(details.preferred_time) ?? text(details.convenient_time);
  const timeText = time ? detailValueText(details.preferred_time ? "preferred_time" : "convenient_time", time) : null;
  if (day || timeText) return [day, timeText].filter(Boolean).join(", ");
  return null;
}

/** The subject and body of a message about `lead` for one recipient. */
export function notificationText(
  lead: NotifiedLead,
  opts: { reason: NotificationReason; includePersonal: boolean; siteUrl: string; escalationMinutes?: number },
): NotificationText {
  const kind = leadKindLabel({
    type: lead.leadType,
    booked: text(lead.details.slot_date),
    bookingCancelledAt: lead.bookingCancelledAt?.toISOString() ?? null,
    intent: text(lead.details.intent),
  });
  const model = lead.model ? staffModelName(lead.model) : null;
  const number = lead.id.slice(0, 8);
  const link = leadPageLink(opts.siteUrl, lead.id);
  const escalation = opts.reason === "escalation";
  const subject = escalation
    ? `Заявку никто не открыл: ${kind}${model ? `, ${model}` : ""} (№ ${number})`
    : `Новая заявка: ${kind}${model ? `, ${model}` : ""} (№ ${number})`;
  const lines: string[] = [];
  lines.push(
    escalation
      ? `Заявку № ${number} никто не открыл и не взял в работу${opts.escalationMinutes ? ` за ${opts.escalationMinutes} мин рабочего времени` : ""}. Пожалуйста, свяжитесь с посетителем.`
      : `Новая заявка № ${number} с сайта.`,
  );
  lines.push("");
  lines.push(`Вид: ${kind}`);
  if (model) lines.push(`Модель: ${model}`);
  if (lead.dealerName) lines.push(`Дилерский центр: ${lead.dealerName}`);
  const time = requestedTime(lead.details);
  if (time) lines.push(`Желаемое время: ${time}`);
  lines.push(`Получена: ${formatStaffTime(lead.createdAt)} (мск)`);
  if (opts.includePersonal && !lead.erased) {
    const name = [lead.name, lead.surname].filter((part) => part && part.trim()).join(" ");
    if (name) lines.push(`Имя: ${name}`);
    if (lead.phone) lines.push(`Телефон: ${formatLeadPhone(lead.phone)}`);
  } else if (!lead.erased) {
    lines.push("Имя и телефон — на странице заявки.");
  }
  lines.push("");
  lines.push(`Открыть заявку: ${link}`);
  return { subject, text: lines.join("\n"), link };
}
