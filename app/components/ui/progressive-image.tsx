import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from "react";
import { logError } from "~/lib/log";
import { pageErrorMessages } from "~/lib/page-error-messages";
import styles from "./progressive-image.module.css";

/** A picture the page's scripts found still coming, and the same once it has come. */
type ImageState = "coming" | "shown";

/**
 * A picture from a source the site does not control (a dealer feed's photo host): the page's own
 * <img>, so the browser fetches it with the page and never later than without scripts, over a
 * placeholder (its frame's background). Once scripts run, a picture still coming appears over the
 * placeholder in 200 ms (docs/product.md §2.2, docs/decisions/0120); one whose source cannot be had
 * is logged in Russian (§8 «Не удалось получить изображение») and gives way to `failed` instead of a
 * broken-image icon.
 */
export function ProgressiveImage(props: ProgressiveImageProps) {
  // Another source is another picture: its own state from the start.
  return <SourcedImage key={props.src} {...props} />;
}

type ProgressiveImageProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; failed: ReactNode; frameClassName?: string };

function SourcedImage(props: ProgressiveImageProps) {
  const { failed, frameClassName, ...img } = props;
  const frame = useRef<HTMLSpanElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);
  const { src } = props;

  useEffect(() => {
    const box = frame.current;
    const element = image.current;
    if (!box || !element) return;
    const fail = () => {
      // The file the browser took from the srcset, when there is one, is the one that failed.
      logError(pageErrorMessages.imageSourceFailed(element.currentSrc || src));
      setBroken(true);
    };
    // Loaded or refused before the scripts came: read from the element, whose events have passed.
    if (element.complete) {
      if (element.naturalWidth === 0) fail();
      return;
    }
    // Still coming: the frame's attribute is set on the element itself, so that the two dozen pictures of a
    // list are no two dozen renders while the page hydrates.
    const show = (state: ImageState) => () => box.setAttribute("data-image", state);
    show("coming")();
    const shown = show("shown");
    element.addEventListener("load", shown, { once: true });
    element.addEventListener("error", fail, { once: true });
    return () => {
      element.removeEventListener("load", shown);
      element.removeEventListener("error", fail);
    };
  }, [src]);

  return (
    <span ref={frame} className={[styles.frame, frameClassName].filter(Boolean).join(" ")}>
      {broken ? failed : <img ref={image} {...img} />}
    </span>
  );
}
