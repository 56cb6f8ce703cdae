// Starts the web process. Production serves the Vite build (which bundles server/app.ts);
// development runs the same app through Vite's dev server with hot reload.
import express from "express";

const PRODUCTION = process.env.NODE_ENV === "production";
const PORT = Number.parseInt(process.env.PORT ?? "3000", 10);
const HOST = process.env.HOST ?? "0.0.0.0";
const started = performance.now();

const app = express();
app.disable("x-powered-by");

if (PRODUCTION) {
  const { app: site } = await import("./build/server/index.js");
  app.use(site);
} else {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteDevServer.middlewares);
  app.use(async (req, res, next) => {
    try {
      const source = await viteDevServer.ssrLoadModule("./server/app.ts");
      return await source.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
}

const server = app.listen(PORT, HOST, () => {
  const ms = Math.round(performance.now() - started);
  console.log(`Сайт Genesis запущен: http://localhost:${PORT} (${PRODUCTION ? "production" : "development"}, ${ms} мс)`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
