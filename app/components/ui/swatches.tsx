import styles from "./swatches.module.css";

export type SwatchOption = { id: string; name: string; hex: string };

/**
 * Colour choices as round swatches: native radio buttons under the circles, so arrows move between
 * them, the group has one tab stop and a screen reader reads each colour's name.
 */
export function Swatches(props: {
  options: readonly SwatchOption[];
  name: string;
  value: string | undefined;
  onChange: (id: string) => void;
}) {
  return (
    <div className={styles.swatches}>
      {props.options.map((option) => (
        <label key={option.id} className={styles.swatch} title={option.name}>
          <input
            type="radio"
            name={props.name}
            value={option.id}
            checked={option.id === props.value}
            onChange={() => props.onChange(option.id)}
          />
          <span style={{ background: option.hex }} aria-hidden="true" />
          <span className="visually-hidden">{option.name}</span>
        </label>
      ))}
    </div>
  );
}
