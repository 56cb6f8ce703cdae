// The untrusted half of every feed: fetch with a deadline and a size cap, then parse XML that may be
// hostile. Each source module (export-master, ilsa-offers, autoru) fetches and parses through here,
// then validates and reshapes what it got.
import { withoutSecrets } from "../http/safe-address";
import { readFlatXml, XmlSyntaxError, type FlatXmlDocument, type XmlObject } from "./flat-xml";

/** docs/product.md §9: outside calls time out at 10 s. */
export const feedTimeoutMs = 10_000;

/**
 * The largest feed read. A big dealer's export of 5 000 cars with 40 photo addresses each is ~23.5 MB
 * (40 × ~100 bytes of `<image>https://cdn…/1.jpg?w=1600&h=1200</image>` = ~4 KB of photos and ~0.7 KB
 * of fields a car, × 5 000), which the old 20 MB cap refused; 64 MB leaves that feed room to nearly
 * treble (more cars, longer addresses, descriptions). It still bounds memory: a 64 MB body is at most a
 * 128 MB string while it is parsed.
 */
export const feedMaxBytes = 64 * 1024 * 1024;

/** Why a feed was refused; logged with the source's name, never shown to a visitor. */
export class FeedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "FeedError";
  }
}

export type FeedFetchOptions = {
  timeoutMs?: number;
  maxBytes?: number;
  /** The job's signal: a stopping process leaves off. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
};

/** GETs a feed and returns its text; a non-2xx answer, a silent provider or an oversized body is a FeedError. */
export async function fetchFeedText(url: string, opts: FeedFetchOptions = {}): Promise<string> {
  const timeoutMs = opts.timeoutMs ?? feedTimeoutMs;
  const maxBytes = opts.maxBytes ?? feedMaxBytes;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline;
  const doFetch = opts.fetch ?? globalThis.fetch;
  // A connection its server drops mid-answer (this process's own, stopping) may leave fetch or the
  // body's read pending after the abort: the read ends with the signal, whatever fetch does.
  const ended = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  ended.catch(() => undefined);
  try {
    const response = await Promise.race([doFetch(url, { signal, headers: { Accept: "application/xml, text/xml" } }), ended]);
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new FeedError(`ответ ${response.status} ${response.statusText}`.trim());
    }
    const declared = Number(response.headers.get("Content-Length") ?? "");
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new FeedError(`файл больше ${maxBytes} байт (${declared})`);
    }
    const bytes = await Promise.race([readCapped(response, maxBytes), ended]);
    return decode(bytes, /charset\s*=\s*"?([\w-]+)/i.exec(response.headers.get("Content-Type") ?? "")?.[1]);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (deadline.aborted) throw new FeedError(`нет ответа за ${timeoutMs} мс`, { cause: error });
    if (opts.signal?.aborted) throw error;
    // The message may quote the address, whose query holds the provider's token: then neither it nor
    // the error (which the log would print as the cause) goes on as it was.
    const said = error instanceof Error ? error.message : String(error);
    const safe = withoutSecrets(said);
    throw new FeedError(`запрос не выполнен: ${safe}`, safe === said ? { cause: error } : undefined);
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new FeedError(`файл больше ${maxBytes} байт`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

// Russian exports still come in windows-1251 now and then. The HTTP header's charset wins over the XML
// declaration (RFC 7303), which is read when the header names none; without either, UTF-8.
function decode(bytes: Uint8Array, headerCharset?: string): string {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
  const declared = /encoding\s*=\s*["']([\w-]+)["']/i.exec(head)?.[1];
  const label = (headerCharset ?? declared ?? "utf-8").toLowerCase();
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch (error) {
    throw new FeedError(`неизвестная кодировка ${label}`, { cause: error });
  }
  try {
    return decoder.decode(bytes);
  } catch (error) {
    // A common server setup (nginx, Bitrix) labels every file UTF-8 while the export is written in
    // windows-1251 and says so in its declaration: the declaration, which the file's writer made, is
    // then believed (RFC 7303 would have the header win and the feed lost).
    if (headerCharset && declared && declared.toLowerCase() !== label) {
      try {
        return new TextDecoder(declared.toLowerCase(), { fatal: true }).decode(bytes);
      } catch {
        // Neither reads it: the refusal below names both.
      }
      throw new FeedError(`текст не в кодировке ${decoder.encoding} из заголовка ответа и не в ${declared} из объявления XML`, {
        cause: error,
      });
    }
    throw new FeedError(`текст не в кодировке ${decoder.encoding}`, { cause: error });
  }
}

/** Parsed XML: elements are objects, repeated elements (named by `lists`) arrays, text and attributes strings. */
export type XmlNode = XmlObject;

const docTypeRefusal = "документ с DOCTYPE или объявлением сущностей не принимается";

/**
 * Parses a feed's XML with the flat reader (flat-xml.ts, docs/decisions/0038). A DOCTYPE (and with it
 * every entity declaration, internal or external) is refused where the reader meets it, before anything
 * is expanded: no feed needs one, and it is how entity-expansion bombs come in. The predefined entities,
 * character references and the common HTML entities (&nbsp; &laquo; …) are decoded; a bare `&` or an
 * unknown entity is kept as written, as a browser keeps it; the tree comes with the count of both.
 * `lists` names the elements that are always arrays (a feed with one car still has a list of one).
 */
export function parseFeedXml(text: string, lists: readonly string[]): FlatXmlDocument {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!/^\s*</.test(body)) throw new FeedError("ответ не XML");
  // An error page of a web server or a login form, answered with 200: said as what it is.
  if (/^\s*(?:<!doctype\s+html|<html[\s>])/i.test(body)) throw new FeedError("ответ — HTML-страница, а не XML");
  try {
    return readFlatXml(body, { lists: new Set(lists) });
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    if (error.kind === "doctype") throw new FeedError(docTypeRefusal, { cause: error });
    throw new FeedError(`XML повреждён: ${error.reason} (строка ${error.line})`, { cause: error });
  }
}

/** The text of an element that may carry attributes (`<price currency="RUR">100</price>`); entities are already decoded. */
export function textOf(value: unknown): unknown {
  return value && typeof value === "object" && !Array.isArray(value) && "#text" in value ? (value as { "#text": unknown })["#text"] : value;
}
