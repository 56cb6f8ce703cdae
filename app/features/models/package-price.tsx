import { guidePriceWords } from "@contract/model-price";
import { formatPrice } from "~/lib/format";
import type { PackageView } from "./model-format";
import styles from "./package-price.module.css";

/** A package's price: the amount, with «Ориентировочная цена от» above it while the model's price is coming. */
export function PackagePrice({ pkg }: { pkg: Pick<PackageView, "priceRub" | "priceIndicative"> }) {
  if (!pkg.priceIndicative) return <>{formatPrice(pkg.priceRub)}</>;
  return (
    <>
      <span className={styles.guide}>{guidePriceWords} </span>
      {formatPrice(pkg.priceRub)}
    </>
  );
}
