// The HTTP server around the app: deliberate timeouts, and a shutdown that stops accepting, lets the
// requests in flight finish, then closes the process's resources, all within a deadline.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { RequestListener } from "node:http";
import { logger } from "@platform/logger";
import type { Lifecycle } from "./lifecycle";

/** Timeouts of the listening socket, chosen rather than left at Node's defaults (60 s headers, 300 s request). */
export const serverTimeouts = {
  /** A client has this long to send its request headers (slow-loris). */
  headersTimeoutMs: 15_000,
  /** …and this long for the whole request including the body. */
  requestTimeoutMs: 30_000,
  /**
   * An idle keep-alive connection is kept this long: longer than the 60 s a proxy or load balancer in
   * front keeps its idle connections to us (nginx, cloud balancers), so the proxy closes first. Were we
   * to close first, a proxy could send a visitor's form on a connection we were closing and answer 502,
   * since a POST is not resent. Node checks the headers' 15 s only while a request is coming in.
   */
  keepAliveTimeoutMs: 65_000,
  /**
   * How often Node looks for connections past the two limits above. Its default of 30 s let a client
   * sending its headers slowly hold a connection for up to 45 s; a check every second keeps it to the
   * 15 s stated.
   */
  checkIntervalMs: 1_000,
} as const;

/** How long a shutdown may take before the process gives up on what is still in flight. */
export const shutdownDeadlineMs = 10_000;

/** A running server and the way to stop it. */
export type RunningServer = {
  server: http.Server;
  port: number;
  /** Stops accepting, waits for requests in flight, closes the lifecycle's resources; resolves true when all finished in time. */
  shutdown(): Promise<boolean>;
};

/** Listens with {@link serverTimeouts} (tests may shorten them); `shutdown` follows the order above within `deadlineMs`. */
export async function serve(
  handler: RequestListener,
  lifecycle: Pick<Lifecycle, "shutdown"> & Partial<Pick<Lifecycle, "draining">>,
  opts: { port: number; host: string; deadlineMs?: number; timeouts?: Partial<Record<keyof typeof serverTimeouts, number>> },
): Promise<RunningServer> {
  const timeouts = { ...serverTimeouts, ...opts.timeouts };
  const server = http.createServer({ connectionsCheckingInterval: timeouts.checkIntervalMs }, handler);
  server.headersTimeout = timeouts.headersTimeoutMs;
  server.requestTimeout = timeouts.requestTimeoutMs;
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const deadlineMs = opts.deadlineMs ?? shutdownDeadlineMs;
  let stopping: Promise<boolean> | undefined;
  // Answers being written, so that a shutdown can end their connections once they are sent.
  const answering = new Set<http.ServerResponse>();
  let closing = false;
  const endConnectionWhenSent = (res: http.ServerResponse) => {
    // Node detaches the socket from the answer as it finishes, so it is taken now.
    const socket = res.socket;
    if (!res.headersSent) res.setHeader("Connection", "close");
    res.once("finish", () => socket?.end());
  };
  server.on("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (closing) {
      endConnectionWhenSent(res);
      return;
    }
    answering.add(res);
    res.once("close", () => answering.delete(res));
  });

  const refuseOutsiders = (socket: Socket) => {
    if (!isLoopback(socket.remoteAddress)) socket.destroy();
  };

  async function stop(): Promise<boolean> {
    const started = performance.now();
    // close() completes only when no connection is left, and a kept-alive one would otherwise wait out
    // the 65 s keep-alive. So idle sockets are closed now, and a socket with an answer in flight (or
    // a request arriving on it meanwhile) is ended once that answer is sent: here, for every answer,
    // the page cache's included. "Connection: close" alone is not enough: a proxied answer carries
    // the target's own Connection header.
    //
    // The port stays open for this machine's own connections until the requests in flight are
    // answered: a page or a form in flight calls the embedded backend over loopback (ADR 0001), and a
    // closed port would turn a visitor's request into «Сервис заявок сейчас недоступен» and lose it.
    // Connections from anywhere else are refused from the first moment.
    closing = true;
    lifecycle.draining?.();
    server.on("connection", refuseOutsiders);
    server.closeIdleConnections();
    const inFlight = [...answering];
    for (const res of inFlight) endConnectionWhenSent(res);
    const budget = deadlineMs * 0.8;
    const answered = Promise.all(
      inFlight.map((res) => (res.writableFinished || res.destroyed ? null : new Promise((resolve) => res.once("close", resolve)))),
    );
    const inTime = await Promise.race([
      answered.then(
        () =>
          new Promise<boolean>((resolve) => {
            server.close(() => resolve(true));
            server.closeIdleConnections();
          }),
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), budget).unref()),
    ]);
    if (!inTime) {
      logger.warn("Остановка: запросы не завершились вовремя, соединения закрыты принудительно");
      server.close();
      server.closeAllConnections();
    }
    const left = Math.max(0, deadlineMs - (performance.now() - started));
    const released = await Promise.race([
      lifecycle.shutdown().then(
        () => true,
        (error: unknown) => {
          logger.error({ err: error }, "Остановка: не удалось освободить ресурсы");
          return false;
        },
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), left).unref()),
    ]);
    return inTime && released;
  }

  return {
    server,
    port: (server.address() as AddressInfo).port,
    shutdown: () => (stopping ??= stop()),
  };
}

function isLoopback(address: string | undefined): boolean {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}
