import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
  "@platform": fileURLToPath(new URL("./platform", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["{app,backend,contract,platform,server,scripts}/**/*.test.ts", "backend/**/*.test.tsx"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["app/**/*.test.tsx"],
          setupFiles: ["./tests/setup/dom.ts"],
        },
      },
    ],
  },
});
