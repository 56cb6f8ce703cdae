// The integration module of the spec's sales system (CRM_KIND=leads-api), and what every CRM adapter shares
// (the call with its timeout, the failures in staff's words). The spec's sales system (docs/product.md §7
// «CRM»): GET crm/send-pdf-to-crm/ with the lead's fields, a success only when the JSON answer's ResultCode is 'Y'. Every call carries lead_id,
// in the query and as the Idempotency-Key header, so a CRM that receives a lead twice (a retry after a
// lost answer, a process stopped mid-call) can keep it once.
import { decimalComma } from "@contract/numbers";
import { withoutSecrets } from "../http/safe-address";

/** The fields the CRM receives (docs/product.md §3 «Lead data») plus the id it deduplicates by. */
export type CrmLead = {
  leadId: string;
  leadType: string;
  model: string | null;
  /** The configurator's PDF; empty for the forms' requests. */
  file: string | null;
  city: number | string | null;
  dealer: number | string | null;
  name: string;
  surname: string | null;
  phone: string;
  email: string | null;
};

/** docs/product.md §8: what a CRM answer other than ResultCode 'Y' reads as. */
export const invalidCrmAnswer = "Неверный ответ сервера";

/**
 * What becomes of a lead whose call failed: tried again with the backoff (`retry`); left to a person and
 * tried again only at the slowest pace, since no retry can mend it before someone does (`attention`: the
 * CRM refuses the site's credentials); or refused for good and kept for a person (`refused`: the CRM
 * found the lead itself wrong, and the same lead would be refused again).
 */
export type CrmFailureKind = "retry" | "attention" | "refused";

/** A failed delivery; the message is what an operator reads in `leads.last_error`. */
export class CrmDeliveryError extends Error {
  constructor(
    message: string,
    /** The call was cut short because the process is stopping, not because the CRM failed. */
    readonly aborted = false,
    /** The CRM's HTTP status when it answered; null when no answer came. */
    readonly status: number | null = null,
    readonly kind: CrmFailureKind = "retry",
    /** The pause the CRM asked for (Retry-After), instead of the backoff's. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = "CrmDeliveryError";
  }
}

/** The sales system's path under its base (docs/product.md §7). */
export const crmSendPath = "crm/send-pdf-to-crm/";

/** The call's address: the base (a trailing slash is added when missing) plus the lead's fields as the query. */
export function crmRequestUrl(crmUrl: string, lead: CrmLead): URL {
  const url = new URL(crmSendPath, crmUrl.endsWith("/") ? crmUrl : `${crmUrl}/`);
  const fields: Record<string, string> = {
    lead_type: lead.leadType,
    model: lead.model ?? "",
    file: lead.file ?? "",
    city: lead.city === null ? "" : String(lead.city),
    dealer: lead.dealer === null ? "" : String(lead.dealer),
    name: lead.name,
    surname: lead.surname ?? "",
    phone: lead.phone,
    email: lead.email ?? "",
    // docs/product.md §7: agree defaults to 'on'; a lead without consent is never stored, let alone sent.
    agree: "on",
    lead_id: lead.leadId,
  };
  for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
  return url;
}

export type CrmCallOptions = {
  timeoutMs: number;
  /** Aborts the call when the process stops. */
  signal?: AbortSignal;
  /** Texts that must never reach an error (a webhook's key, a token). */
  secrets?: readonly string[];
};

/** Sends one lead; resolves with the HTTP status when the CRM said 'Y', otherwise throws a CrmDeliveryError naming why. */
export async function sendLeadToCrm(crmUrl: string, lead: CrmLead, opts: CrmCallOptions): Promise<number> {
  const answer = await callCrm(
    () => crmRequestUrl(crmUrl, lead),
    { headers: { accept: "application/json", "idempotency-key": lead.leadId } },
    opts,
  );
  if (!answer.ok) throw new CrmDeliveryError(crmStatusMessage(answer.status), false, answer.status);
  const refusal = refusalOf(answer.text, answer.headers.get("content-type"));
  if (refusal !== null) throw new CrmDeliveryError(`${invalidCrmAnswer}: ${refusal}`, false, answer.status);
  return answer.status;
}

/** A CRM's answer read whole: its status, headers and body. */
export type CrmAnswer = { ok: boolean; status: number; headers: Headers; text: string };

/**
 * One HTTP call to a CRM, its answer read whole within the timeout (a CRM trickling its body is as stuck
 * as a silent one). No answer throws a CrmDeliveryError in staff's words: the timeout, the stop, or the
 * network's cause; `secrets` (a webhook's key, a token) are cut from that cause before anyone reads it.
 * The address is made inside: one fetch refuses (a port out of range) fails like the network.
 */
export async function callCrm(
  address: () => URL,
  init: RequestInit,
  { timeoutMs, signal, secrets = [] }: CrmCallOptions,
): Promise<CrmAnswer> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([timeout, signal]) : timeout;
  try {
    const response = await fetch(address(), { ...init, signal: combined });
    const text = await response.text();
    return { ok: response.ok, status: response.status, headers: response.headers, text };
  } catch (error) {
    if (timeout.aborted) throw new CrmDeliveryError(`CRM не ответила за ${formatSeconds(timeoutMs)} с`);
    if (signal?.aborted) throw new CrmDeliveryError("Отправка прервана остановкой процесса", true);
    throw new CrmDeliveryError(`CRM недоступна: ${networkCause(error, secrets)}`);
  }
}

/** What the common HTTP refusals mean, in the words staff read (the status's English text is no help to them). */
const statusMeanings: Record<number, string> = {
  400: "запрос отклонён как неверный",
  401: "нужна авторизация: проверьте доступ сайта к CRM",
  403: "доступ для сайта запрещён",
  404: "адрес не найден: проверьте CRM_URL",
  408: "не дождалась запроса целиком",
  409: "заявка противоречит данным, которые в ней уже есть",
  413: "запрос слишком большой",
  422: "не смогла обработать данные заявки",
  429: "слишком много запросов, просит подождать",
  500: "внутренняя ошибка CRM",
  502: "шлюз перед CRM не получил от неё ответа",
  503: "временно недоступна",
  504: "шлюз перед CRM не дождался её ответа",
};

/** An HTTP refusal as staff read it: «CRM ответила 502 — шлюз перед CRM не получил от неё ответа»; the number stays for the operator. */
export function crmStatusMessage(status: number): string {
  const meaning = statusMeanings[status];
  return meaning ? `CRM ответила ${status} — ${meaning}` : `CRM ответила ${status}`;
}

/**
 * Null when the CRM said 'Y'; otherwise what it said instead, for staff and the operator: its own
 * code and message («ResultCode «N»: «Дубль»»), or that the answer was no JSON (a proxy's HTML page).
 */
function refusalOf(text: string, contentType: string | null): string | null {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return `ответ не JSON (${contentType?.split(";")[0]?.trim() || "тип не указан"})`;
  }
  if (typeof answer !== "object" || answer === null) return "ответ не объект JSON";
  const { ResultCode: code, Message: message } = answer as { ResultCode?: unknown; Message?: unknown };
  if (code === "Y") return null;
  const said = typeof message === "string" && message.trim() ? `: «${message.trim().slice(0, 200)}»` : "";
  return code === undefined ? `нет ResultCode${said}` : `ResultCode «${String(code).slice(0, 20)}»${said}`;
}

// A refusal ends with what the CRM said in its own words («ResultCode «N»: «Дубль: Иванов, +7…»», «Bitrix24
// отклонил заявку (400): «…»»): staff read it on the lead's page, but a CRM may quote the lead in it.
const crmOwnWords = new RegExp(`^(${invalidCrmAnswer}: (?:нет ResultCode|ResultCode «[^]{0,20}?»)|(?:Bitrix24|amoCRM) [^«]*?): «[^]*»$`);

/**
 * A delivery error as monitoring may show it (/healthz, which is not behind a sign-in): the CRM's own
 * words left out, since they may quote the lead. Every other error text names no person already: the
 * statuses and network causes are ours, and addresses are cut to scheme, host and path (withoutSecrets).
 */
export function crmErrorForMonitoring(error: string): string {
  const own = crmOwnWords.exec(error);
  return own ? `${own[1]} (что ещё ответила CRM — на странице заявки в /staff)` : error;
}

/** What the common network failures mean, in the words staff read; the code stays for the operator. */
const networkCodes: Record<string, string> = {
  ECONNREFUSED: "соединение отклонено — сервис не запущен или порт закрыт",
  ECONNRESET: "соединение оборвалось",
  UND_ERR_SOCKET: "соединение оборвалось",
  ETIMEDOUT: "сервер не ответил на соединение",
  UND_ERR_CONNECT_TIMEOUT: "сервер не ответил на соединение",
  ENOTFOUND: "адрес сервера не найден",
  EAI_AGAIN: "адрес сервера сейчас не определяется",
  EHOSTUNREACH: "сервер недоступен по сети",
  ENETUNREACH: "сеть недоступна",
  CERT_HAS_EXPIRED: "сертификат сервера просрочен",
  DEPTH_ZERO_SELF_SIGNED_CERT: "сертификат сервера не подписан центром сертификации",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "сертификат сервера не удаётся проверить",
  ERR_TLS_CERT_ALTNAME_INVALID: "сертификат выдан на другой адрес",
};

// fetch says only "fetch failed"; the cause holds the code an operator can act on (ECONNREFUSED …),
// said in Russian first for staff. Its message may quote the address, whose query is the lead: only
// the scheme, host and path are kept.
function networkCause(error: unknown, secrets: readonly string[]): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === "string") {
    const meaning = networkCodes[cause.code];
    return meaning ? `${meaning} (${cause.code})` : `ошибка сети (${cause.code})`;
  }
  const message = typeof cause?.message === "string" ? cause.message : error instanceof Error ? error.message : String(error);
  return `адрес CRM_URL или сеть не в порядке (${withoutSecrets(message, secrets)})`;
}

function formatSeconds(ms: number): string {
  return decimalComma(Math.round(ms / 100) / 10);
}
