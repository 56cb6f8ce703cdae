import { CarDrawing, carViewBox } from "~/features/visuals/car-drawing";
import type { CarView, VisualModel } from "~/features/visuals/visual-models";

/**
 * A model drawn from the side or three-quarter front. With a `label` it is an image for
 * assistive technology; without one it is decorative. Scenes are raster pictures (ScenePicture).
 */
export function ModelIllustration(props: {
  model: VisualModel;
  view?: CarView;
  colour?: string;
  label?: string;
  className?: string;
}) {
  const view = props.view ?? "side";
  const box = carViewBox[view];
  const a11y = props.label ? { role: "img", "aria-label": props.label } : { "aria-hidden": true as const };
  return (
    <svg className={props.className} viewBox={`0 0 ${box.width} ${box.height}`} width={box.width} height={box.height} {...a11y} focusable="false">
      <CarDrawing model={props.model} view={view} paint={props.colour ?? "#2b2d31"} />
    </svg>
  );
}
