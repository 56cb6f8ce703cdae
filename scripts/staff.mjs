// npm run staff -- add EMAIL | disable EMAIL: staff accounts of the lead inbox (backend/staff/staff-cli.ts).
// The backend is TypeScript with the project's import aliases, so Vite's server-side loader runs it,
// as `npm run dev` runs the site.
import { createServer } from "vite";

const vite = await createServer({
  configFile: false,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  resolve: {
    alias: {
      "~": new URL("../app", import.meta.url).pathname,
      "@contract": new URL("../contract", import.meta.url).pathname,
      "@platform": new URL("../platform", import.meta.url).pathname,
    },
  },
  ssr: { external: ["@electric-sql/pglite", "pg", "exceljs"] },
  optimizeDeps: { noDiscovery: true, include: [] },
});

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

let code = 1;
try {
  const { runStaffCli } = await vite.ssrLoadModule("/backend/staff/staff-cli.ts");
  code = await runStaffCli(process.argv.slice(2), process.env, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    askPassword,
  });
} finally {
  await vite.close();
}
process.exit(code);
