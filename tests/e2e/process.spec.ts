import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, spawnSite, waitForHealth, type SpawnedSite } from "./own-site";

// The web process as an orchestrator meets it: started from the build with `node server.js`, stopped
// with SIGTERM, and restarted when it exits non-zero. These tests start their own processes.

test.skip(({ isMobile }) => isMobile, "one run is enough: no browser involved");
// Each starts a site on a fresh database (migrations and seed: 11.6 s alone on this machine), which the other
// worker's journeys slow down: beside the sitemap crawl of seo.spec.ts the start took over 28 s.
test.beforeEach(() => test.slow());

/** Waits up to 30 s for the site to exit, expects a code other than 0, and returns its error and fatal log lines. */
async function fatalLinesOfExit(site: SpawnedSite): Promise<{ level: number; msg: string }[]> {
  const code = await within(site.exited, 30_000);
  expect(code).not.toBe("timeout");
  expect(code).not.toBe(0);
  const lines = site
    .output()
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { level: number; msg: string });
  return lines.filter((line) => line.level >= 50);
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | "timeout"> {
  return Promise.race([promise, new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms))]);
}

test("SIGTERM lets a request in flight finish, refuses new ones from elsewhere, says «stopping» and exits 0 within 10 s", async () => {
  // The dealer backend stand-in answers only when told to, so the request is surely in flight at SIGTERM.
  let answerSlowly!: () => void;
  const answerAllowed = new Promise<void>((resolve) => (answerSlowly = resolve));
  let arrived!: () => void;
  const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
  const dealer = http.createServer(async (_req, res) => {
    arrived();
    await answerAllowed;
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ success: true, data: { answered: true }, message: "" }));
  });
  await new Promise<void>((resolve) => dealer.listen(0, "127.0.0.1", () => resolve()));
  const dataDir = mkdtempSync(path.join(tmpdir(), "genesis-sigterm-"));
  const site = await spawnSite({ DATA_DIR: dataDir, DEALER_API_URL: `http://127.0.0.1:${(dealer.address() as AddressInfo).port}/dealer` });
  try {
    await waitForHealth(site);
    const inFlight = fetch(`http://127.0.0.1:${site.port}/dealer/v1/request`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await requestArrived;
    site.child.kill("SIGTERM");
    // This machine's own calls, which the requests in flight make to the embedded backend, are still
    // answered: /healthz says stopping once the signal is taken; a visitor's or a proxy's new
    // connection (another address) is refused from then on.
    await expect
      .poll(() => getFrom("127.0.0.1", site.port, "/healthz"), { intervals: [50] })
      .toEqual({ status: 503, body: '{"status":"stopping"}' });
    await expect(getFrom("127.0.0.2", site.port, "/healthz")).rejects.toThrow(/ECONNRESET|socket hang up/);
    answerSlowly();
    expect(await inFlight).toEqual({ status: 200, body: { success: true, data: { answered: true }, message: "" } });
    expect(await within(site.exited, 10_000)).toBe(0);
  } finally {
    site.child.kill("SIGKILL");
    dealer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a PORT another process holds stops the process non-zero with one Russian line naming the port", async () => {
  const holder = http.createServer();
  await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", () => resolve()));
  const taken = (holder.address() as AddressInfo).port;
  const dataDir = mkdtempSync(path.join(tmpdir(), "genesis-port-taken-"));
  const site = await spawnSite({ DATA_DIR: dataDir, PORT: String(taken) });
  try {
    const problems = await fatalLinesOfExit(site);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.msg).toBe(
      `Сайт не может работать: порт ${taken} уже занят другим процессом: остановите его или задайте другой PORT`,
    );
  } finally {
    site.child.kill("SIGKILL");
    holder.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a DATA_DIR that is a file stops the process non-zero within 30 s with one line naming the cause", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "genesis-badfile-"));
  const file = path.join(dir, "not-a-folder");
  writeFileSync(file, "x");
  const site = await spawnSite({ DATA_DIR: file });
  try {
    const problems = await fatalLinesOfExit(site);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.msg).toContain("база данных не открылась (DATA_DIR указывает на файл, а не на папку)");
  } finally {
    site.child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a DATABASE_URL nobody answers stops the process non-zero, and /healthz says failed rather than starting", async () => {
  const closedPort = await freePort();
  // It waits a second for PostgreSQL to come up (DATABASE_WAIT_SECONDS), then gives up.
  const site = await spawnSite({ DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/test`, DATABASE_WAIT_SECONDS: "1" });
  try {
    const seen = new Set<string>();
    let exited: number | null | undefined;
    void site.exited.then((code) => (exited = code));
    for (let i = 0; i < 600 && exited === undefined; i++) {
      const status = await fetch(`http://127.0.0.1:${site.port}/healthz`).then(
        (r) => r.json().then((b: { status: string }) => b.status),
        () => null,
      );
      if (status) seen.add(status);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await within(site.exited, 30_000)).toBe(1);
    expect(seen.has("ok")).toBe(false);
    expect(seen.has("failed")).toBe(true);
    expect(site.output()).toContain("PostgreSQL из DATABASE_URL ещё не принимает соединения: ждём");
    expect(site.output()).toContain("PostgreSQL из DATABASE_URL не принимает соединения");
  } finally {
    site.child.kill("SIGKILL");
  }
});

/** A GET from a given local address: 127.0.0.2 stands for another machine. */
function getFrom(localAddress: string, port: number, path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent: false, localAddress }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}
