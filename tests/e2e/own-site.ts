// A web process of a journey's own, for the journeys that need the site started with other settings
// (an outside system pointed at a port nobody listens on) than the one Playwright's web server runs.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type OwnSite = { child: ChildProcess; url: string; output: () => string; stop(): Promise<void> };

/** A port free at the moment of asking (nobody listens on it afterwards either, unless taken). */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts the built site (production, its own PGlite in a scratch folder) with `env` on top, and waits until /healthz is 200. */
export async function startOwnSite(env: Record<string, string>, name: string): Promise<OwnSite> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `genesis-e2e-${name}-`));
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const site: OwnSite = {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  for (let i = 0; i < 1200; i++) {
    if ((await fetch(`${site.url}/healthz`).then((r) => r.status, () => 0)) === 200) return site;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await site.stop();
  throw new Error(`сайт не запустился:\n${output}`);
}
