declare global {
  // zod 4 keeps its global settings on this object (zod/v4/core/core.js): shared by every copy of zod.
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * Makes zod check without compiling code (its probe of `new Function` would be reported as a CSP
 * violation: script-src has no 'unsafe-eval'). It sets zod's global settings object without importing
 * zod, so the pages that never validate in the browser do not load zod for it; the object is mutated,
 * never replaced, so the order in which this and zod's own module run does not matter.
 */
export function makeZodJitless(): void {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}
