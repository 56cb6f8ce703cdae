// One pg-core schema serves both PGlite and PostgreSQL, so every migration runs on both engines.
// drizzle-kit (drizzle.config.ts) and the drizzle clients (`import * as schema`) each take a single
// module, so this one gathers the tables, which live in the folder of their domain.
export * from "../site/schema";
export * from "../catalogue/schema";
export * from "../news/schema";
export * from "../directory/schema";
export * from "../offers/schema";
export * from "../leads/schema";
export * from "../test-drive/schema";
export * from "../staff/schema";
export * from "../stock/schema";
export * from "../configurator/schema";
export * from "./content-versions-table";
export * from "../search/schema";
export * from "../limits/schema";
export * from "../content/schema";
export * from "../consents/schema";
export * from "../people/schema";
export * from "../notifications/schema";
