/** "4 685": a whole number with its thousands apart by a space, as the site prints numbers (SPEC §3). */
export function groupThousands(value: number | string): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}
