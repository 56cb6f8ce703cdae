// What the web process answers before any page renders: a request id on every log line, the methods
// a page takes, and addresses that cannot name a page. Rejections are logged at debug level in one
// line each: a client that sends the same bad request a thousand times must not fill the log.
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
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
        logger.trace({ method: req.method, url: loggableUrl(req.originalUrl), status: res.statusCode, ms: Math.round(performance.now() - started) }, "запрос"),
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
    refuse(415, `тело POST не форма (${req.get("Content-Type") ?? "без типа"})`, "Такой запрос страница не принимает", "Страница принимает только формы, отправленные из браузера. Откройте её и заполните форму ещё раз.");
  } else if (!Number.isSafeInteger(length) || length < 0) {
    refuse(411, "у формы не указана длина", "Такой запрос страница не принимает", "Браузер не указал размер формы. Обновите страницу и отправьте форму ещё раз.");
  } else if (length > pageFormMaxBytes) {
    refuse(413, `форма в ${length} байт`, "Форма слишком большая", `Форма принимает до ${pageFormMaxBytes / 1024} КБ текста. Сократите комментарий и отправьте её ещё раз — или позвоните нам.`);
  } else {
    next();
  }
};

/** A path whose percent-encoding is broken (`/news/%ff.html`) names no page: 400, not a stack trace. */
export const malformedPathGuard: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    logRejection(400, "адрес с неверной кодировкой", req.originalUrl);
    sendStatusPage(res, 400, "Неверный адрес страницы", "В адресе есть символы, которые не удалось прочитать. Проверьте ссылку или перейдите на главную.");
    return;
  }
  next();
};

function logRejection(status: number, reason: string, url: string) {
  logger.debug({ status, url: loggableUrl(url).slice(0, 300) }, `запрос отклонён: ${reason}`);
}
