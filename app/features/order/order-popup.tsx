import { LazyPart, lazyPart } from "~/features/popups/lazy-part";
import { Dialog } from "~/components/ui/dialog";
import { usePopups } from "~/features/layout/layout-context";
import { getModelFamily } from "~/features/models/model-pages";

// The form and its styles load when the popup first opens, not with every page.
const OrderPopupBody = lazyPart(() => import("./order-popup-body").then((m) => m.OrderPopupBody));

/**
 * The order popup: the model home's order form, opened by «Заказать», «Узнать цену» and «Узнать
 * условия» buttons elsewhere (its title repeats the button's words) and sent to that page's action
 * without a reload.
 */
export function OrderPopup() {
  const { order, closeOrder } = usePopups();
  const family = order.model ? getModelFamily(order.model) : undefined;
  const open = order.open && family !== undefined;
  const title = family ? `${order.label ?? (order.intent === "price" ? "Узнать цену" : "Заказать")} ${family.fullName}` : "Заявка";
  return (
    <Dialog open={open} onClose={closeOrder} title={title}>
      {open && family ? (
        <LazyPart part={OrderPopupBody} loading={<p>Загружаем форму…</p>} what="форму">
          <OrderPopupBody model={family.code} place={order.place ?? "сайт"} intent={order.intent} package={order.package} />
        </LazyPart>
      ) : null}
    </Dialog>
  );
}
