import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // contract/ is reached by one path everywhere, so a search for its importers finds them all.
      "no-restricted-imports": ["error", { patterns: [{ regex: "^(\\.\\./)+contract(/|$)", message: "Import contract/ as @contract/…" }] }],
    },
  },
  {
    // One route typing style: the types React Router generates for each route (./+types/<route>).
    files: ["app/routes/**/*.tsx", "app/root.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ regex: "^(\\.\\./)+contract(/|$)", message: "Import contract/ as @contract/…" }],
          paths: [
            {
              name: "react-router",
              importNames: [
                "LoaderFunctionArgs",
                "ActionFunctionArgs",
                "MetaFunction",
                "HeadersFunction",
                "LinksFunction",
                "useLoaderData",
                "useActionData",
              ],
              message:
                'Use the route\'s generated types: Route.LoaderArgs, Route.MetaFunction, Route.ComponentProps (import type { Route } from "./+types/<route>").',
            },
          ],
        },
      ],
    },
  },
);
