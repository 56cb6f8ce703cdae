// npm run staff -- add EMAIL | disable EMAIL: staff accounts of the lead inbox (backend/staff/staff-cli.ts).
// The backend is TypeScript with the project's import aliases, so Vite's server-side loader runs it,
// as `npm run dev` runs the site.
import { createServer } from "vite";

const vite = await createServer({
  configFile: false,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, watch: null },
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

/** Reads a password: hidden at a terminal, else one line of standard input. */
function askPassword(prompt) {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    if (!input.isTTY) {
      let text = "";
      input.setEncoding("utf8");
      const onData = (chunk) => {
        text += chunk;
        const end = text.indexOf("\n");
        if (end >= 0) {
          input.off("data", onData);
          input.pause();
          resolve(text.slice(0, end).replace(/\r$/, ""));
        }
      };
      input.on("data", onData);
      input.once("end", () => resolve(text.replace(/\r?\n$/, "")));
      input.once("error", reject);
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
