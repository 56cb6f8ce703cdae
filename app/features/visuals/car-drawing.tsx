import { useId, type JSX } from "react";
import type { CarPicture, Layer } from "./car-parts";
import { carShape } from "./car-shape";
import { sideBox, sidePicture } from "./side-view";
import { threeQuarterBox, threeQuarterPicture } from "./three-quarter-view";
import { carSpecs, type CarView, type VisualModel } from "./visual-models";

/** The fixed coordinate box of each view; every model of a view is drawn at the same scale in it. */
export const carViewBox: Record<CarView, { width: number; height: number }> = {
  side: { width: sideBox.width, height: sideBox.height },
  "three-quarter": { width: threeQuarterBox.width, height: threeQuarterBox.height },
};

// The geometry depends only on the model and the view, so it is built once per process.
const pictures = new Map<string, CarPicture>();

/** The layers of one model in one view (cached). */
function carPicture(model: VisualModel, view: CarView): CarPicture {
  const key = `${model}/${view}`;
  let picture = pictures.get(key);
  if (!picture) {
    const shape = carShape(carSpecs[model]);
    picture = view === "side" ? sidePicture(shape) : threeQuarterPicture(shape);
    pictures.set(key, picture);
  }
  return picture;
}

function resolveFill(fill: string | undefined, paint: string, prefix: string): string {
  if (fill === undefined) return "none";
  if (fill === "paint") return paint;
  if (fill.startsWith("url:")) return `url(#${prefix}${fill.slice(4)})`;
  return fill;
}

function LayerPath({ layer, paint, prefix }: { layer: Layer; paint: string; prefix: string }) {
  const stroke = layer.stroke
    ? { stroke: layer.stroke, strokeWidth: layer.width ?? 1, strokeLinecap: "round" as const, strokeLinejoin: "round" as const }
    : {};
  return (
    <path
      d={layer.d}
      fill={resolveFill(layer.fill, paint, prefix)}
      opacity={layer.opacity}
      clipPath={layer.clip ? `url(#${prefix}${layer.clip})` : undefined}
      {...stroke}
    />
  );
}

/**
 * An original vector drawing of a Genesis model in one view, as an SVG group in that view's box
 * (see `carViewBox`), standing on the view's ground line with a soft shadow. `paint` is the body
 * colour; glass, tyres, lamps and grille keep their own colours.
 */
export function CarDrawing(props: { model: VisualModel; view: CarView; paint: string }): JSX.Element {
  // useId may contain characters that break url(#…) references.
  const prefix = `car${useId().replace(/\W/g, "")}`;
  const picture = carPicture(props.model, props.view);
  return (
    <g>
      <defs>
        {picture.gradients.map((gradient) => {
          const stops = gradient.stops.map(([offset, colour, opacity]) => (
            <stop key={offset} offset={Math.round(offset * 1000) / 1000} stopColor={colour} stopOpacity={opacity} />
          ));
          const id = `${prefix}${gradient.name}`;
          if (gradient.kind === "radial")
            return (
              <radialGradient key={gradient.name} id={id}>
                {stops}
              </radialGradient>
            );
          const coords = gradient.user ? { gradientUnits: "userSpaceOnUse", ...gradient.user } : { x1: 0, y1: 0, x2: 0.3, y2: 1 };
          return (
            <linearGradient key={gradient.name} id={id} {...coords}>
              {stops}
            </linearGradient>
          );
        })}
        {picture.clips.map((clip) => (
          <clipPath key={clip.name} id={`${prefix}${clip.name}`}>
            <path d={clip.d} />
          </clipPath>
        ))}
      </defs>
      {picture.layers.map((layer, index) => (
        <LayerPath key={index} layer={layer} paint={props.paint} prefix={prefix} />
      ))}
    </g>
  );
}
