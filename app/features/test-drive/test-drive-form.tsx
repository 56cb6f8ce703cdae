import { useState } from "react";
import { testDriveRequestSchema } from "@contract/leads";
import { LeadField, LeadInput } from "~/features/leads/lead-field";
import { LeadForm } from "~/features/leads/lead-form";
import { ContactFields, CommentField, SelectField, dayPartOptions, modelOptions } from "~/features/leads/lead-form-parts";
import { CallUs, hoursPhrase } from "~/features/leads/lead-contact";
import type { LeadResult } from "~/features/leads/lead-result";
import { useSiteData } from "~/features/site/site-data";
import { moscowToday, startingCity, testDriveCheck, type TestDriveChoices } from "./test-drive-choices";
import { testDriveHref } from "./test-drive-link";

/**
 * The test-drive request: model, city and dealer, the person, a preferred day and time of day and a
 * comment. The page renders it with its action data; the popup renders the same form.
 */
export function TestDriveForm(props: {
  choices: TestDriveChoices;
  place: string;
  model?: string;
  serverResult?: LeadResult | null;
  initialKey?: string;
  anchor?: string;
}) {
  const { options } = useSiteData();
  const posted = props.serverResult?.ok === false ? props.serverResult.values : undefined;
  const [cityId, setCityId] = useState(() => startingCity(props.choices, posted?.city));
  const city = props.choices.cities.find((c) => String(c.id) === cityId);
  const hours = hoursPhrase(options.dealer_hours, "Ежедневно с 9:00 до 21:00");
  return (
    <LeadForm
      action={testDriveHref}
      anchor={props.anchor}
      schema={testDriveRequestSchema}
      check={testDriveCheck}
      place={props.place}
      label="Заявка на тест-драйв"
      submitLabel="Записаться на тест-драйв"
      serverResult={props.serverResult}
      initialKey={props.initialKey}
      initialValues={props.model ? { model: props.model } : undefined}
      note={`Перезвоним ${hours}`}
      fallback={<CallUs phone={options.phone} />}
      renderSuccess={() => (
        <p>
          Менеджер дилерского центра позвонит вам, чтобы подтвердить день и время поездки и подготовить автомобиль. Мы звоним {hours}, обычно
          в течение часа; заявку, оставленную позже, обработаем утром. Возьмите с собой водительское удостоверение.
        </p>
      )}
    >
      <SelectField name="model" label="Модель" wide placeholder="Выберите модель" options={modelOptions} />
      <LeadField name="city" label="Город">
        {({ defaultValue: _posted, ...control }) => (
          <select {...control} value={cityId} onChange={(event) => setCityId(event.currentTarget.value)}>
            {props.choices.cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </LeadField>
      <LeadField name="dealer" label="Дилерский центр">
        {(control) => (
          // A new city draws a new list that starts at its first dealer.
          <select key={cityId} {...control}>
            {(city?.dealers ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}, {d.address}
              </option>
            ))}
          </select>
        )}
      </LeadField>
      <ContactFields email />
      <LeadField name="preferred_date" label="Желаемый день" optional>
        {(control) => <LeadInput {...control} type="date" min={moscowToday()} />}
      </LeadField>
      <SelectField name="preferred_time" label="Время суток" optional placeholder="Любое время" options={dayPartOptions} />
      <CommentField label="Комментарий" hint="Например, какую версию хотите сравнить" />
    </LeadForm>
  );
}
