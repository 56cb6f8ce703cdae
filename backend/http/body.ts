import { finished } from "node:stream";
import busboy from "busboy";
import express from "express";
import type { Request, RequestHandler } from "express";
import { HttpError } from "./http-error";
import { messages } from "./messages";

/** Largest body a write accepts unless its route says otherwise: forms are a few hundred bytes. */
export const defaultBodyLimitBytes = 64 * 1024;

/** Most fields a body may have: forms have a dozen, and each field costs parsing and validation. */
export const maxBodyFields = 100;

export type BodyOptions = {
  /** Largest body in bytes (default {@link defaultBodyLimitBytes}); a larger one answers 413. */
  limitBytes?: number;
};

const json = "application/json";
const form = "application/x-www-form-urlencoded";
const multipart = "multipart/form-data";

/**
 * Reads a JSON, URL-encoded or multipart (text fields only) body into `req.body`, always a plain
 * object (an absent body is `{}`), for a handler to validate with `parseBody`. Every refusal is an
 * HttpError with a Russian message: 413 too large, 415 another type, charset or a compressed body,
 * 400 malformed or carrying a file.
 */
export function readBody({ limitBytes = defaultBodyLimitBytes }: BodyOptions = {}): RequestHandler {
  // Compressed bodies are refused (inflate: false): a form never sends one, and the limit would then
  // apply to what the client sent rather than to what the server must hold.
  const parsers = {
    [json]: express.json({ limit: limitBytes, inflate: false, strict: true }),
    [form]: express.urlencoded({ limit: limitBytes, inflate: false, extended: false, parameterLimit: maxBodyFields }),
    [multipart]: readMultipart(limitBytes),
  };
  return (req, res, next) => {
    const type = req.is([json, form, multipart]);
    // `Content-Length: 0` counts as a body for req.is(), but there is nothing in it to refuse.
    if (type === null || req.headers["content-length"] === "0") {
      req.body = {};
      next();
      return;
    }
    if (type !== json && type !== form && type !== multipart) {
      next(new HttpError(415, messages.unsupportedMediaType));
      return;
    }
    parsers[type](req, res, (error?: unknown) => {
      if (error) next(toHttpError(error, limitBytes));
      else if (!isPlainObject(req.body)) next(new HttpError(400, messages.bodyNotObject));
      else next();
    });
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// body-parser's errors carry a `type`; busboy's are plain errors (400 here, they all mean a broken body).
function toHttpError(error: unknown, limitBytes: number): unknown {
  if (error instanceof HttpError) return error;
  switch ((error as { type?: unknown } | null)?.type) {
    case "entity.too.large":
      return new HttpError(413, messages.bodyTooLarge(limitBytes));
    case "parameters.too.many":
      return new HttpError(413, messages.tooManyFields(maxBodyFields));
    case "entity.parse.failed":
      return new HttpError(400, messages.malformedJson);
    case "charset.unsupported":
      return new HttpError(415, messages.unsupportedCharset);
    case "encoding.unsupported":
      return new HttpError(415, messages.unsupportedEncoding);
  }
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === "number" && status >= 400 && status < 500) return new HttpError(400, messages.malformedBody);
  return error;
}

/**
 * multipart/form-data through busboy: text fields become strings (arrays when a name repeats, as
 * URL-encoded bodies do); a file is refused for now. Like body-parser, a refused body is read to its
 * end before the answer, so the client is not cut off while it is still sending.
 */
function readMultipart(limitBytes: number): RequestHandler {
  return (req, _res, next) => {
    if (Number(req.headers["content-length"]) > limitBytes) {
      drain(req, () => next(new HttpError(413, messages.bodyTooLarge(limitBytes))));
      return;
    }
    if (req.headers["content-encoding"] && req.headers["content-encoding"] !== "identity") {
      drain(req, () => next(new HttpError(415, messages.unsupportedEncoding)));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defCharset: "utf8",
        limits: { fields: maxBodyFields, parts: maxBodyFields, fieldNameSize: 200, fieldSize: limitBytes },
      });
    } catch {
      // A multipart type without a boundary.
      drain(req, () => next(new HttpError(400, messages.malformedBody)));
      return;
    }
    const fields = new Map<string, string[]>();
    let received = 0;
    let settled = false;
    const settle = (error?: HttpError) => {
      if (settled) return;
      settled = true;
      req.off("data", count);
      if (!error) {
        req.body = Object.fromEntries([...fields].map(([name, values]) => [name, values.length === 1 ? values[0] : values]));
        next();
        return;
      }
      req.unpipe(parser);
      drain(req, () => next(error));
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) settle(new HttpError(413, messages.bodyTooLarge(limitBytes)));
    };
    req.on("data", count);
    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) settle(new HttpError(413, messages.bodyTooLarge(limitBytes)));
      else fields.set(name, [...(fields.get(name) ?? []), value]);
    });
    // A browser sends an empty file input as a part with no file name and no bytes: that is no file.
    parser.on("file", (_name, stream, info) => {
      if (info.filename) settle(new HttpError(400, messages.filesNotAccepted));
      stream.on("data", () => settle(new HttpError(400, messages.filesNotAccepted)));
      // A body cut short inside a file part fails the part's stream as well as the parser: unheard, that error was an
      // uncaught exception, which ends the process (found by the lead fuzzer).
      stream.on("error", () => settle(new HttpError(400, messages.malformedBody)));
      stream.resume();
    });
    parser.on("fieldsLimit", () => settle(new HttpError(413, messages.tooManyFields(maxBodyFields))));
    parser.on("partsLimit", () => settle(new HttpError(413, messages.tooManyFields(maxBodyFields))));
    parser.on("error", () => settle(new HttpError(400, messages.malformedBody)));
    parser.on("close", () => settle());
    req.pipe(parser);
  };
}

function drain(req: Request, then: () => void): void {
  finished(req, () => then());
  req.resume();
}
