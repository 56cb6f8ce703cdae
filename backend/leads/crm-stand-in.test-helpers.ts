import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** How the stand-in answers the next calls. */
export type StandInMode =
  | { kind: "ok" }
  /** The connection is cut: the caller sees a network failure. */
  | { kind: "down" }
  /** Answers 'Y' after `delayMs` (past the caller's timeout, it has given up by then). */
  | { kind: "slow"; delayMs: number }
  /** Answers 200 with this ResultCode (and Message, when given). */
  | { kind: "result"; code: string; message?: string }
  | { kind: "status"; status: number };

/**
 * A sales system the test controls: it counts every call and every distinct lead_id (what a CRM that
 * deduplicates by lead_id keeps), and answers as `mode` says.
 */
export type CrmStandIn = {
  /** Base URL to pass as crmUrl (ends with "/"). */
  url: string;
  mode: StandInMode;
  /** Calls that reached the stand-in, whatever it answered. */
  calls(): number;
  /** Calls per lead_id that were answered 'Y'. */
  accepted: Map<string, number>;
  /** Every call's query, in order. */
  received: URLSearchParams[];
  /** Every call's Idempotency-Key header (null when absent), in order. */
  keys: (string | null)[];
  close(): Promise<void>;
};

/** Starts a stand-in on a random local port. */
export async function startCrmStandIn(mode: StandInMode = { kind: "ok" }): Promise<CrmStandIn> {
  let total = 0;
  const accepted = new Map<string, number>();
  const received: URLSearchParams[] = [];
  const keys: (string | null)[] = [];
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const standIn: CrmStandIn = {
    url: "",
    mode,
    calls: () => total,
    accepted,
    received,
    keys,
    close: () => close(server, pending),
  };
  const server = createServer((req, res) => {
    total += 1;
    const query = new URL(req.url ?? "/", "http://stand-in").searchParams;
    received.push(query);
    keys.push(req.headers["idempotency-key"]?.toString() ?? null);
    const accept = () => {
      const id = query.get("lead_id") ?? "";
      accepted.set(id, (accepted.get(id) ?? 0) + 1);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ResultCode: "Y" }));
    };
    const current = standIn.mode;
    switch (current.kind) {
      case "ok":
        accept();
        return;
      case "down":
        req.socket.destroy();
        return;
      case "slow": {
        const timer = setTimeout(() => {
          pending.delete(timer);
          // The caller has given up and closed the connection; a CRM still records what it got.
          accept();
        }, current.delayMs);
        pending.add(timer);
        return;
      }
      case "result":
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ ResultCode: current.code, Message: current.message }));
        return;
      case "status":
        res.writeHead(current.status).end("error");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/base/`;
  return standIn;
}

function close(server: Server, pending: Set<ReturnType<typeof setTimeout>>): Promise<void> {
  for (const timer of pending) clearTimeout(timer);
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
