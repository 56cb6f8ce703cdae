import type { StockPhotoView } from "@contract/stock";
import { CarDrawing, carViewBox } from "~/features/visuals/car-drawing";
import { modelFamilies } from "~/features/models/model-pages";
import { visualModelOf } from "~/features/visuals/visual-models";

/** The studio backdrop behind a drawn stock car: a light floor fading to the wall. */
const backdrop = { wall: "#f3f2ef", floor: "#e4e2dd" };

/** Whether the site draws a stock car of this model (one of the dealer's model families). */
export function drawsStockModel(model: string): boolean {
  return modelFamilies.some((family) => family.code === model);
}

/**
 * A stock car drawn in its paint from one angle, on a studio backdrop: the three-quarter view, the
 * side view, and the three-quarter view of the other side (the first mirrored). Null for a model the
 * site does not draw.
 */
export function StockCarDrawing(props: { model: string; view: StockPhotoView; paint: string }) {
  if (!drawsStockModel(props.model)) return null;
  const visual = visualModelOf(props.model);
  const base = props.view === "side" ? "side" : "three-quarter";
  const box = carViewBox[base];
  const mirrored = props.view === "three-quarter-left";
  // 4:3 pictures, the car centred with room around it.
  const width = box.width + 80;
  const height = Math.round((width * 3) / 4);
  const top = Math.round((height - box.height) / 2);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width={width * 2} height={height * 2} role="img">
      <rect width={width} height={height} fill={backdrop.wall} />
      <rect y={top + box.height * 0.72} width={width} height={height} fill={backdrop.floor} />
      <g transform={mirrored ? `translate(${width - 40} ${top}) scale(-1 1)` : `translate(40 ${top})`}>
        <CarDrawing model={visual} view={base} paint={props.paint} />
      </g>
    </svg>
  );
}
