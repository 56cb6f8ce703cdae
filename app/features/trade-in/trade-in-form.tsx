import { leadLimits } from "@contract/leads-fields";
import { CallUs, hoursPhrase } from "~/features/leads/lead-contact";
import { LeadField, LeadInput } from "~/features/leads/lead-field";
import { LeadForm, type LeadSchemaLoader } from "~/features/leads/lead-form";
import { ContactFields, SelectField, modelOptions } from "~/features/leads/lead-form-parts";
import type { LeadResult, LeadSuccess } from "~/features/leads/lead-result";
import { modelFamilies } from "~/features/models/model-pages";
import { useSiteData } from "~/features/site/site-data";
import { tradeInPath } from "./trade-in-link";

/** The trade-in request's schema, loaded when the visitor starts filling the form: its year's upper bound is next year. */
const loadTradeInSchema: LeadSchemaLoader = () => import("@contract/leads").then((contract) => contract.tradeInRequestSchema());

/** The Genesis of an active model number (docs/product.md §4: counted from 1 in menu order; 1 is G70). */
export function activeModelCode(activeModel: number): string {
  return (modelFamilies[activeModel - 1] ?? modelFamilies[0])?.code ?? "g70";
}

/** What happens after a trade-in request, in the success state and the success popup. */
export function TradeInNextSteps() {
  const { options } = useSiteData();
  const hours = hoursPhrase(options.dealer_hours, "Ежедневно с 9:00 до 21:00");
  return (
    <p>
      Специалист по трейд-ину позвонит вам {hours}, обычно в течение часа: уточнит комплектацию и состояние автомобиля и назовёт
      предварительную оценку. Точную цену определит осмотр в дилерском центре — он занимает около 40 минут.
    </p>
  );
}

/**
 * The trade-in request: the car given (make, model, year, mileage, expected price), the Genesis
 * wanted and the person. Rendered inline on the trade-in offer and in the trade-in popup.
 */
export function TradeInForm(props: {
  place: string;
  activeModel: number;
  serverResult?: LeadResult | null;
  anchor?: string;
  onSuccess?: (success: LeadSuccess) => void;
}) {
  const { options } = useSiteData();
  const nextYear = new Date().getFullYear() + 1;
  return (
    <LeadForm
      action={tradeInPath}
      anchor={props.anchor}
      schema={loadTradeInSchema}
      place={props.place}
      label="Заявка на оценку автомобиля в трейд-ин"
      submitLabel="Оценить автомобиль"
      serverResult={props.serverResult}
      initialValues={{ model: activeModelCode(props.activeModel) }}
      fallback={<CallUs phone={options.phone} />}
      onSuccess={props.onSuccess}
      renderSuccess={() => <TradeInNextSteps />}
    >
      <LeadField name="car_make" label="Марка вашего автомобиля">
        {(control) => <LeadInput {...control} type="text" autoComplete="off" maxLength={leadLimits.carMake} placeholder="Например, BMW" />}
      </LeadField>
      <LeadField name="car_model" label="Модель">
        {(control) => <LeadInput {...control} type="text" autoComplete="off" maxLength={leadLimits.carModel} placeholder="Например, X5" />}
      </LeadField>
      <LeadField name="car_year" label="Год выпуска">
        {(control) => (
          <LeadInput {...control} type="text" inputMode="numeric" autoComplete="off" maxLength={4} placeholder={String(nextYear - 4)} />
        )}
      </LeadField>
      <LeadField name="mileage" label="Пробег, км">
        {(control) => <LeadInput {...control} mask="number" type="text" autoComplete="off" />}
      </LeadField>
      <LeadField name="expected_price" label="Ожидаемая цена" optional hint="Если уже знаете, на какую сумму рассчитываете">
        {(control) => <LeadInput {...control} mask="money" type="text" autoComplete="off" />}
      </LeadField>
      <SelectField name="model" label="Какой Genesis вы хотите" options={modelOptions} />
      <ContactFields />
    </LeadForm>
  );
}
