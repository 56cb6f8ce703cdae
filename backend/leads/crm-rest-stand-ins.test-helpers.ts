import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// Bitrix24 and amoCRM as the tests' local servers: each speaks its real API's shapes (the webhook's
// methods, amo's unsorted forms), its errors included, keeps what it was sent, and answers as `mode` says.

/**
 * How a stand-in answers its next calls; `slow` takes the lead but answers after `delayMs` (the caller has
 * given up), only the calls whose path ends with `only` when it is given.
 */
export type RestStandInMode =
  | { kind: "ok" }
  | { kind: "slow"; delayMs: number; only?: string }
  | { kind: "down" }
  /** Answers the status with the body (the CRM's own error) and headers; nothing is kept. */
  | { kind: "error"; status: number; body: unknown; headers?: Record<string, string> };

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/** What every stand-in shares: its address, mode, calls (method or path, in order) and close. */
export type RestStandIn = {
  url: string;
  mode: RestStandInMode;
  calls: string[];
  close(): Promise<void>;
};

/**
 * A JSON server on a random local port: `route` answers a call (after `mode` let it through), `take`
 * applies a call that keeps something, so that a slow answer still keeps it, as a real CRM would.
 */
async function startRestStandIn(
  path: string,
  route: (req: IncomingMessage, url: URL, body: unknown) => Answer | null,
  mode: RestStandInMode,
): Promise<RestStandIn> {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const standIn: RestStandIn = { url: "", mode, calls: [], close: () => close(server, pending) };
  const send = (res: ServerResponse, answer: Answer) => {
    if (answer.body === undefined) res.writeHead(answer.status, answer.headers).end();
    else res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers }).end(JSON.stringify(answer.body));
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      standIn.calls.push(`${req.method} ${url.pathname}`);
      const text = Buffer.concat(chunks).toString("utf8");
      const body: unknown = text ? JSON.parse(text) : null;
      const current = standIn.mode;
      if (current.kind === "down") {
        req.socket.destroy();
        return;
      }
      if (current.kind === "error") {
        send(res, current);
        return;
      }
      const answer = route(req, url, body) ?? { status: 404, body: { error: "NOT_FOUND" } };
      if (current.kind === "slow" && (!current.only || url.pathname.endsWith(current.only))) {
        const timer = setTimeout(() => {
          pending.delete(timer);
          send(res, answer);
        }, current.delayMs);
        pending.add(timer);
        return;
      }
      send(res, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return standIn;
}

function close(server: Server, pending: Set<ReturnType<typeof setTimeout>>): Promise<void> {
  for (const timer of pending) clearTimeout(timer);
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

/** Bitrix24's portal behind an incoming webhook: crm.lead.list and crm.lead.add, keyed by the webhook's key. */
export type Bitrix24StandIn = RestStandIn & { key: string; leads: Map<number, Record<string, unknown>> };

/** Starts a Bitrix24 portal; its webhook is `url` (…/rest/1/{key}/), a wrong key gets INVALID_CREDENTIALS. */
export async function startBitrix24StandIn(key = "x7k2secretwebhookkey9q"): Promise<Bitrix24StandIn> {
  const leads = new Map<number, Record<string, unknown>>();
  const standIn = await startRestStandIn(
    `/rest/1/${key}/`,
    (req, url, body) => {
      const [, rest, user, given, method] = url.pathname.split("/");
      if (rest !== "rest" || user !== "1" || given !== key) {
        return { status: 401, body: { error: "INVALID_CREDENTIALS", error_description: "Invalid request credentials" } };
      }
      const request = (body ?? {}) as { filter?: Record<string, unknown>; fields?: Record<string, unknown> };
      if (method === "crm.lead.list.json") {
        const filter = Object.entries(request.filter ?? {});
        const found = [...leads].filter(([, lead]) => filter.every(([name, value]) => lead[name] === value));
        return { status: 200, body: { result: found.map(([id]) => ({ ID: String(id) })), total: found.length, time: timing() } };
      }
      if (method === "crm.lead.add.json") {
        if (!request.fields?.TITLE)
          return { status: 400, body: { error: "", error_description: "Не заполнено обязательное поле «Название лида»" } };
        const id = leads.size + 1;
        leads.set(id, request.fields);
        return { status: 200, body: { result: id, time: timing() } };
      }
      return { status: 404, body: { error: "ERROR_METHOD_NOT_FOUND", error_description: "Method not found!" } };
    },
    { kind: "ok" },
  );
  return Object.assign(standIn, { key, leads });
}

const timing = () => ({ start: Date.now() / 1000, finish: Date.now() / 1000, duration: 0.01, processing: 0.005 });

/** amoCRM's account: unsorted forms added and listed, behind a Bearer token. */
export type AmoCrmStandIn = RestStandIn & { token: string; forms: Record<string, unknown>[] };

/** Starts an amoCRM account; a call without `Bearer {token}` gets amo's 401. */
export async function startAmoCrmStandIn(token = "amo.long-lived.s3cr3tTOKENvalue0123456789"): Promise<AmoCrmStandIn> {
  const forms: Record<string, unknown>[] = [];
  const standIn = await startRestStandIn(
    "/",
    (req, url, body) => {
      if (req.headers.authorization !== `Bearer ${token}`) {
        return { status: 401, body: { title: "Unauthorized", type: "https://httpstatus.es/401", status: 401, detail: "Unauthorized" } };
      }
      if (req.method === "POST" && url.pathname === "/api/v4/leads/unsorted/forms") {
        const added = (Array.isArray(body) ? body : []) as Record<string, unknown>[];
        const made = added.map((form, index) => {
          const uid = `amo-uid-${forms.length + 1}`;
          const lead = { id: 26_000_000 + forms.length + 1 };
          const embedded = (form._embedded ?? {}) as { leads?: object[] };
          forms.push({
            ...form,
            uid,
            category: "forms",
            _embedded: { ...embedded, leads: (embedded.leads ?? [{}]).map((one) => ({ ...one, ...lead })) },
          });
          return {
            uid,
            request_id: String(index),
            _embedded: { leads: [lead], contacts: [{ id: 31_000_000 + forms.length }], companies: [] },
          };
        });
        return { status: 200, body: { _total_items: made.length, _embedded: { unsorted: made } } };
      }
      if (req.method === "GET" && url.pathname === "/api/v4/leads/unsorted") {
        const limit = Number(url.searchParams.get("limit") ?? 50);
        const newest = [...forms].reverse().slice(0, limit);
        if (newest.length === 0) return { status: 204 };
        return { status: 200, body: { _page: 1, _embedded: { unsorted: newest } } };
      }
      return null;
    },
    { kind: "ok" },
  );
  return Object.assign(standIn, { token, forms });
}
