import type { IconName } from "./icon-set";

export type { IconName } from "./icon-set";

const badgeNames: readonly IconName[] = ["app-store-badge", "google-play-badge"];

/**
 * One icon from the sprite. Decorative by default (hidden from screen readers);
 * give `label` when the icon is the only content of a control.
 */
export function Icon(props: { name: IconName; size?: number; className?: string; label?: string }) {
  const badge = badgeNames.includes(props.name);
  const size = props.size ?? 24;
  const width = badge ? Math.round((size * 135) / 40) : size;
  return (
    <svg
      className={props.className}
      width={width}
      height={size}
      focusable="false"
      {...(props.label ? { role: "img", "aria-label": props.label } : { "aria-hidden": true })}
    >
      <use href={`#icon-${props.name}`} />
    </svg>
  );
}
