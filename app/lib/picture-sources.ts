/**
 * The widths the server also serves its SVG pictures at as WebP (`…/7a1c22-720.webp`, ADR 0139): the drawings of the
 * models and the stock cars, and the static side views and news covers under /images (ADR 0140). From a small card on
 * a phone to a wide picture on a dense screen; a page names them all in a srcset and says how wide the picture is
 * shown (`sizes`), and the browser takes one and decodes it off the page's main thread, where an SVG picture is a
 * document the main thread parses, styles, lays out and paints.
 */
export const pictureWidths = [240, 360, 480, 720, 960, 1440] as const;

/** The sources of the SVG picture at `svgPath`: its WebP copies in every width, the 720 one for a browser without srcset. */
export function webpSources(svgPath: string): { src: string; srcSet: string } {
  const base = svgPath.replace(/\.svg$/, "");
  return { src: `${base}-720.webp`, srcSet: pictureWidths.map((width) => `${base}-${width}.webp ${width}w`).join(", ") };
}

/** A static SVG picture the server serves WebP copies of: a side view of a family or a news cover of the site's own. */
export const staticPictureFolders = ["models", "news"] as const;

/** `/images/{folder}/{name}.svg` of a folder of {@link staticPictureFolders}, the only addresses given WebP copies. */
const staticPicture = new RegExp(`^/images/(${staticPictureFolders.join("|")})/[a-z0-9-]+\\.svg$`);

/**
 * What an <img> of a picture named by data loads: a static SVG picture of the site's own as its WebP copies, shown
 * `sizes` wide; any other address (a brand API's, another folder's) as it is.
 */
export function pictureSources(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  return staticPicture.test(src) ? { ...webpSources(src), sizes } : { src };
}
