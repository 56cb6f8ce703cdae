/** "4 685": a whole number with its thousands apart by a space, as the site prints numbers (docs/product.md §3). */
export function groupThousands(value: number | string): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

/** "9,5": a number with the Russian decimal comma; `digits` fixes the places shown ("4,0"), else as many as it has. */
export function decimalComma(value: number, digits?: number): string {
  return (digits === undefined ? String(value) : value.toFixed(digits)).replace(".", ",");
}
