// What the web process answers before any page renders: a request id on every log line, the methods
// a page takes, and addresses that cannot name a page. Rejections are logged at debug level in one
// line each: a client that sends the same bad request a thousand times must not fill the log.
import { randomUUID } from "node:crypto";
import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { loggableUrl, logger, withRequestContext } from "@platform/logger";
import { sendStatusPage } from "./status-page";

// An id a proxy in front already gave the request is kept (its lines and ours then match), if it is sane.
const incomingId = /^[A-Za-z0-9._:-]{8,80}$/;

/** Gives the request an id (X-Request-Id in and out) that every line logged while handling it carries. */
export const requestContext: RequestHandler = (req, res, next) => {
  const header = req.get("X-Request-Id");
  const requestId = header && incomingId.test(header) ? header : randomUUID();
  res.set("X-Request-Id", requestId);
  // Each request's line is written at LOG_LEVEL=trace only: below it, nothing is measured or built for it.
  if (logger.isLevelEnabled("trace")) {
    const started = performance.now();
    res.once("finish", () => {
      withRequestContext({ requestId }, () =>
        logger.trace(
          { method: req.method, url: loggableUrl(req.originalUrl), status: res.statusCode, ms: Math.round(performance.now() - started) },
          "запрос",
        ),
      );
    });
  }
  withRequestContext({ requestId }, next);
};

/** Methods a page answers: reading, and POST for the forms' route actions. */
export const pageMethods = ["GET", "HEAD", "POST"] as const;

/** Answers OPTIONS with the allowed methods and anything else but {@link pageMethods} with 405. */
export const pageMethodGuard: RequestHandler = (req, res, next) => {
  if ((pageMethods as readonly string[]).includes(req.method)) {
    next();
    return;
  }
  res.set("Allow", pageMethods.join(", "));
  if (req.method === "OPTIONS") {
    res.status(204).end();
    return;
  }
  logRejection(405, `метод ${req.method} не поддерживается`, req.originalUrl);
  sendStatusPage(res, 405, "Такой запрос страница не принимает", "Откройте страницу в браузере или перейдите на главную.");
};

/** The largest form a page takes: a lead form is a few kilobytes (the contract caps its comment). */
export const pageFormMaxBytes = 64 * 1024;

/** Pages that take a file: the content studio's picture upload (15 MB, and a little for its fields). */
const uploadBytes = 15 * 1024 * 1024 + 64 * 1024;
// With scripts a form posts to the route's data address (`….data`), without them to the page's.
const uploadMaxBytes: Record<string, number> = { "/staff/content/images": uploadBytes, "/staff/content/images.data": uploadBytes };
const formContentTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * A POST to a page is a form sent by a browser: of a form's content type (else 415, where the route
 * action would fail reading it), with its length stated (else 411) and at most {@link pageFormMaxBytes}
 * (else 413, before a byte of it is read: a 40 MB comment would otherwise be read, echoed into the
 * answered page twice and held in memory).
 */
export const pageFormGuard: RequestHandler = (req, res, next) => {
  if (req.method !== "POST") {
    next();
    return;
  }
  const declared = req.get("Content-Length");
  const length = declared === undefined ? Number.NaN : Number(declared);
  const refuse = (status: number, reason: string, title: string, text: string) => {
    logRejection(status, reason, req.originalUrl);
    // The unread body is not waited for: the connection closes after the answer.
    res.set("Connection", "close");
    sendStatusPage(res, status, title, text);
  };
  if (!req.is(formContentTypes)) {
    refuse(
      415,
      `тело POST не форма (${req.get("Content-Type") ?? "без типа"})`,
      "Такой запрос страница не принимает",
      "Страница принимает только формы, отправленные из браузера. Откройте её и заполните форму ещё раз.",
    );
  } else if (!Number.isSafeInteger(length) || length < 0) {
    refuse(
      411,
      "у формы не указана длина",
      "Такой запрос страница не принимает",
      "Браузер не указал размер формы. Обновите страницу и отправьте форму ещё раз.",
    );
  } else if (length > (uploadMaxBytes[req.path] ?? pageFormMaxBytes)) {
    refuse(
      413,
      `форма в ${length} байт`,
      "Форма слишком большая",
      `Форма принимает до ${pageFormMaxBytes / 1024} КБ текста. Сократите комментарий и отправьте её ещё раз — или позвоните нам.`,
    );
  } else if (req.is("multipart/form-data") && !/;\s*boundary=/i.test(req.get("Content-Type") ?? "")) {
    refuse(400, "multipart без boundary", "Форма пришла повреждённой", brokenFormText);
  } else if (!sameOrigin(req)) {
    refuseForeignForm(req, res);
  } else {
    next();
  }
};

/** What a visitor reads when the form arrived damaged or cut short (a browser never sends one so). */
export const brokenFormText =
  "Форма пришла повреждённой или не полностью. Вернитесь на страницу и отправьте её ещё раз — или позвоните нам.";

/**
 * Whether a form's Origin, when it names one, is the site's own as this request reaches it: React
 * Router's action check, made here first so that a refusal is a Russian page rather than its bare
 * «Bad Request» and an error in the log. No Origin (an old browser, a privacy setting) passes, as there.
 */
function sameOrigin(req: Request): boolean {
  const origin = req.get("Origin");
  if (origin === undefined) return true;
  const host = req.get("Host") ?? "";
  if (origin === "null") return false;
  try {
    return new URL(origin).origin === new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return false;
  }
}

function refuseForeignForm(req: Request, res: Response): void {
  const origin = req.get("Origin") ?? "";
  const host = req.get("Host") ?? "";
  // Seen through a proxy that TRUST_PROXY does not name, an https page's form looks like it came from elsewhere.
  const proxyHint = /^https:\/\//.test(origin) && req.protocol === "http" && origin.slice("https://".length) === host;
  logger.warn(
    {
      status: 403,
      url: loggableUrl(req.originalUrl).slice(0, 300),
      origin: origin.slice(0, 200),
      site: `${req.protocol}://${host}`.slice(0, 200),
    },
    proxyHint
      ? "Форма отклонена: страница открыта по https, а запрос пришёл по http — прокси перед сайтом не назван в TRUST_PROXY?"
      : "Форма отклонена: она отправлена не со страницы сайта (заголовок Origin)",
  );
  res.set("Connection", "close");
  sendStatusPage(
    res,
    403,
    "Форма не отправлена",
    "Форма пришла не со страницы нашего сайта, поэтому мы её не приняли. Откройте страницу заново и отправьте форму ещё раз — или позвоните нам.",
  );
}

/** A path whose percent-encoding is broken (`/news/%ff.html`) names no page: 400, not a stack trace. */
export const malformedPathGuard: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    logRejection(400, "адрес с неверной кодировкой", req.originalUrl);
    sendStatusPage(
      res,
      400,
      "Неверный адрес страницы",
      "В адресе есть символы, которые не удалось прочитать. Проверьте ссылку или перейдите на главную.",
    );
    return;
  }
  next();
};

function logRejection(status: number, reason: string, url: string) {
  logger.debug({ status, url: loggableUrl(url).slice(0, 300) }, `запрос отклонён: ${reason}`);
}

/**
 * The last resort: an error no handler answered. A body Express's parsers refused (too large, too many
 * fields, malformed: the cookie notice's form) is the client's error and answered as such; anything
 * else is logged with its stack and the visitor gets a short Russian page, never the stack.
 */
export const lastResortErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const refused = clientBodyError(error);
  if (refused) {
    logRejection(refused.status, refused.reason, req.originalUrl);
    res.set("Connection", "close");
    sendStatusPage(res, refused.status, refused.title, refused.text);
    return;
  }
  logger.error({ err: error }, "Необработанная ошибка запроса");
  sendStatusPage(res, 500, "Ошибка на сайте", "Страница не смогла загрузиться. Обновите её через минуту или позвоните нам.");
};

/** How a body Express's parsers refused is answered: a 4xx status page rather than the last resort's 500. */
export type RefusedBody = { status: number; reason: string; title: string; text: string };

/**
 * The answer to an error of Express's body parsers (they carry the client's status and a `type`), or
 * null for any other error.
 */
export function clientBodyError(error: unknown): RefusedBody | null {
  const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
  if (typeof status !== "number" || status < 400 || status > 499) return null;
  const form = "Форма слишком большая";
  switch (type) {
    case "entity.too.large":
      return {
        status: 413,
        reason: "тело больше предела",
        title: form,
        text: "Такую форму страница не принимает. Откройте страницу и отправьте форму ещё раз — или позвоните нам.",
      };
    case "parameters.too.many":
      return {
        status: 413,
        reason: "слишком много полей",
        title: form,
        text: "В форме больше полей, чем в любой форме сайта. Откройте страницу и отправьте форму ещё раз.",
      };
    case "charset.unsupported":
    case "encoding.unsupported":
      return {
        status: 415,
        reason: `тело в неподдерживаемой кодировке (${String(type)})`,
        title: "Такой запрос страница не принимает",
        text: "Форма пришла в кодировке, которую сайт не читает. Откройте страницу в браузере и отправьте форму ещё раз.",
      };
    default:
      return {
        status: 400,
        reason: `тело не прочитано (${String(type ?? status)})`,
        title: "Форма пришла повреждённой",
        text: brokenFormText,
      };
  }
}
