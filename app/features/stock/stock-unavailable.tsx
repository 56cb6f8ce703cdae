import type { LeadResult } from "~/features/leads/lead-result";
import { modelFamilies } from "~/features/models/model-pages";
import { OrderForm } from "~/features/order/order-form";
import { useSiteData } from "~/features/site/site-data";
import { formatPhone, phoneHref } from "~/lib/phone";
import { stockModelName } from "./stock-labels";
import styles from "./stock.module.css";

/**
 * The dealer's stock did not answer (the dealer API down or too slow): the visitor is told so, given
 * the sales phone, and can still leave a request, which the site stores whatever the stock is doing.
 */
export function StockUnavailable(props: {
  title: string;
  href: string;
  place: string;
  comment: string;
  stockCar?: string;
  serverResult?: LeadResult | null;
}) {
  const { options } = useSiteData();
  const phone = formatPhone(options.phone);
  const model = modelFamilies[0];
  return (
    <div className={styles.empty}>
      <h2 id="stock-unavailable-title">{props.title}</h2>
      <p>
        Склад дилерского центра сейчас не отвечает. Обновите страницу через минуту
        {phone ? (
          <>
            {" "}
            или позвоните в отдел продаж: <a href={phoneHref(options.phone)}>{phone}</a> — менеджер расскажет, какие автомобили есть в
            наличии и в пути.
          </>
        ) : (
          " или оставьте заявку ниже — менеджер расскажет, какие автомобили есть в наличии и в пути."
        )}
      </p>
      {model ? (
        <div className={styles.ask} id="stock-request">
          <h3>Подобрать автомобиль</h3>
          <OrderForm
            model={{ code: model.code, fullName: `Genesis ${stockModelName(model.code)}`, homePath: props.href }}
            models={modelFamilies.map((family) => ({ code: family.code, name: `Genesis ${stockModelName(family.code)}` }))}
            place={props.place}
            intent="order"
            comment={props.comment}
            {...(props.stockCar ? { stockCar: props.stockCar } : {})}
            serverResult={props.serverResult}
            anchor="stock-request"
            submitLabel="Отправить заявку"
            successText={(hours) => `Менеджер отдела продаж проверит склад и ближайшие поставки и позвонит вам ${hours}.`}
          />
        </div>
      ) : null}
    </div>
  );
}
