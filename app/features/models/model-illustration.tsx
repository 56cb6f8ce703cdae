import { webpSources } from "~/lib/picture-sources";
import { carDrawingPath } from "~/features/visuals/car-drawing-path";
import { sideBox, threeQuarterBox } from "~/features/visuals/view-boxes";
import type { CarView, VisualModel } from "~/features/visuals/visual-models";

/**
 * A model drawn from the side or three-quarter front, as a picture the browser fetches and keeps
 * (`/car-drawings/…`, drawn by the server, ADR 0139): a WebP copy of the drawing as wide as the picture is shown
 * (`sizes`) on the screen's density, which the browser decodes off the main thread; the page carries an <img>
 * instead of the drawing's hundreds of paths, and no drawing code reaches the browser. With a `label` it is an image
 * with that text; without one it is decorative (`alt=""`). Scenes are raster pictures (ScenePicture).
 */
export function ModelIllustration(props: {
  model: VisualModel;
  view?: CarView;
  colour?: string;
  label?: string;
  className?: string;
  /** How wide the picture is shown, as the `sizes` attribute says it (the CSS of `className` decides it). */
  sizes: string;
  /** `lazy` for pictures well below the first screen. */
  loading?: "lazy" | "eager";
}) {
  const view = props.view ?? "side";
  const box = view === "side" ? sideBox : threeQuarterBox;
  const { src, srcSet } = webpSources(carDrawingPath(props.model, view, props.colour));
  return (
    <img
      className={props.className}
      src={src}
      srcSet={srcSet}
      sizes={props.sizes}
      alt={props.label ?? ""}
      width={box.width}
      height={box.height}
      loading={props.loading}
      decoding="async"
    />
  );
}
