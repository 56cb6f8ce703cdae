/** "4 685": a whole number with its thousands apart by a space, as the site prints numbers (docs/product.md §3). */
export function groupThousands(value: number | string): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

/** "9,5": a number with the Russian decimal comma; `digits` fixes the places shown ("4,0"), else as many as it has. */
export function decimalComma(value: number, digits?: number): string {
  return (digits === undefined ? String(value) : value.toFixed(digits)).replace(".", ",");
}

/** «14,900 %»: a full cost of credit (ПСК, contract/credit-cost.ts) as printed, three decimals and the Russian comma. */
export function formatCreditCost(percent: number): string {
  return `${percent.toFixed(3).replace(".", ",")}\u00a0%`;
}

/** «ПСК от 14,900 % до 15,312 % годовых», or «ПСК 14,900 % годовых» when both ends are the same. */
export function creditCostRangeLabel(range: { min: number; max: number }): string {
  if (range.min === range.max) return `ПСК ${formatCreditCost(range.min)} годовых`;
  return `ПСК от ${formatCreditCost(range.min)} до ${formatCreditCost(range.max)} годовых`;
}
