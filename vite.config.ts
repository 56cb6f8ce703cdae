import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
  "@platform": fileURLToPath(new URL("./platform", import.meta.url)),
};

// The SSR build bundles the whole Express app (server/app.ts), so production runs plain `node server.js`.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias },
  // The day of the build: pages shipped with the site last changed then (sitemap.xml's lastmod).
  define: { __SITE_BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)) },
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  ssr: { external: ["@electric-sql/pglite", "pg", "@react-pdf/renderer"] },
  plugins: [reactRouter()],
}));
