import { useId, useState } from "react";
import { Swatches } from "~/components/ui/swatches";
import { visualModelOf } from "~/features/visuals/visual-models";
import { ModelIllustration } from "./model-illustration";
import type { ModelRef } from "./model-page-data.server";
import styles from "./model-colours.module.css";
import { paintedCarAlt, paintPriceNote, type Paint } from "./paints";

/**
 * The model in three-quarter view with its paints from the content API: choosing a swatch recolours
 * the car and names the paint and what it costs. Without the API's paints the car stays in the
 * family's picture colour and no swatches are offered.
 */
export function ModelColours(props: { model: ModelRef; paints: readonly Paint[]; initial: string }) {
  const { model, paints } = props;
  const [code, setCode] = useState(() => (paints.some((p) => p.code === props.initial) ? props.initial : paints[0]?.code));
  const paint = paints.find((p) => p.code === code);
  const labelId = useId();
  return (
    <figure className={styles.colours}>
      <ModelIllustration
        sizes="(min-width: 1280px) 585px, (min-width: 1024px) 460px, 92vw"
        className={styles.picture}
        model={visualModelOf(model.code)}
        view="three-quarter"
        colour={paint?.hex ?? model.colour}
        label={`${paintedCarAlt(model.fullName, paint)}, вид три четверти спереди`}
      />
      {paint ? (
        <figcaption className={styles.caption}>
          <p id={labelId} className={styles.title}>
            Цвет кузова
          </p>
          {/* Announced when the choice changes: the picture itself changes silently. */}
          <p className={styles.paint} aria-live="polite">
            <strong>{paint.name}</strong> <span>{paintPriceNote(paint)}</span>
          </p>
          <div role="radiogroup" aria-labelledby={labelId}>
            <Swatches
              options={paints.map((p) => ({ id: p.code, name: p.name, hex: p.hex }))}
              name={`paint-${model.code}`}
              value={code}
              onChange={setCode}
            />
          </div>
        </figcaption>
      ) : null}
    </figure>
  );
}
