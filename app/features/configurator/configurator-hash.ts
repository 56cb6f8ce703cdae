/** State of the configurator's deep link (SPEC §2.1): `#slide=1&model=gv70`. */
export type ConfiguratorHash = { slide: number; model: string | null };

/** Reads `#slide=1&model=gv70` (with or without the '#'); a missing or bad slide is 1, a missing model null. */
export function parseConfiguratorHash(hash: string): ConfiguratorHash {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const slide = Number.parseInt(params.get("slide") ?? "", 10);
  const model = params.get("model")?.trim() || null;
  return { slide: Number.isInteger(slide) && slide > 0 ? slide : 1, model };
}

/** The hash, without '#', that opens the configurator on a model: `slide=1&model=g70-fl`. */
export function configuratorHash(model: string, slide = 1): string {
  return `slide=${slide}&model=${encodeURIComponent(model)}`;
}
