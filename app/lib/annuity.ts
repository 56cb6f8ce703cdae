/**
 * Monthly payment of an annuity loan: `principal` roubles at `annualRatePercent` a year over `months`,
 * with `balloon` roubles left to pay at the end (a residual-value program; 0 otherwise).
 */
export function annuityPayment(principal: number, annualRatePercent: number, months: number, balloon = 0): number {
  if (months <= 0) return Number.NaN;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return (principal - balloon) / months;
  const growth = (1 + r) ** months;
  return ((principal - balloon / growth) * r) / (1 - 1 / growth);
}
