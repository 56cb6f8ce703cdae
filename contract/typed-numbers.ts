// How a number typed or pasted into a field is read: the masks (app/features/leads/masks.ts), the lead schemas,
// the stock list's address and the configurator's down payment share it (docs/decisions/0095). Its own module,
// so pages without such a field (the home page) do not load it.
import { groupThousands } from "./numbers";

/** The most decimals a typed number keeps: kopecks of a sum (docs/decisions/0095). */
export const maxTypedDecimals = 2;

/**
 * Where the decimal separator of a number as typed or pasted stands, or -1: the first «,» or «.» after
 * which at most two digits follow in the rest of the text. So «1 200,50», «1200.5» and «1234567,» have
 * one, while the commas of «1,200,000» and the point of «1.200» group thousands. One rule for the
 * browser's masks and the server's schemas (docs/decisions/0095).
 */
export function decimalSeparatorAt(text: string): number {
  let digitsAfter = 0;
  let found = -1;
  for (let index = text.length - 1; index >= 0; index--) {
    const char = text[index] ?? "";
    if (char >= "0" && char <= "9") digitsAfter++;
    else if ((char === "," || char === ".") && digitsAfter <= maxTypedDecimals) found = index;
    if (digitsAfter > maxTypedDecimals) break;
  }
  return found;
}

/**
 * The number a visitor typed or pasted, words, spaces and a sign aside: «1 234 567,89 ₽» → 1234567.89,
 * «1,200,000» → 1200000, «12 345,6» → 12345.6; null when there is no digit. Decimals beyond
 * {@link maxTypedDecimals} are not read (the masks never let them in).
 */
export function readTypedNumber(text: string): number | null {
  const separator = decimalSeparatorAt(text);
  const whole = (separator === -1 ? text : text.slice(0, separator)).replace(/\D+/g, "");
  const fraction =
    separator === -1
      ? ""
      : text
          .slice(separator + 1)
          .replace(/\D+/g, "")
          .slice(0, maxTypedDecimals);
  if (whole === "" && fraction === "") return null;
  return Number(`${whole || "0"}.${fraction || "0"}`);
}

/**
 * A number as a field shows it: «1 234 567,89», «12 345,6», «1 200» (no decimals when there are none);
 * `kopecks` prints two decimals whenever there are any («1 200,50»).
 */
export function formatTypedNumber(value: number, kopecks = false): string {
  const cents = Math.round(Math.abs(value) * 100);
  const grouped = groupThousands(Math.trunc(cents / 100));
  const fraction = String(cents % 100).padStart(2, "0");
  if (fraction === "00") return grouped;
  return `${grouped},${kopecks ? fraction : fraction.replace(/0$/, "")}`;
}
