import { CallUs, hoursPhrase } from "~/features/leads/lead-contact";
import { LeadField } from "~/features/leads/lead-field";
import { LeadForm, type LeadSchemaLoader } from "~/features/leads/lead-form";
import { CommentField, ContactFields, FixedFields } from "~/features/leads/lead-form-parts";
import type { LeadResult } from "~/features/leads/lead-result";
import type { OrderIntent } from "@contract/leads-fields";
import { useSiteData } from "~/features/site/site-data";

/** What the visitor may ask for, by the intent sent, in the order offered. */
export type OrderIntentLabels = Partial<Record<OrderIntent, string>>;

/** Labels of what the visitor asks about a model. */
export const orderIntentLabels: OrderIntentLabels = {
  order: "Заказать автомобиль",
  price: "Узнать цену и условия",
};

/** Labels of what the visitor asks about one car in stock: it is there to be reserved, not ordered. */
export const stockCarIntentLabels: OrderIntentLabels = {
  reserve: "Забронировать этот автомобиль",
  price: "Узнать цену и условия на этот автомобиль",
};

const orderCommentHint = "Например, желаемый цвет, срок покупки или трейд-ин";

/** The order request's schema, loaded when the visitor starts filling the form. */
const loadOrderSchema: LeadSchemaLoader = () => import("@contract/leads").then((contract) => contract.orderRequestSchema);

/** The model whose order it is: its code (sent as `model`), name and home page (whose action takes the form). */
export type OrderModel = { code: string; fullName: string; homePath: string };

/**
 * The order request («Заказать», «Узнать цену») of one model: what the visitor wants, the package
 * (a list on the model's page, fixed in the popup), the person and a comment.
 */
export function OrderForm(props: {
  model: OrderModel;
  place: string;
  intent: OrderIntent;
  /** Names of the model's packages to choose from; with `package` alone the choice is fixed. */
  packages?: readonly string[];
  package?: string | null;
  serverResult?: LeadResult | null;
  anchor?: string;
  /** Models to choose from instead of the fixed one (a stock search without a model). */
  models?: readonly { code: string; name: string }[];
  /** A comment to start from (the stock filter the visitor searched with). */
  comment?: string;
  /** A car of the stock the request is about: its id goes with the lead, its name in the heading. */
  stockCar?: string;
  submitLabel?: string;
  /** What may be asked (default {@link orderIntentLabels}); `intent` must be one of them. */
  intents?: OrderIntentLabels;
  /** The comment's hint: what is worth telling the manager about this request. */
  commentHint?: string;
  /** What the dealer does next, under «Заявка принята», given the dealer's hours («ежедневно с 9:00 до 21:00»). */
  successText?: (hours: string) => string;
}) {
  const { options } = useSiteData();
  const hours = hoursPhrase(options.dealer_hours, "Ежедневно с 9:00 до 21:00");
  const intents = Object.entries(props.intents ?? orderIntentLabels);
  const initialValues = {
    intent: props.intent,
    ...(props.package ? { package: props.package } : {}),
    ...(props.comment ? { comment: props.comment } : {}),
    ...(props.models ? { model: props.model.code } : {}),
  };
  return (
    <LeadForm
      action={props.model.homePath}
      anchor={props.anchor}
      schema={loadOrderSchema}
      place={props.place}
      label={`Заявка на ${props.model.fullName}`}
      submitLabel={props.submitLabel ?? "Отправить заявку"}
      serverResult={props.serverResult}
      initialValues={initialValues}
      note={`Перезвоним ${hours}`}
      fallback={<CallUs phone={options.phone} />}
      renderSuccess={() => (
        <p>
          {props.successText?.(hours) ??
            `Менеджер отдела продаж позвонит вам ${hours}, обычно в течение часа: назовёт цену с учётом действующих предложений, расскажет о наличии и сроках поставки ${props.model.fullName}.`}{" "}
          Заявка ни к чему не обязывает.
        </p>
      )}
    >
      {props.models ? (
        <LeadField name="model" label="Модель">
          {(control) => (
            <select {...control}>
              {props.models?.map((m) => (
                <option key={m.code} value={m.code}>
                  {m.name}
                </option>
              ))}
            </select>
          )}
        </LeadField>
      ) : (
        <FixedFields fields={{ model: props.model.code }} />
      )}
      <FixedFields fields={{ stock_car: props.stockCar }} />
      <LeadField name="intent" label="Что вас интересует">
        {(control) => (
          <select {...control}>
            {intents.map(([intent, label]) => (
              <option key={intent} value={intent}>
                {label}
              </option>
            ))}
          </select>
        )}
      </LeadField>
      {props.packages && props.packages.length > 0 ? (
        <LeadField name="package" label="Комплектация" optional>
          {(control) => (
            <select {...control}>
              <option value="">Поможет выбрать менеджер</option>
              {props.packages?.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </LeadField>
      ) : (
        <FixedFields fields={{ package: props.package }} />
      )}
      <ContactFields email />
      <CommentField label="Комментарий" hint={props.commentHint ?? orderCommentHint} />
    </LeadForm>
  );
}
