// The untrusted half of every feed: fetch with a deadline and a size cap, then parse XML that may be
// hostile. Each source module (export-master, ilsa-offers, autoru) fetches and parses through here,
// then validates and reshapes what it got.
import { XMLParser, XMLValidator } from "fast-xml-parser";

/** SPEC §9: outside calls time out at 10 s. */
export const feedTimeoutMs = 10_000;

/** The largest feed read: 5 000 cars with long photo lists are ~10 MB; a 50 MB answer is no feed of ours. */
export const feedMaxBytes = 20 * 1024 * 1024;

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
  try {
    const response = await doFetch(url, { signal, headers: { Accept: "application/xml, text/xml" } });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new FeedError(`ответ ${response.status} ${response.statusText}`.trim());
    }
    const declared = Number(response.headers.get("Content-Length") ?? "");
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new FeedError(`файл больше ${maxBytes} байт (${declared})`);
    }
    const bytes = await readCapped(response, maxBytes);
    return decode(bytes);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (deadline.aborted) throw new FeedError(`нет ответа за ${timeoutMs} мс`, { cause: error });
    if (opts.signal?.aborted) throw error;
    throw new FeedError(`запрос не выполнен: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
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

// Russian exports still come in windows-1251 now and then; the XML declaration says which.
function decode(bytes: Uint8Array): string {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
  const declared = /encoding\s*=\s*["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  const encoding = declared === "windows-1251" || declared === "cp1251" ? "windows-1251" : "utf-8";
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch (error) {
    throw new FeedError(`текст не в кодировке ${encoding}`, { cause: error });
  }
}

/** Parsed XML: elements are objects, repeated elements (named by `lists`) arrays, text and attributes strings. */
export type XmlNode = Record<string, unknown>;

/**
 * Parses a feed's XML. A DOCTYPE (and with it every entity declaration, internal or external) is
 * refused before parsing: no feed needs one, and it is how entity-expansion bombs come in. Only the
 * five predefined entities and character references are decoded (by textOf). `lists` names the elements that are always arrays (a feed
 * with one car still has a list of one).
 */
export function parseFeedXml(text: string, lists: readonly string[]): XmlNode {
  const body = text.replace(/^\uFEFF/, "");
  if (/<!DOCTYPE|<!ENTITY/i.test(body)) throw new FeedError("документ с DOCTYPE или объявлением сущностей не принимается");
  if (!/^\s*</.test(body)) throw new FeedError("ответ не XML");
  const valid = XMLValidator.validate(body);
  if (valid !== true) throw new FeedError(`XML повреждён: ${valid.err.msg} (строка ${valid.err.line})`);
  const listSet = new Set(lists);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    // The five predefined entities and character references are decoded by textOf, only where a
    // value is read: the parser's own entity handling costs a third of its time on a 5 000-car feed.
    processEntities: false,
    htmlEntities: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    isArray: (name) => listSet.has(name),
  });
  const parsed: unknown = parser.parse(body);
  if (!parsed || typeof parsed !== "object") throw new FeedError("пустой документ");
  return parsed as XmlNode;
}

const predefined: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** Decodes the five predefined XML entities and character references (`&#1082;`, `&#x43A;`). */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(lt|gt|amp|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g, (whole, name: string) => {
    if (name[0] !== "#") return predefined[name] ?? whole;
    const code = name[1] === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The decoded text of an element that may carry attributes (`<price currency="RUR">100</price>`). */
export function textOf(value: unknown): unknown {
  const text = value && typeof value === "object" && !Array.isArray(value) && "#text" in value ? (value as { "#text": unknown })["#text"] : value;
  return typeof text === "string" ? decodeEntities(text) : text;
}
