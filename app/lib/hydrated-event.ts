/**
 * Sent on `window` once React has hydrated the page. A kept page's script loader (server/after-paint-loader.ts)
 * holds a press on a script-only control made before then and gives it to the control on this signal
 * (docs/decisions/0044). A module of its own, without imports, so that the loader's build can read it.
 */
export const HYDRATED_EVENT = "genesis:hydrated";
