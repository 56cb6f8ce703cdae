import { sceneManifest, type SceneImage } from "./scene-manifest.generated";
import styles from "./scene-picture.module.css";

type ScenePictureProps = {
  /** Job id of the image (scripts/images/scene-jobs.ts): `hero-g70`, `g80-new-3-city-night`. */
  id: string;
  alt: string;
  /** The `sizes` of both sources: how wide the picture is drawn at each viewport. */
  sizes?: string;
  /** Defaults to lazy, or eager with `fetchPriority="high"` (the LCP hero must not wait for layout). */
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
  /** Extra class of the <img>, which fills its container's width at the image's aspect. */
  className?: string;
  /** The entry of another manifest than the scenes' (the pages' pictures, page-picture.tsx). */
  image?: SceneImage;
};

const srcSet = (image: SceneImage, format: "avif" | "webp") => image.variants.map((v) => `${v[format]} ${v.width}w`).join(", ");

/**
 * The `<link rel="preload">` of a scene's AVIF picture (a route's `links`): the page's largest paint is
 * asked for from the head, at high priority, before the scripts' preloads; the same srcset and sizes as
 * ScenePicture, so the browser picks the same file. Nothing when the id is unknown.
 */
export function scenePreloadLinks(id: string, sizes: string) {
  const image = sceneManifest[id];
  const fallback = image?.variants.find((v) => v.width === 1280) ?? image?.variants[image.variants.length - 1];
  if (!image || !fallback) return [];
  // href is for browsers without imagesrcset; the others take the srcset's pick.
  return [
    {
      rel: "preload",
      as: "image",
      type: "image/avif",
      href: fallback.avif,
      imageSrcSet: srcSet(image, "avif"),
      imageSizes: sizes,
      fetchPriority: "high" as const,
    },
  ];
}

/** A raster scene (`npm run images`) as a responsive <picture>: AVIF, then WebP, sized to avoid layout shift. */
export function ScenePicture({
  id,
  alt,
  sizes = "100vw",
  loading,
  fetchPriority,
  className,
  image = sceneManifest[id],
}: ScenePictureProps) {
  if (!image) {
    // A wrong id is a programming error: fail loudly in development and tests, draw nothing in production.
    if (import.meta.env.PROD) return null;
    throw new Error(`Unknown scene image "${id}": add it to scripts/images/scene-jobs.ts and run npm run images`);
  }
  const fallback = image.variants.find((v) => v.width === 1280) ?? image.variants[image.variants.length - 1];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
      <img
        src={fallback?.webp}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={loading ?? (fetchPriority === "high" ? "eager" : "lazy")}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className ? `${styles.image} ${className}` : styles.image}
      />
    </picture>
  );
}
