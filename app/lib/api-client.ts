import type { z } from "zod";
import { errorMessages } from "~/lib/error-messages";
import { logError } from "~/lib/log";

/**
 * Backends the site calls (docs/product.md §7): the brand admin API (`api`), the dealer API, the new-car offers
 * provider, the used-car stock export, the leads API (the configurator's PDF: the CRM half of docs/product.md §7's
 * leads API is called by the backend's lead outbox, at CRM_URL, never from here) and the test-drive schedule.
 */
export type ServiceName = "api" | "dealer" | "offers" | "export" | "leads" | "testDrive";

/** Base address of each backend: a map (a missing name is an error when called), or a function that names it (throwing if unknown). */
export type ServiceRegistry = Readonly<Partial<Record<ServiceName, string>>> | ((name: ServiceName) => string);

/** Bases in the browser: the site's own proxy prefixes (docs/product.md §7), which reach each backend through the web process. */
export const browserServiceBases = {
  api: "/api",
  dealer: "/dealer",
  offers: "/ilsa-offers",
  export: "/export-master",
  leads: "/api",
  testDrive: "/dealer/test-drive",
} as const satisfies Record<ServiceName, string>;

/** Request timeout of every call, in milliseconds (docs/product.md §9). */
const apiTimeoutMs = 10_000;

/** One query value; undefined and null are left out, booleans are sent as 1 and 0. */
export type QueryValue = string | number | boolean | null | undefined;
/** Query parameters; an array repeats its key. */
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/** Settings of {@link createApi}. */
export type ApiConfig = {
  /** Registry of backend bases; required (docs/product.md §8). */
  requireService: ServiceRegistry;
  /** Origin that relative bases resolve against: needed on the server, where fetch has no page URL. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Sent with every request, e.g. the visitor's Cookie forwarded during server rendering. */
  headers?: HeadersInit;
};

/** What one call produced; network failures become a synthetic 500 instead of a rejection. */
export type ApiResult<T> = {
  status: number;
  success: boolean;
  data: T | null;
  message: string;
  /** Address without its query string (queries may carry access tokens, and this one is logged). */
  url: string;
  /** Parsed JSON body as it came, null when there was none. */
  body: unknown;
  /** The network error or timeout behind a synthetic 500 (undefined when the backend answered). */
  cause?: unknown;
  /** The answer with its body unread, when the call asked for responseType "response" and one came. */
  response?: Response;
};

/** Options of one call. */
export type CallOptions = {
  service?: ServiceName;
  query?: Query;
  headers?: HeadersInit;
  /** Caller's abort (e.g. the loader's request.signal): rethrown as is, not logged. */
  signal?: AbortSignal;
  /** false when the answer is plain JSON, not `{ success, data, message }` (configurator, CRM, pdf). */
  envelope?: boolean;
  /**
   * "text" reads the body as text (the XML feeds); `data` is then the text as it came. "response" leaves the
   * body unread and hands the answer over as `response`, whatever its status, for a caller that reads its
   * own format or streams the body on (the staff API); the timeout then ends with the headers. Default "json".
   */
  responseType?: "json" | "text" | "response";
  /** This call's timeout instead of the client's (an upload the backend resizes takes longer). */
  timeoutMs?: number;
  /**
   * false when the caller logs a failure itself, in one line saying what the visitor gets instead
   * (logLoadFailure), with the client's network message (docs/product.md §8) in it: the client then does not log
   * a network failure on its own, and one failure is one line. Default true.
   */
  logFailure?: boolean;
};

/** One request for {@link Api.request}. */
export type ApiRequest = CallOptions & {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** JSON-encoded, or sent as multipart when it is FormData. */
  body?: unknown;
};

type WithSchema<S extends z.ZodType> = CallOptions & { schema: S };

/** Typed client of the site's backends (docs/product.md §7–§8). */
export type Api = {
  /** Full address of a path on a backend, as the client would request it. */
  url(path: string, options?: { service?: ServiceName; query?: Query }): string;
  /** Performs a call and reports its outcome; rejects only when the caller aborts. */
  request(request: ApiRequest): Promise<ApiResult<unknown>>;
  /** GET that resolves with `data` or rejects with an {@link ApiError}. */
  get: {
    <S extends z.ZodType>(path: string, options: WithSchema<S>): Promise<z.output<S>>;
    <T = unknown>(path: string, options?: CallOptions): Promise<T>;
  };
  /** GET of a text answer (an XML feed): resolves with the body as it came, or rejects with an {@link ApiError}. */
  getText(path: string, options?: Omit<CallOptions, "envelope" | "responseType">): Promise<string>;
  /** POST (JSON or FormData) that resolves with `data` or rejects with an {@link ApiError}. */
  post: {
    <S extends z.ZodType>(path: string, body: unknown, options: WithSchema<S>): Promise<z.output<S>>;
    <T = unknown>(path: string, body: unknown, options?: CallOptions): Promise<T>;
  };
  /** POST to the dealer backend whose failure reads 'Ошибка: "{message}"' (docs/product.md §8). */
  postDealerRequest: {
    <S extends z.ZodType>(path: string, body: unknown, options: WithSchema<S>): Promise<z.output<S>>;
    <T = unknown>(path: string, body: unknown, options?: CallOptions): Promise<T>;
  };
};

/** A failed call: `message` is what docs/product.md §8 says the call rejects with. */
export class ApiError extends Error {
  readonly status: number;
  readonly url: string;
  readonly body: unknown;

  constructor(message: string, result: Pick<ApiResult<unknown>, "status" | "url" | "body">, options?: ErrorOptions) {
    super(message, options);
    this.name = "ApiError";
    this.status = result.status;
    this.url = result.url;
    this.body = result.body;
  }
}

/** Creates the API client; throws when no service registry is given (docs/product.md §8). */
export function createApi(config: ApiConfig): Api {
  if (!config?.requireService) throw new Error(errorMessages.requireServiceMissing);
  const { requireService, baseUrl } = config;
  const timeoutMs = config.timeoutMs ?? apiTimeoutMs;
  // Looked up per call, so a fetch patched later (MSW, instrumentation) is still used.
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function serviceBase(name: ServiceName): string {
    const base = typeof requireService === "function" ? requireService(name) : requireService[name];
    if (typeof base !== "string") throw new Error(errorMessages.unknownService(name));
    return base;
  }

  function url(path: string, options: { service?: ServiceName; query?: Query } = {}): string {
    const target = isAbsoluteUrl(path) ? path : joinPath(serviceBase(options.service ?? "api"), path);
    const resolved = baseUrl ? new URL(target, baseUrl).toString() : target;
    const search = serializeQuery(options.query);
    if (!search) return resolved;
    return `${resolved}${resolved.includes("?") ? "&" : "?"}${search}`;
  }

  async function request(req: ApiRequest): Promise<ApiResult<unknown>> {
    const fullUrl = url(req.path, req);
    const shownUrl = fullUrl.split("?")[0] ?? fullUrl;
    const headers = mergeHeaders(config.headers, req.headers);
    const asText = req.responseType === "text";
    if (!headers.has("Accept")) headers.set("Accept", asText ? "application/xml, text/xml;q=0.9, text/plain;q=0.8" : "application/json");
    let body: BodyInit | undefined;
    if (req.body instanceof FormData) {
      body = req.body; // fetch writes the multipart Content-Type with its boundary itself
    } else if (req.body !== undefined) {
      body = JSON.stringify(req.body);
      headers.set("Content-Type", "application/json");
    }

    // One controller for both the timeout and the caller's abort; it also covers reading the body.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, req.timeoutMs ?? timeoutMs);
    const onCallerAbort = () => controller.abort(req.signal?.reason);
    let handedOver = false;
    if (req.signal?.aborted) onCallerAbort();
    else req.signal?.addEventListener("abort", onCallerAbort, { once: true });

    try {
      const response = await doFetch(fullUrl, {
        method: req.method ?? "GET",
        headers,
        body,
        credentials: "include",
        signal: controller.signal,
      });
      if (req.responseType === "response") {
        // The caller reads the body, possibly long after this returns: its abort must still reach the fetch.
        handedOver = true;
        const message = response.ok ? "" : response.statusText || errorMessages.httpStatus(response.status);
        return { status: response.status, success: response.ok, data: null, message, url: shownUrl, body: null, response };
      }
      const text = await response.text();
      if (asText) return textResult(response, text, shownUrl);
      return toResult(response, text, shownUrl, req.envelope ?? true);
    } catch (error) {
      if (req.signal?.aborted && !timedOut) throw error;
      const message = timedOut ? errorMessages.networkTimeout(shownUrl, timeoutMs) : errorMessages.networkFailure(shownUrl);
      if (req.logFailure !== false) logError(message, error);
      return { status: 500, success: false, data: null, message, url: shownUrl, body: null, cause: error };
    } finally {
      clearTimeout(timer);
      if (!handedOver) req.signal?.removeEventListener("abort", onCallerAbort);
    }
  }

  async function call(
    req: ApiRequest,
    schema: z.ZodType | undefined,
    failure: (message: string) => string = (message) => message,
  ): Promise<unknown> {
    const result = await request(req);
    if (result.status !== 200) throw new ApiError(result.message, result, result.cause === undefined ? undefined : { cause: result.cause });
    if (!result.success) throw new ApiError(failure(result.message), result);
    if (!schema) return result.data;
    const parsed = schema.safeParse(result.data);
    if (!parsed.success) throw new ApiError(errorMessages.invalidResponse, result, { cause: parsed.error });
    return parsed.data;
  }

  function get(path: string, options: CallOptions & { schema?: z.ZodType } = {}) {
    const { schema, ...rest } = options;
    return call({ ...rest, method: "GET", path }, schema);
  }

  function getText(path: string, options: CallOptions = {}) {
    return call({ ...options, method: "GET", path, responseType: "text" }, undefined);
  }

  function post(path: string, body: unknown, options: CallOptions & { schema?: z.ZodType } = {}) {
    const { schema, ...rest } = options;
    return call({ ...rest, method: "POST", path, body }, schema);
  }

  function postDealerRequest(path: string, body: unknown, options: CallOptions & { schema?: z.ZodType } = {}) {
    const { schema, ...rest } = options;
    return call({ service: "dealer", ...rest, method: "POST", path, body }, schema, errorMessages.dealerRequestFailed);
  }

  // The overloads only narrow the return type; the runtime is the same function.
  return { url, request, get, getText, post, postDealerRequest } as Api;
}

function toResult(response: Response, text: string, url: string, envelope: boolean): ApiResult<unknown> {
  const body = parseJson(text);
  if (response.status !== 200) {
    const message = response.statusText || errorMessages.httpStatus(response.status);
    return { status: response.status, success: false, data: null, message, url, body: body ?? null };
  }
  const failed = (message: string): ApiResult<unknown> => ({
    status: 200,
    success: false,
    data: null,
    message,
    url,
    body: body ?? null,
  });
  if (body === undefined) return failed(errorMessages.invalidResponse);
  if (!envelope) return { status: 200, success: true, data: body, message: "", url, body };
  if (!isRecord(body)) return failed(errorMessages.invalidResponse);
  const message = typeof body.message === "string" ? body.message : "";
  if (body.success !== true) return failed(message || errorMessages.unexpected);
  return { status: 200, success: true, data: body.data ?? null, message, url, body };
}

function textResult(response: Response, text: string, url: string): ApiResult<unknown> {
  if (response.status !== 200) {
    const message = response.statusText || errorMessages.httpStatus(response.status);
    return { status: response.status, success: false, data: null, message, url, body: text };
  }
  return { status: 200, success: true, data: text, message: "", url, body: text };
}

/** undefined when the text is empty or not JSON. */
function parseJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isAbsoluteUrl(path: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(path) || path.startsWith("//");
}

function joinPath(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

function mergeHeaders(...sources: (HeadersInit | undefined)[]): Headers {
  const headers = new Headers();
  for (const source of sources) new Headers(source).forEach((value, key) => headers.set(key, value));
  return headers;
}

/** Serialises query parameters: undefined and null are skipped, booleans become 1 and 0. */
export function serializeQuery(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (value === undefined || value === null) continue;
      params.append(key, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
    }
  }
  return params.toString();
}
