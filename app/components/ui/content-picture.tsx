import type { ImgHTMLAttributes } from "react";
import { mediaOf, mediaSrcSet } from "@contract/content-images";
import { pictureSources } from "~/lib/picture-sources";

/**
 * A picture a page shows from its content: a picture of the studio's library (/media/…) as a <picture> offering AVIF
 * and WebP at 480, 960 and 1600 px, so a phone loads the small one and a laptop the sharp one; one of the site's own
 * SVG covers as its WebP copies (ADR 0140); any other file as the plain <img> it always was.
 */
export function ContentPicture(props: ImgHTMLAttributes<HTMLImageElement> & { src: string; sizes: string }) {
  const { sizes, ...img } = props;
  const media = mediaOf(props.src);
  if (!media) return <img {...img} {...pictureSources(props.src, sizes)} />;
  return (
    <picture>
      <source type="image/avif" srcSet={mediaSrcSet(media.hash, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(media.hash, "webp")} sizes={sizes} />
      <img {...img} srcSet={mediaSrcSet(media.hash, "jpeg")} sizes={sizes} />
    </picture>
  );
}
