declare const __SITE_BUILD_DATE__: string | undefined;

/**
 * The day this build of the site was made (YYYY-MM-DD, set by vite.config.ts); where no build defined it
 * (unit tests), today.
 */
export function siteBuildDate(): string {
  return typeof __SITE_BUILD_DATE__ === "string" ? __SITE_BUILD_DATE__ : new Date().toISOString().slice(0, 10);
}
