import { useState } from "react";
import { LeadField } from "~/features/leads/lead-field";
import { LeadForm, type LeadSchemaLoader } from "~/features/leads/lead-form";
import { ContactFields, DealerField, FixedFields } from "~/features/leads/lead-form-parts";
import { CallUs, hoursPhrase } from "~/features/leads/lead-contact";
import type { LeadResult, LeadSuccess } from "~/features/leads/lead-result";
import { useSiteData } from "~/features/site/site-data";
import { startingCity, type TestDriveChoices } from "~/features/test-drive/test-drive-choices";
import { stateQuery, type ConfiguratorState } from "./configurator-state";
import styles from "./configurator.module.css";

// The browser checks the person's fields; the PDF's name (`file`) and the model's code are added by
// the action, which makes the PDF of the configuration carried in the hidden fields. The schema is
// loaded when the visitor starts filling the form.
const loadBrowserSchema: LeadSchemaLoader = () =>
  import("@contract/leads").then((contract) => contract.configuratorRequestSchema.omit({ file: true, model: true }));

/** «Отправить менеджеру»: the person, city and dealer, consent; the configuration rides along hidden. */
export function ConfiguratorLeadForm(props: {
  state: ConfiguratorState;
  dealers: TestDriveChoices | null;
  serverResult: LeadResult | null;
}) {
  const { options } = useSiteData();
  const { dealers } = props;
  const posted = props.serverResult?.ok === false ? props.serverResult.values : undefined;
  const [cityId, setCityId] = useState(() => (dealers ? startingCity(dealers, posted?.city) : ""));
  const city = dealers?.cities.find((c) => String(c.id) === cityId);
  const hours = hoursPhrase(options.dealer_hours, "Ежедневно с 9:00 до 21:00");
  const { state } = props;
  const hidden: Record<string, string | null> = {
    model: state.model,
    package: state.package,
    exterior: state.exterior,
    interior: state.interior,
    program: state.program === null ? null : String(state.program),
    prepay: state.prepay === null ? null : String(state.prepay),
    term: state.term === null ? null : String(state.term),
  };
  return (
    <section id="manager" className={styles.lead} aria-labelledby="configurator-lead-title">
      <h3 id="configurator-lead-title">Отправить менеджеру</h3>
      <p className={styles.muted}>Менеджер получит PDF вашей конфигурации, проверит наличие и перезвонит с предложением.</p>
      {dealers ? (
        <LeadForm
          action={`/configurator?${stateQuery(state)}`}
          anchor="manager"
          schema={loadBrowserSchema}
          place="конфигуратор"
          label="Отправить конфигурацию менеджеру"
          submitLabel="Отправить менеджеру"
          serverResult={props.serverResult}
          note={`Перезвоним ${hours}`}
          fallback={<CallUs phone={options.phone} />}
          renderSuccess={(success: LeadSuccess & { withoutPdf?: boolean }) =>
            success.withoutPdf ? (
              <p>
                Конфигурация у менеджера. PDF сейчас не сформировался — менеджер подготовит его сам и позвонит {hours}, обычно в течение
                часа, чтобы рассказать о сроках поставки и подобрать автомобиль в наличии.
              </p>
            ) : (
              <p>
                Конфигурация и PDF у менеджера. Он позвонит {hours}, обычно в течение часа, чтобы рассказать о сроках поставки и подобрать
                автомобиль в наличии.
              </p>
            )
          }
        >
          <FixedFields fields={hidden} />
          <ContactFields surname email />
          <LeadField name="city" label="Город">
            {({ defaultValue: _posted, ...control }) => (
              <select {...control} value={cityId} onChange={(event) => setCityId(event.currentTarget.value)}>
                {dealers.cities.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </LeadField>
          {/* A new city starts at its first dealer. */}
          <DealerField key={cityId} dealers={city?.dealers ?? []} />
        </LeadForm>
      ) : (
        <p role="status">
          Форма сейчас недоступна. <CallUs phone={options.phone} />
        </p>
      )}
    </section>
  );
}
