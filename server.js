// Starts the web process. Production serves the Vite build (which bundles server/app.ts);
// development runs the same app through Vite's dev server with hot reload (as `app`, without the page
// cache that `handler` puts in front of it).
// The process exits non-zero when the database cannot be opened (an orchestrator restarts it), and on
// SIGTERM or SIGINT stops accepting, finishes the requests in flight, closes the database and exits.
// A NODE_ENV typo would take the development path, and load Vite, which a production install leaves
// out: it is refused first, in the words server/env.ts would use.
const nodeEnv = process.env.NODE_ENV;
if (nodeEnv !== undefined && !["production", "development", "test"].includes(nodeEnv)) {
  process.stderr.write(
    `Сайт не может работать. Неверные переменные окружения:\n  NODE_ENV: должен быть production, development или test (задан «${nodeEnv}»)\n`,
  );
  process.exit(1);
}
const PRODUCTION = nodeEnv === "production";
const started = performance.now();

/** Loads the site; a bad setting (server/env.ts) stops the start with its message, not Node's stack. */
async function loadSite(load) {
  try {
    return await load();
  } catch (error) {
    if (error?.name !== "InvalidEnvError") throw error;
    process.stderr.write(`Сайт не может работать. ${error.message}\n`);
    process.exit(1);
  }
}

let site;
let handler;
if (PRODUCTION) {
  site = await loadSite(() => import("./build/server/index.js"));
  handler = site.handler;
} else {
  const vite = await import("vite");
  const express = (await import("express")).default;
  // Hot reload talks over a WebSocket port of its own, 24678 in every Vite: a second dev server (another
  // checkout, a journey run) would find it taken and reload nothing. Each site port gets its own.
  const sitePort = Number.parseInt(process.env.PORT ?? "3000", 10);
  const hmrPort = 20_000 + ((Number.isInteger(sitePort) ? sitePort : 3000) % 10_000);
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true, hmr: { port: hmrPort } } });
  site = await loadSite(() => viteDevServer.ssrLoadModule("./server/app.ts"));
  const dev = express();
  dev.disable("x-powered-by");
  dev.use(viteDevServer.middlewares);
  dev.use(async (req, res, next) => {
    try {
      // Loaded per request so that a change to the server code is picked up without a restart.
      const source = await viteDevServer.ssrLoadModule("./server/app.ts");
      return await source.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
  handler = dev;
}

const { lifecycle, logger, serve, listenOn, stopOnSignal } = site;
const { port: PORT, host: HOST } = listenOn;
const running = await serve(handler, lifecycle, { port: PORT, host: HOST }).catch(async (error) => {
  // One line an operator can act on instead of Node's stack.
  const hints = {
    EADDRINUSE: `порт ${PORT} уже занят другим процессом: остановите его или задайте другой PORT`,
    EACCES: `нет прав слушать порт ${PORT}: порты ниже 1024 требуют прав администратора, задайте другой PORT`,
    EADDRNOTAVAIL: `адреса ${HOST} на этой машине нет: проверьте HOST`,
  };
  const hint = hints[error?.code];
  logger.fatal({ err: error }, `Сайт не может работать: ${hint ?? `порт ${PORT} не открылся: ${error?.message ?? error}`}`);
  await lifecycle.shutdown().catch(() => undefined);
  process.exit(1);
});
const ms = Math.round(performance.now() - started);
logger.info(
  `Сайт Genesis принимает соединения: http://localhost:${running.port} (${PRODUCTION ? "production" : "development"}, ${ms} мс); готов, когда откроется база данных`,
);
lifecycle.ready.then(
  () => logger.info(`Сайт Genesis готов (${Math.round(performance.now() - started)} мс от запуска)`),
  () => undefined,
);

// The cause is already logged by the lifecycle. /healthz says "failed" for a few seconds, so a person
// or a probe looking sees why, then the process exits for the orchestrator to restart it.
const failedExitDelayMs = 3_000;
lifecycle.ready.catch(() => {
  setTimeout(() => running.shutdown().finally(() => process.exit(1)), failedExitDelayMs);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => void stopOnSignal(signal, running.shutdown, process.exit));
}
