import { carDrawingPath } from "~/features/visuals/car-drawing-path";
import { sideBox, threeQuarterBox } from "~/features/visuals/view-boxes";
import type { CarView, VisualModel } from "~/features/visuals/visual-models";

/**
 * A model drawn from the side or three-quarter front, as a picture the browser fetches and keeps
 * (`/car-drawings/…svg`, drawn by the server): the page carries an <img> instead of the drawing's
 * hundreds of paths, and no drawing code reaches the browser. With a `label` it is an image with that
 * text; without one it is decorative (`alt=""`). Scenes are raster pictures (ScenePicture).
 */
export function ModelIllustration(props: {
  model: VisualModel;
  view?: CarView;
  colour?: string;
  label?: string;
  className?: string;
  /** `lazy` for pictures well below the first screen. */
  loading?: "lazy" | "eager";
}) {
  const view = props.view ?? "side";
  const box = view === "side" ? sideBox : threeQuarterBox;
  return (
    <img
      className={props.className}
      src={carDrawingPath(props.model, view, props.colour)}
      alt={props.label ?? ""}
      width={box.width}
      height={box.height}
      loading={props.loading}
      decoding="async"
    />
  );
}
