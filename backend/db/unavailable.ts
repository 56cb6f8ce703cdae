// Telling a database that cannot be reached (PostgreSQL restarting, its network cut, a pool that
// cannot connect) from a query that failed: the first is answered «try again shortly», the second is
// a fault of ours. The error may come wrapped (drizzle's DrizzleQueryError keeps pg's as `cause`).

// Socket codes, then SQLSTATE: 08 is the class «connection exception», 57P01–57P03 a server shutting
// down, restarting or not yet accepting connections, 57014 a statement cancelled at its time limit (a
// lock that did not come free) and 25P03 a transaction ended for idling (client.ts, postgresLimits).
const unreachableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "57014",
  "25P03",
]);

// What pg and pg-pool say when the connection is gone or never came, without a code.
const unreachableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Connection closed/,
  // A query whose answer did not come within its limit (a server or network gone silent).
  /^Query read timeout/,
];

/** True when `error`, or an error it wraps, says the database cannot be reached right now. */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (unreachableCodes.has(code) || code.startsWith("08"))) return true;
    const { message } = current;
    if (unreachableMessages.some((pattern) => pattern.test(message))) return true;
    current = current.cause;
  }
  return false;
}
