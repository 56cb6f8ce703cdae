import type { OrderIntent } from "~/features/popups/popup-state";

/** A package as the order names it: "Premium", or "Royal (G90 L)" for a long-wheelbase one. */
export function packageChoiceName(pkg: { name: string; long: boolean }, modelName: string): string {
  return pkg.long ? `${pkg.name} (${modelName} L)` : pkg.name;
}

/** The intent and package a link to the order section asks for (`?intent=price&package=…`); unknown packages are dropped. */
export function readOrderChoice(search: URLSearchParams, packages: readonly string[]): { intent: OrderIntent; package: string | null } {
  const intent: OrderIntent = search.get("intent") === "price" ? "price" : "order";
  const requested = search.get("package");
  return { intent, package: requested && packages.includes(requested) ? requested : null };
}
