import { defineConfig } from "drizzle-kit";

// Migrations are generated offline (`npm run db:generate`) and applied by backend/db/client.ts at open.
export default defineConfig({
  dialect: "postgresql",
  schema: "./backend/db/schema.ts",
  out: "./backend/db/migrations",
});
