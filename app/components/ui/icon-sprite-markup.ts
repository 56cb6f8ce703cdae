import { iconNames, icons, iconViewBox } from "./icon-set";

// The pen sits on each symbol: a <use> copy inherits from the symbol, not from this sprite.
const pen = 'fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"';

/** The symbols' markup; built once per process since it never changes. Imported by the server only. */
export const spriteMarkup = iconNames
  .map((name) => `<symbol id="icon-${name}" viewBox="${iconViewBox(name)}" ${pen}>${icons[name].body}</symbol>`)
  .join("");
