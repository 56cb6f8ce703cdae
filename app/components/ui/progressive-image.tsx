import { errorMessages } from "~/lib/error-messages";
import { useEffect, useState, type ImgHTMLAttributes } from "react";
import { PROGRESSIVE_IMAGE_DELAY_MS } from "~/features/layout/constants";
import styles from "./progressive-image.module.css";

// A sand-coloured 1×1 image stands in when no low-quality preview is given.
const blank = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1' fill='%23f6f3ef'/%3E%3C/svg%3E";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "placeholder"> & {
  src: string;
  /** Low-quality preview shown until the full image has loaded. */
  placeholder?: string;
  alt: string;
};

/**
 * Shows the preview first, loads the full image in the background and swaps it in 200 ms after
 * it has loaded (SPEC §2.2). A source that cannot be loaded is reported in the console.
 */
export function ProgressiveImage({ src, placeholder, alt, className, ...rest }: Props) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);

  useEffect(() => {
    if (!src) {
      console.error(errorMessages.imageSourceFailed("адрес не указан"));
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const image = new Image();
    image.onload = () => {
      timer = setTimeout(() => setLoadedSrc(src), PROGRESSIVE_IMAGE_DELAY_MS);
    };
    image.onerror = () => console.error(errorMessages.imageSourceFailed(src));
    image.src = src;
    return () => {
      image.onload = null;
      image.onerror = null;
      clearTimeout(timer);
    };
  }, [src]);

  const ready = loadedSrc === src;
  return (
    <>
      <img
        {...rest}
        src={ready ? src : (placeholder ?? blank)}
        alt={alt}
        className={`${styles.image} ${ready ? styles.ready : styles.preview} ${className ?? ""}`}
      />
      {/* Without scripts the swap never happens: give those visitors the full image. */}
      <noscript>
        <img {...rest} src={src} alt={alt} className={className} />
      </noscript>
    </>
  );
}
