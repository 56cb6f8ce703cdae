// npm run staff -- add EMAIL | disable EMAIL | deliver-now | --help: staff accounts of the lead inbox, and the
// CRM backlog sent at once after an outage (backend/staff/staff-cli.ts).
// In a checkout with the development dependencies, Vite's server-side loader runs the TypeScript source
// (with the project's import aliases), as `npm run dev` runs the site. A production install
// (`npm ci --omit=dev`, no Vite) runs the CLI the build bundled beside the server: build/server/staff-cli.js.
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const source = "/backend/staff/staff-cli.ts";
const built = `${root}build/server/staff-cli.js`;

/** Vite when it is installed, else undefined (a production install leaves the dev dependencies out). */
async function importVite() {
  try {
    return await import("vite");
  } catch (error) {
    if (error?.code === "ERR_MODULE_NOT_FOUND") return undefined;
    throw error;
  }
}

/** The CLI's module and what closes its loader: the source through Vite, else the build's bundle. */
async function loadStaffCli() {
  const vite = existsSync(`${root}${source.slice(1)}`) ? await importVite() : undefined;
  if (vite) {
    const server = await vite.createServer({
      configFile: false,
      logLevel: "error",
      appType: "custom",
      root,
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      resolve: {
        alias: {
          "~": `${root}app`,
          "@contract": `${root}contract`,
          "@platform": `${root}platform`,
        },
      },
      ssr: { external: ["@electric-sql/pglite", "pg", "exceljs"] },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    return { module: await server.ssrLoadModule(source), close: () => server.close() };
  }
  if (existsSync(built)) return { module: await import(pathToFileURL(built).href), close: async () => undefined };
  console.error(
    "Команда недоступна: нет ни Vite (зависимости разработки), ни собранного build/server/staff-cli.js — выполните npx react-router build",
  );
  process.exit(1);
}

// Piped standard input may bring both lines (password and its repetition) in one chunk: what is read
// beyond a line waits here for the next question.
let piped = "";
let pipeEnded = false;

function readPipedLine() {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    const take = () => {
      const end = piped.indexOf("\n");
      if (end < 0 && !pipeEnded) return false;
      const line = end < 0 ? piped : piped.slice(0, end);
      piped = end < 0 ? "" : piped.slice(end + 1);
      input.off("data", onData);
      input.off("end", onEnd);
      input.pause();
      resolve(line.replace(/\r$/, ""));
      return true;
    };
    const onData = (chunk) => {
      piped += chunk;
      take();
    };
    const onEnd = () => {
      pipeEnded = true;
      take();
    };
    if (take()) return;
    input.setEncoding("utf8");
    input.on("data", onData);
    input.once("end", onEnd);
    input.once("error", reject);
    input.resume();
  });
}

/** Reads a password: hidden at a terminal, else one line of standard input. */
function askPassword(prompt) {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    if (!input.isTTY) {
      readPipedLine().then(resolve, reject);
      return;
    }
    process.stderr.write(prompt);
    let value = "";
    input.setRawMode(true);
    input.setEncoding("utf8");
    input.resume();
    const onKey = (chunk) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          input.setRawMode(false);
          input.off("data", onKey);
          input.pause();
          process.stderr.write("\n");
          resolve(value);
          return;
        }
        if (char === "\u0003") {
          input.setRawMode(false);
          process.stderr.write("\n");
          process.exit(130);
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    input.on("data", onKey);
  });
}

const cli = await loadStaffCli();
let code = 1;
try {
  const { runStaffCli } = cli.module;
  code = await runStaffCli(process.argv.slice(2), process.env, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    askPassword,
  });
} finally {
  await cli.close();
}
process.exit(code);
