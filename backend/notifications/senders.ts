// The two ways a notification leaves (docs/decisions/0106-lead-notifications.md): a letter through the
// dealer's mail server (SMTP, STARTTLS on 587 or TLS on 465, by nodemailer) and a message from the
// dealer's Telegram bot (Bot API sendMessage). Each answers what became of one message: taken, to be
// tried again (after the time the other side asked for, if it did), or refused for good, which a
// person has to look at (a chat the bot cannot write to, a mailbox the server does not know).
import type { NotificationChannel } from "@contract/notifications";
import nodemailer from "nodemailer";
import type { NotificationText } from "./notification-text";

/** What one attempt came to. */
export type SendOutcome =
  | { kind: "sent" }
  /** Worth another try; `afterMs` when the other side said when (Telegram's retry_after). */
  | { kind: "retry"; error: string; afterMs?: number }
  /** Refused for good: kept for a person with the other side's own words. */
  | { kind: "refused"; error: string };

export type NotificationSender = {
  channel: NotificationChannel;
  send(address: string, message: NotificationText, signal?: AbortSignal): Promise<SendOutcome>;
  close(): void;
};

const seconds = (ms: number) => `${(ms / 1000).toLocaleString("ru-RU", { maximumFractionDigits: 1 })} с`;

/** SMTP reply codes of a recipient the server will never take (RFC 5321 §4.2.3). */
const permanentRecipientCodes = new Set([550, 551, 553]);

type SmtpError = Error & { code?: string; responseCode?: number; response?: string; command?: string };

/**
 * Whether a letter to the server of `url` must go encrypted (STARTTLS required): a letter carries a lead
 * and may carry a visitor's name and phone (152-ФЗ), and the password goes with every connection, so an
 * smtp:// server that does not offer STARTTLS gets nothing in clear text. Not for smtps:// (TLS from the
 * first byte), a mail server on this machine (127.0.0.1, localhost: a local relay), or an address that says
 * `requireTLS=` itself (nodemailer reads it).
 */
export function smtpRequiresTls(url: string): boolean {
  const parsed = new URL(url);
  if (parsed.protocol !== "smtp:" || parsed.searchParams.has("requireTLS")) return false;
  const host = parsed.hostname;
  return !(host === "localhost" || /^127\./.test(host) || host === "[::1]");
}

/** Letters through the mail server of `url` (smtp://user:password@host:587, smtps://…:465), from `from`. */
export function emailSender(opts: { url: string; from: string; timeoutMs?: number; requireTls?: boolean }): NotificationSender {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  // Given an address, nodemailer takes its settings from the address alone and drops every other option,
  // so ours go into its query (where it reads them), each unless the operator wrote it there already.
  const address = new URL(opts.url);
  const settings: Record<string, string> = {
    connectionTimeout: String(timeoutMs),
    greetingTimeout: String(timeoutMs),
    socketTimeout: String(timeoutMs),
    // One connection per letter: a notification is rare, and a pooled connection the server dropped meanwhile would fail it.
    pool: "false",
    ...((opts.requireTls ?? smtpRequiresTls(opts.url)) ? { requireTLS: "true" } : {}),
  };
  for (const [name, value] of Object.entries(settings)) if (!address.searchParams.has(name)) address.searchParams.set(name, value);
  const transport = nodemailer.createTransport(address.toString());
  return {
    channel: "email",
    async send(address, message) {
      try {
        await transport.sendMail({ from: opts.from, to: address, subject: message.subject, text: message.text });
        return { kind: "sent" };
      } catch (error) {
        const failure = error as SmtpError;
        if (failure.code === "ETLS")
          return {
            kind: "retry",
            error:
              "Почтовый сервер не принял шифрование (STARTTLS), а открытым текстом письмо с данными заявки не отправляется: включите TLS на сервере или укажите адрес smtps://",
          };
        if (failure.responseCode) {
          const words = `Почтовый сервер ответил ${failure.responseCode}: ${(failure.response ?? failure.message).trim()}`;
          if (failure.command === "RCPT TO" && permanentRecipientCodes.has(failure.responseCode)) return { kind: "refused", error: words };
          return { kind: "retry", error: words };
        }
        if (failure.code === "ETIMEDOUT") return { kind: "retry", error: `Почтовый сервер не ответил за ${seconds(timeoutMs)}` };
        return { kind: "retry", error: `Почтовый сервер недоступен: ${failure.message}` };
      }
    },
    close: () => transport.close(),
  };
}

type TelegramAnswer = {
  ok?: boolean;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
};

/** Whether a link can be a button's: Telegram refuses buttons to a local address (BUTTON_URL_INVALID). */
function buttonAllowed(link: string): boolean {
  const host = new URL(link).hostname;
  return !(host === "localhost" || host.endsWith(".localhost") || /^127\./.test(host) || host === "[::1]" || host === "0.0.0.0");
}

/**
 * Messages from the bot of `token` through the Bot API at `apiUrl` (https://api.telegram.org, or a
 * stand-in): the text, and a button «Открыть заявку» to the lead's page. The token is part of the
 * address and never appears in an error.
 */
export function telegramSender(opts: { token: string; apiUrl: string; timeoutMs?: number }): NotificationSender {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const endpoint = new URL(`./bot${opts.token}/sendMessage`, opts.apiUrl.endsWith("/") ? opts.apiUrl : `${opts.apiUrl}/`);
  return {
    channel: "telegram",
    async send(chatId, message, signal) {
      const body = {
        chat_id: chatId,
        text: message.text,
        link_preview_options: { is_disabled: true },
        ...(buttonAllowed(message.link) ? { reply_markup: { inline_keyboard: [[{ text: "Открыть заявку", url: message.link }]] } } : {}),
      };
      let response: Response;
      try {
        const timeout = AbortSignal.timeout(timeoutMs);
        response = await fetch(endpoint, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        if (error instanceof Error && error.name === "TimeoutError")
          return { kind: "retry", error: `Telegram не ответил за ${seconds(timeoutMs)}` };
        const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
        return { kind: "retry", error: `Telegram недоступен: ${cause.replaceAll(opts.token, "…")}` };
      }
      const answer = (await response.json().catch(() => null)) as TelegramAnswer | null;
      if (answer?.ok === true) return { kind: "sent" };
      const code = answer?.error_code ?? response.status;
      const words = answer?.description ?? `HTTP ${response.status}`;
      if (code === 429) {
        const after = answer?.parameters?.retry_after;
        return {
          kind: "retry",
          error: `Telegram просит подождать${after ? ` ${after} с` : ""} (429: ${words})`,
          afterMs: typeof after === "number" && after >= 0 ? after * 1000 : undefined,
        };
      }
      if (code === 400 || code === 403) {
        const migrated = answer?.parameters?.migrate_to_chat_id;
        return {
          kind: "refused",
          error: `Telegram отказал (${code}): ${words}${migrated ? `; новый номер чата — ${migrated}, исправьте получателя` : ""}`,
        };
      }
      return { kind: "retry", error: `Telegram ответил ${code}: ${words}` };
    },
    close: () => undefined,
  };
}
