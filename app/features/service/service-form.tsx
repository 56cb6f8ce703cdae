import { CallUs, hoursPhrase } from "~/features/leads/lead-contact";
import { LeadField, LeadInput } from "~/features/leads/lead-field";
import { LeadForm, type LeadSchemaLoader } from "~/features/leads/lead-form";
import { ContactFields, CommentField, SelectField, modelOptions, serviceDayPartOptions } from "~/features/leads/lead-form-parts";
import type { LeadResult } from "~/features/leads/lead-result";
import { useSiteData } from "~/features/site/site-data";
import { requireDepartment } from "~/features/contacts/contact-directory";
import { alphanumericMask } from "~/features/leads/masks";
import { serviceKinds } from "./service-request";

// docs/product.md §5's alphanumeric mask: letters and digits only (the spaces and dashes of «А 123-ВС 777» go),
// at most a VIN's 17; without JavaScript the schema removes them the same way.
const vinOrPlateMask = alphanumericMask(17);

/** Path of the callback page, whose route action takes the form. */
export const serviceFormPath = "/service-form.html";

const servicePhone = requireDepartment("service").phone;

/** The service request's schema, loaded when the visitor starts filling the form. */
const loadServiceSchema: LeadSchemaLoader = () => import("@contract/leads").then((contract) => contract.serviceRequestSchema);

/**
 * The service callback request: the kind of work, the car (model, VIN or plate, all optional), the
 * person and a convenient time to call. Rendered by /service-form.html with its action data.
 */
export function ServiceForm(props: { service: string | null; serverResult?: LeadResult | null; anchor?: string }) {
  const { options } = useSiteData();
  const hours = hoursPhrase(options.dealer_service_hours, "Ежедневно с 8:00 до 22:00");
  return (
    <LeadForm
      action={serviceFormPath}
      anchor={props.anchor}
      schema={loadServiceSchema}
      place="страница «Обратный звонок сервиса»"
      label="Заявка на обратный звонок сервиса"
      submitLabel="Заказать звонок"
      serverResult={props.serverResult}
      initialValues={props.service ? { service: props.service } : undefined}
      note={`Сервис работает ${hours}`}
      fallback={<CallUs phone={servicePhone} />}
      renderSuccess={() => (
        <p>
          Мастер-консультант перезвонит в течение 30&nbsp;минут в часы работы сервиса — {hours}; заявку, оставленную позже, обработаем
          утром. Он уточнит пробег и задачу, назовёт стоимость и предложит время визита.
        </p>
      )}
    >
      <LeadField name="service" label="Вид работ" wide>
        {(control) => (
          <select {...control}>
            <option value="">Выберите вид работ</option>
            {serviceKinds.map((kind) => (
              <option key={kind.slug} value={kind.slug}>
                {kind.title}
              </option>
            ))}
          </select>
        )}
      </LeadField>
      <SelectField name="model" label="Модель автомобиля" optional placeholder="Не указывать" options={modelOptions} />
      <LeadField name="vin_or_plate" label="VIN или госномер" optional hint="Поможет заранее проверить историю обслуживания">
        {(control) => (
          <LeadInput
            {...control}
            mask={vinOrPlateMask}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
          />
        )}
      </LeadField>
      <ContactFields />
      <SelectField
        name="convenient_time"
        label="Когда удобно принять звонок"
        optional
        placeholder="В любое время"
        options={serviceDayPartOptions}
      />
      <CommentField label="Что беспокоит" hint="Когда появляется звук или сообщение на панели, текущий пробег" />
    </LeadForm>
  );
}
