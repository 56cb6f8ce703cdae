import { OrderPopup } from "~/features/order/order-popup";
import { TestDrivePopup } from "~/features/test-drive/test-drive-popup";
import { TradeInPopups } from "~/features/trade-in/trade-in-popup";
import { PrivacyPopup } from "./privacy-popup";

/** The site's popups opened from buttons anywhere (docs/product.md §4): loaded by LazyPopups when the first one opens. */
export function SitePopups() {
  return (
    <>
      <TestDrivePopup />
      <OrderPopup />
      <TradeInPopups />
      <PrivacyPopup />
    </>
  );
}
