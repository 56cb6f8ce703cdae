import { reactRouter } from "@react-router/dev/vite";
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { afterPaintLoader } from "./server/after-paint-plugin";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
  "@platform": fileURLToPath(new URL("./platform", import.meta.url)),
};

/** Five characters that tell one stylesheet from another (a CSS module's classes share them). */
const stylesheetHash = (css: string) => createHash("sha256").update(css).digest("base64url").slice(0, 5);

/** The build's text files the server sends compressed, and the size below which compressing is not worth it. */
const compressedKinds = new Set([".js", ".css", ".svg", ".json"]);
const compressedFrom = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes `file.br` and `file.gz` beside a file of `body`, when it is worth compressing. */
async function writeCompressed(file: string, body: Buffer) {
  if (body.length < compressedFrom) return;
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length };
  const [br, gz] = await Promise.all([brotli(body, { params }), gzip(body, { level: 9 })]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Each script, style and drawing of the browser's build is also written compressed at the best levels
 * brotli and gzip have (`name.js.br`, `name.js.gz`): the server sends these as they are (ADR 0046)
 * instead of compressing the same bytes for every visitor at a lower level.
 */
function precompressAssets(): Plugin {
  return {
    name: "genesis:precompress-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      const directory = options.dir ?? "";
      const writes = Object.values(bundle).map(async (file) => {
        if (!compressedKinds.has(extname(file.fileName))) return;
        await writeCompressed(join(directory, file.fileName), Buffer.from(file.type === "chunk" ? file.code : file.source));
      });
      await Promise.all(writes);
    },
  };
}

/**
 * React Router writes the browser's route manifest (`assets/manifest-<version>.js`, every route, ADR 0131) while the
 * SSR build makes the server's, after the browser's build was compressed: it is compressed once both are written.
 */
function precompressRouteManifest(): Plugin {
  const assets = fileURLToPath(new URL("./build/client/assets", import.meta.url));
  return {
    name: "genesis:precompress-route-manifest",
    apply: "build",
    async closeBundle() {
      const manifests = (await readdir(assets)).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
      await Promise.all(manifests.map(async (name) => writeCompressed(join(assets, name), await readFile(join(assets, name)))));
    },
  };
}

/** The SSR build's entries: the web process (build/server/index.js) and the staff accounts' CLI (build/server/staff-cli.js). */
const serverEntries = { index: "./server/app.ts", "staff-cli": "./backend/staff/staff-cli.ts" };

/**
 * React Router names every entry of the SSR build index.js; each entry is named for its key in
 * serverEntries instead, so `npm run staff` runs the built CLI where Vite (a dev dependency) is not installed.
 */
function namedServerEntries(): Plugin {
  return {
    name: "genesis:named-server-entries",
    apply: "build",
    outputOptions(options) {
      return { ...options, entryFileNames: (chunk) => `${chunk.name}.js` };
    },
  };
}

/**
 * The browser's chunks under 2 000 bytes that only define things are merged by Rollup into a chunk loaded in the
 * same cases (ADR 0128): the home page loaded 44 modules, half of them under 1 KB brotli, and each costs the phone a
 * request and a task of its own to compile. Larger targets put more of other pages' code on the home page
 * (4 000: 145.3 KB brotli against its 140).
 */
const smallestChunk = 2_000;

/**
 * The shell chunk (ADR 0133): every module of the site's own that the root route imports, directly or through others,
 * goes into one chunk. The root route is on every page, so each of these modules is loaded on every page anyway;
 * Rollup, which does not know that, split them by which routes share them into some twenty chunks, each a request, a
 * compile task and a request start on the phone's main thread (home page 26 module files → 21, news 28 → 14). The
 * page's own CSS follows its modules: a page inlines the shell's stylesheet and its own, not the stylesheets of
 * chunks that merely shared a module with the root. The packages among them (React, React Router) go into a chunk of
 * their own, `framework`, which the entry shares: what every page loads of the framework, apart from the site's code.
 */
function shellChunk(): (id: string, meta: Rollup.ManualChunkMeta) => string | undefined {
  const root = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
  let shell: Set<string> | null = null;
  return (id, { getModuleInfo }) => {
    if (!shell) {
      // Without the root in the graph nothing would be merged, and the pages would quietly load twenty files again.
      if (!getModuleInfo(root)) throw new Error(`shellChunk: the root route ${root} is not in the client build`);
      shell = new Set<string>();
      const queue = [root];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (shell.has(next)) continue;
        shell.add(next);
        queue.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    if (!shell.has(id) || getModuleInfo(id)?.isEntry) return undefined;
    if (!id.includes("/node_modules/") && !id.startsWith("\0")) return "shell";
    // The packages (React, React Router and what the router uses) and the bundler's helpers for them in a chunk of
    // their own, which the entry shares.
    return /\.css(\?|$)/.test(id) ? undefined : "framework";
  };
}

/** The chunks every page runs at hydration, most of whose functions are called then: ADR 0135. */
const compiledAtLoad = ["entry.client", "framework", "shell"];

/**
 * Every page's scripts carry V8's file compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136 and later; other
 * browsers read a comment): their functions are compiled while the file downloads, off the main thread, rather than
 * each one on the main thread when hydration first calls it — React DOM's client, one function the bundler wraps
 * around the whole package, alone was some 10 ms of one task at load on the test host (ADR 0135). Route chunks are
 * left lazy: marking them too measured nothing more. A chunk renamed away from the list fails the build rather than
 * quietly losing the hint.
 */
function compileHints(): Plugin {
  const hint = "//# allFunctionsCalledOnLoad\n";
  return {
    name: "genesis:compile-hints",
    apply: "build",
    // The file's name changes with its hint, so a browser never keeps a copy without it under the same name.
    augmentChunkHash: (chunk) => (compiledAtLoad.includes(chunk.name) ? hint : undefined),
    // After Vite's own plugins: its import analysis puts a preload helper at the top of a chunk, and the hint goes
    // on the file's first line, before any code, as V8's explainer places it.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === "chunk");
        for (const name of compiledAtLoad) {
          const chunk = chunks.find((file) => file.name === name);
          if (!chunk) throw new Error(`compileHints: the client build has no chunk named ${name}`);
          chunk.code = hint + chunk.code;
        }
      },
    },
  };
}

// The SSR build bundles the whole Express app (server/app.ts), so production runs plain `node server.js`.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias },
  // The day of the build: pages shipped with the site last changed then (sitemap.xml's lastmod).
  define: { __SITE_BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)) },
  build: {
    rollupOptions: isSsrBuild
      ? { input: serverEntries }
      : { output: { experimentalMinChunkSize: smallestChunk, manualChunks: shellChunk() } },
  },
  // A CSS module's class is its name and a short hash of its stylesheet, the same for every class of a file, as by
  // default, without the default's line number: it added nothing to a class's uniqueness, and its bytes came with
  // every class in every page's HTML, CSS and JS.
  css: { modules: { generateScopedName: (name: string, _file: string, css: string) => `${name}_${stylesheetHash(css)}` } },
  ssr: { external: ["@electric-sql/pglite", "pg", "@react-pdf/renderer"] },
  plugins: [
    reactRouter(),
    afterPaintLoader(),
    ...(isSsrBuild ? [namedServerEntries(), precompressRouteManifest()] : [compileHints(), precompressAssets()]),
  ],
}));
