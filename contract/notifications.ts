// Who among the dealer's people is told of a lead (docs/decisions/0106-lead-notifications.md): the
// admin's form at /staff/notifications and the staff API check a recipient with this one schema.
import { z } from "zod";
import { leadTypes, type LeadType } from "./leads-fields";

export const notificationChannels = ["email", "telegram"] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** The channels as staff read them. */
export const notificationChannelLabels: Record<NotificationChannel, string> = {
  email: "Электронная почта",
  telegram: "Telegram",
};

export const notificationMessages = {
  channelRequired: "Выберите, куда отправлять: электронная почта или Telegram",
  emailInvalid: "Укажите адрес электронной почты, например sales@genesis-khimki.ru",
  chatInvalid: "Укажите номер чата Telegram: число, для группы — с минусом впереди (например -1001234567890)",
  leadTypesRequired: "Отметьте хотя бы один вид заявок",
  leadTypeUnknown: "Такого вида заявок нет",
  duplicate: "Этот получатель уже есть в списке",
  notFound: "Получатель не найден: возможно, его уже удалили",
  added: "Получатель добавлен",
  saved: "Изменения сохранены",
  removed: "Получатель удалён",
  resent: (count: number) => `Уведомления отправляются снова: ${count}`,
  nothingToResend: "Недоставленных уведомлений у этой заявки нет",
} as const;

const emailPattern = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]+$/;
const chatPattern = /^-?\d{1,20}$/;

const flag = z.preprocess((value) => value === true || value === "on" || value === "true" || value === "1", z.boolean());

/** A recipient as the admin sets it; the address is checked against its channel. */
export const notificationRecipientSchema = z
  .object({
    channel: z.enum(notificationChannels, { error: notificationMessages.channelRequired }),
    address: z.string({ error: notificationMessages.emailInvalid }).trim().max(200, notificationMessages.emailInvalid),
    leadTypes: z
      .array(z.enum(leadTypes, { error: notificationMessages.leadTypeUnknown }), { error: notificationMessages.leadTypesRequired })
      .min(1, notificationMessages.leadTypesRequired)
      .transform((types) => leadTypes.filter((type) => types.includes(type))),
    includePersonal: flag,
    escalations: flag,
    enabled: flag,
  })
  .superRefine((value, ctx) => {
    if (value.channel === "email" && !emailPattern.test(value.address))
      ctx.addIssue({ code: "custom", path: ["address"], message: notificationMessages.emailInvalid });
    if (value.channel === "telegram" && !chatPattern.test(value.address))
      ctx.addIssue({ code: "custom", path: ["address"], message: notificationMessages.chatInvalid });
  })
  .transform((value) => ({ ...value, address: value.channel === "email" ? value.address.toLowerCase() : value.address }));
export type NotificationRecipientInput = z.infer<typeof notificationRecipientSchema>;

export const notificationRecipientViewSchema = z.object({
  id: z.string(),
  channel: z.enum(notificationChannels),
  address: z.string(),
  leadTypes: z.array(z.string()),
  includePersonal: z.boolean(),
  escalations: z.boolean(),
  enabled: z.boolean(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type NotificationRecipientView = z.infer<typeof notificationRecipientViewSchema>;

/** The page's list: the recipients, whether each channel is on in this process, and the escalation time. */
export const notificationSettingsSchema = z.object({
  recipients: z.array(notificationRecipientViewSchema),
  channels: z.record(z.enum(notificationChannels), z.boolean()),
  escalationMinutes: z.number(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** One message about a lead as its page lists it. */
export const leadNotificationViewSchema = z.object({
  channel: z.enum(notificationChannels),
  address: z.string(),
  reason: z.enum(["new", "escalation"]),
  status: z.enum(["pending", "sent", "needs_attention"]),
  attempts: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type LeadNotificationView = z.infer<typeof leadNotificationViewSchema>;

export const notificationStatusLabels: Record<LeadNotificationView["status"], string> = {
  pending: "Ждёт отправки",
  sent: "Отправлено",
  needs_attention: "Не доставлено — нужен человек",
};

export const notificationReasonLabels: Record<LeadNotificationView["reason"], string> = {
  new: "Новая заявка",
  escalation: "Напоминание: заявку никто не открыл",
};

/** Every kind of lead, for a recipient that hears of all (the start's seeding). */
export const allLeadTypes: readonly LeadType[] = leadTypes;
