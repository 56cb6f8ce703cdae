// A web process of a journey's own, for the journeys that need the site started with other settings
// (an outside system pointed at a port nobody listens on, a port taken, a database away) than the one
// Playwright's web server runs.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** A started `node server.js`: its port, what it printed so far, and its exit code once it exits. */
export type SpawnedSite = { child: ChildProcess; port: number; url: string; output: () => string; exited: Promise<number | null> };

export type OwnSite = SpawnedSite & { stop(): Promise<void> };

/** A port free at the moment of asking (nobody listens on it afterwards either, unless taken). */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts the built site (production, on 127.0.0.1, PGlite unless `env` names a database) with `env` on top; does not wait for it. */
export async function spawnSite(env: Record<string, string>): Promise<SpawnedSite> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATABASE_URL: "", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits until the site's /healthz is 200; throws when it exits first or takes longer than `tries` × 50 ms. */
export async function waitForHealth(site: SpawnedSite, tries = 1200): Promise<void> {
  let gone = false;
  void site.exited.then(() => (gone = true));
  for (let i = 0; i < tries && !gone; i++) {
    if (
      (await fetch(`${site.url}/healthz`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`сайт не запустился:\n${site.output()}`);
}

/** Starts the site with its own PGlite in a scratch folder and `env` on top, ready to serve; `stop` ends it and removes the folder. */
export async function startOwnSite(env: Record<string, string>, name: string): Promise<OwnSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `genesis-e2e-${name}-`));
  const site = await spawnSite({ DATA_DIR: dataDir, ...env });
  const stop = async () => {
    if (site.child.exitCode === null && site.child.signalCode === null) site.child.kill("SIGTERM");
    await site.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(site);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...site, stop };
}
