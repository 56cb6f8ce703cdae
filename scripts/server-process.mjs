// Starts the production server for measurement scripts (bench, Lighthouse): a free port, a fresh embedded database.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { repoRoot, runNpx } from "./test-stages.mjs";

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`сервер завершился с кодом ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("сервер не ответил на /healthz за 30 с");
}

let built = false;

/**
 * Builds the working tree (so the figures are never those of an older build; MEASURE_REUSE_BUILD=1
 * reuses an existing one; a second start in one script reuses the first's build), starts `node
 * server.js` in production and resolves once /healthz answers 200. `env` adds or overrides settings
 * (DATABASE_URL, CRM_URL, LEAD_RATE_LIMIT …); `dataDir` reuses a data directory (a restart), which
 * stop() then leaves in place; `port` fixes the port (a free one otherwise).
 */
export async function startProductionServer({ env = {}, dataDir: reusedDataDir, port: fixedPort } = {}) {
  if (!built && (!process.env.MEASURE_REUSE_BUILD || !existsSync(path.join(repoRoot, "build/server/index.js")))) {
    const { code } = await runNpx(["react-router", "build"]);
    if (code !== 0) throw new Error("сборка не удалась");
  }
  built = true;
  const port = fixedPort ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = reusedDataDir ?? mkdtempSync(path.join(tmpdir(), "genesis-measure-"));
  const started = performance.now();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", ...env },
  });
  // The server logs JSON lines to stdout: kept out of the figures, but shown if it dies under measurement.
  const recent = [];
  // The trial PDF the web process renders 15 s after its start (backend/configurator/pdf-routes.tsx) is the last
  // of the start-up's own work: about 400 ms of the server's CPU, which a measurement on this host's two cores would
  // otherwise count as the page's. Its log line, rendered or failed, says it is over.
  let startUpDone;
  const startUpOver = new Promise((resolve) => (startUpDone = resolve));
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk) => {
    recent.push(...chunk.split("\n").filter(Boolean));
    recent.splice(0, Math.max(0, recent.length - 20));
    if (chunk.includes("Пробный PDF конфигуратора")) startUpDone();
  });
  let stopping = false;
  child.once("exit", (code, signal) => {
    if (stopping) return;
    console.error(`сервер завершился во время измерения (код ${code}, сигнал ${signal}); последние строки журнала:\n${recent.join("\n")}`);
  });
  await waitForHealth(origin, child);
  const end = async (signal) => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill(signal);
      await exited;
    }
  };
  return {
    origin,
    dataDir,
    pid: child.pid,
    readyMs: performance.now() - started,
    /**
     * Resolves once the process has done the work of its own start (the trial PDF), 30 s after the start at most:
     * what a page measured on the same cores should not share them with.
     */
    startUpOver: () =>
      Promise.race([
        startUpOver,
        new Promise((resolve) => setTimeout(resolve, Math.max(0, 30_000 - (performance.now() - started))).unref()),
      ]),
    /** Ends the process with a signal (SIGKILL: no shutdown at all), keeping its data directory. */
    kill: (signal = "SIGKILL") => end(signal),
    /** SIGTERM (a graceful stop); the data directory goes too unless `keepData` or it was reused. */
    async stop({ keepData = false } = {}) {
      await end("SIGTERM");
      if (!keepData && !reusedDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Issue 39's seven key pages as the measuring scripts name them: "car" is the first car in stock ({@link firstCarPath}). */
export const keyPages = "/,/new-g70.html,/configurator,/avto-v-nalicii.html,car,/news.html,/test-drive.html";

/** The first car in stock: its page is the stock car a measurement script measures ("car" among its pages). */
export async function firstCarPath(origin) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const body = await (await fetch(`${origin}/dealer/v1/stock?pageSize=1`)).json();
    const car = body?.data?.cars?.[0];
    if (car?.id) return `/feed/${car.id}.html`;
    // The stock is read by a job right after the start.
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("в наличии нет ни одного автомобиля: страницу автомобиля измерить нельзя");
}
