// One pg-core schema serves both PGlite and PostgreSQL, so every migration runs on both engines.
// drizzle-kit (drizzle.config.ts) and the drizzle clients (`import * as schema`) each take a single
// module, so this one gathers the tables, which live in files by subject.
export * from "./schema-core";
export * from "./schema-catalogue";
export * from "./schema-directory";
export * from "./schema-offers";
