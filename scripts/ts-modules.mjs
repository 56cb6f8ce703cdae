// The project's TypeScript modules (with their ~, @contract and @platform aliases) loaded into a script
// through Vite's SSR loader, for measurements that feed the site's own code: no extra dependency.
import path from "node:path";
import { createServer } from "vite";
import { repoRoot } from "./test-stages.mjs";

/** Loads each module of `paths` (name → path from the repository root, "/backend/…") and closes Vite. */
export async function loadTsModules(paths) {
  const vite = await createServer({
    root: repoRoot,
    configFile: false,
    logLevel: "warn",
    resolve: {
      alias: {
        "~": path.join(repoRoot, "app"),
        "@contract": path.join(repoRoot, "contract"),
        "@platform": path.join(repoRoot, "platform"),
      },
    },
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    appType: "custom",
  });
  try {
    const modules = {};
    for (const [name, modulePath] of Object.entries(paths)) modules[name] = await vite.ssrLoadModule(modulePath);
    return modules;
  } finally {
    await vite.close();
  }
}
