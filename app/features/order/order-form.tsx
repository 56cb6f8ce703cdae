import { leadLimits, orderRequestSchema } from "@contract/leads";
import { CallUs, hoursPhrase } from "~/features/leads/lead-contact";
import { LeadField } from "~/features/leads/lead-field";
import { LeadForm } from "~/features/leads/lead-form";
import { ContactFields } from "~/features/leads/lead-form-parts";
import type { LeadResult } from "~/features/leads/lead-result";
import type { OrderIntent } from "~/features/popups/popup-state";
import { useSiteData } from "~/features/site/site-data";

/** Labels of what the visitor asks for. */
export const orderIntentLabels: Record<OrderIntent, string> = {
  order: "Заказать автомобиль",
  price: "Узнать цену и условия",
};

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
  initialKey?: string;
  anchor?: string;
}) {
  const { options } = useSiteData();
  const hours = hoursPhrase(options.dealer_hours, "Ежедневно с 9:00 до 21:00");
  const initialValues = { intent: props.intent, ...(props.package ? { package: props.package } : {}) };
  return (
    <LeadForm
      action={props.model.homePath}
      anchor={props.anchor}
      schema={orderRequestSchema}
      place={props.place}
      label={`Заявка на ${props.model.fullName}`}
      submitLabel="Отправить заявку"
      serverResult={props.serverResult}
      initialKey={props.initialKey}
      initialValues={initialValues}
      note={`Перезвоним ${hours}`}
      fallback={<CallUs phone={options.phone} />}
      renderSuccess={() => (
        <p>
          Менеджер отдела продаж позвонит вам {hours}, обычно в течение часа: назовёт цену с учётом действующих предложений, расскажет о
          наличии и сроках поставки {props.model.fullName}. Заявка ни к чему не обязывает.
        </p>
      )}
    >
      <input type="hidden" name="model" value={props.model.code} />
      <LeadField name="intent" label="Что вас интересует">
        {(control) => (
          <select {...control}>
            {(Object.keys(orderIntentLabels) as OrderIntent[]).map((intent) => (
              <option key={intent} value={intent}>
                {orderIntentLabels[intent]}
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
      ) : props.package ? (
        <input type="hidden" name="package" value={props.package} />
      ) : null}
      <ContactFields email />
      <LeadField name="comment" label="Комментарий" optional wide hint="Например, желаемый цвет, срок покупки или трейд-ин">
        {(control) => <textarea {...control} rows={3} maxLength={leadLimits.comment} />}
      </LeadField>
    </LeadForm>
  );
}
