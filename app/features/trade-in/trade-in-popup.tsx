import { LazyPart, lazyPart } from "~/features/popups/lazy-part";
import { Dialog } from "~/components/ui/dialog";
import { usePopups } from "~/features/layout/layout-context";

// The form, the success text and their styles load when a popup first opens, not with every page.
const TradeInPopupBody = lazyPart(() => import("./trade-in-popup-body").then((m) => m.TradeInPopupBody));
const TradeInSuccessBody = lazyPart(() => import("./trade-in-popup-body").then((m) => m.TradeInSuccessBody));

/** Title of the success popup (the same words as every form's success state). */
const successTitle = "Заявка принята";

/**
 * The trade-in popup and its success popup (docs/product.md §4): the form, sent to the trade-in offer's action
 * without a reload; once the dealer takes it, the success popup shows the request number.
 */
export function TradeInPopups() {
  const { tradeIn, closeTradeIn, tradeInSent, closeTradeInSuccess } = usePopups();
  const loading = <p>Загружаем форму…</p>;
  return (
    <>
      <Dialog open={tradeIn.open} onClose={closeTradeIn} title="Оценка автомобиля в трейд-ин">
        {tradeIn.open ? (
          <LazyPart part={TradeInPopupBody} loading={loading} what="форму">
            <TradeInPopupBody place={tradeIn.place ?? "сайт"} activeModel={tradeIn.activeModel} onSent={tradeInSent} />
          </LazyPart>
        ) : null}
      </Dialog>
      <Dialog open={tradeIn.sent !== null} onClose={closeTradeInSuccess} title={successTitle}>
        {tradeIn.sent ? (
          <LazyPart
            part={TradeInSuccessBody}
            loading={null}
            what="подтверждение"
            failed={
              <p role="status">
                Номер заявки: <strong>{tradeIn.sent.number}</strong>
              </p>
            }
          >
            <TradeInSuccessBody number={tradeIn.sent.number} onClose={closeTradeInSuccess} />
          </LazyPart>
        ) : null}
      </Dialog>
    </>
  );
}
