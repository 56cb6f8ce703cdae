// fontverter (the woff2 codec subset-font uses) ships no types; the test reads a face's tables with it.
declare module "fontverter" {
  const fontverter: { convert(font: Uint8Array, to: "sfnt" | "woff" | "woff2"): Promise<Buffer> };
  export default fontverter;
}
