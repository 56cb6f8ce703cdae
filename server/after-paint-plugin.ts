// Vite builds the after-paint loader (server/after-paint-loader.ts, a typed module that runs in the browser) into the
// text a kept page carries inline: `import loader from "virtual:after-paint-loader"` is that text, minified, one
// function scope, with the template's id and the hydrated signal's name written in. Used by the site's build, its
// dev server and the unit tests (vite.config.ts, vitest.config.ts), so each runs the loader as the browser gets it.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { transformWithEsbuild, type Plugin } from "vite";
import { HYDRATED_EVENT } from "../app/lib/hydrated-event";
import { afterPaintTemplateId } from "./after-paint-ids";

const virtualId = "virtual:after-paint-loader";
const resolvedId = `\0${virtualId}`;
const source = fileURLToPath(new URL("./after-paint-loader.ts", import.meta.url));

/** The loader's text as a page carries it: a classic script, no module syntax, nothing left outside its function. */
export async function buildAfterPaintLoader(): Promise<string> {
  const { code } = await transformWithEsbuild(await readFile(source, "utf8"), source, {
    loader: "ts",
    format: "iife",
    minify: true,
    target: "es2020",
    define: { __AFTER_PAINT_TEMPLATE_ID__: JSON.stringify(afterPaintTemplateId), __HYDRATED_EVENT__: JSON.stringify(HYDRATED_EVENT) },
  });
  return code.trim();
}

export function afterPaintLoader(): Plugin {
  return {
    name: "genesis:after-paint-loader",
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      this.addWatchFile(source);
      return `export default ${JSON.stringify(await buildAfterPaintLoader())};`;
    },
  };
}
