import { useContext, useId, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { consentFieldNames, consentPagePath, consentVersionHref, currentOfKind, type ConsentSummary } from "@contract/consent-documents";
import { dayPartLabels, dayParts, leadLimits, serviceDayPartLabels, type DayPart } from "@contract/leads-fields";
import { groupThousands } from "@contract/numbers";
import { modelFamilies } from "~/features/models/model-pages";
import type { SiteData } from "~/features/site/site-data";
import { pluralize } from "~/lib/format";
import { LeadField, LeadFieldContext, LeadInput, useFieldError } from "./lead-field";
import styles from "./lead-form.module.css";
import { useVisitSource } from "./visit-source";

/**
 * Name, phone and, where the form asks for them, surname and e-mail: the person every request is from.
 * The surname follows the name, as a visitor writes them.
 */
export function ContactFields(props: { email?: boolean; surname?: boolean }) {
  return (
    <>
      <LeadField name="name" label="Имя">
        {(control) => (
          <LeadInput {...control} type="text" autoComplete={props.surname ? "given-name" : "name"} maxLength={leadLimits.name} />
        )}
      </LeadField>
      {props.surname ? (
        <LeadField name="surname" label="Фамилия" optional>
          {(control) => <LeadInput {...control} type="text" autoComplete="family-name" maxLength={leadLimits.name} />}
        </LeadField>
      ) : null}
      <LeadField name="phone" label="Телефон" hint="Позвоним на этот номер">
        {(control) => <LeadInput {...control} mask="phone" type="tel" autoComplete="tel" placeholder="+7 (___) ___-__-__" />}
      </LeadField>
      {props.email ? (
        <LeadField name="email" label="Электронная почта" optional hint="Если удобнее переписка, менеджер напишет на этот адрес">
          {(control) => <LeadInput {...control} type="email" autoComplete="email" maxLength={leadLimits.email} />}
        </LeadField>
      ) : null}
    </>
  );
}

/** The consent versions in effect (the root loader's); none where no root data is (a component test, the error page). */
function useConsentVersions(): readonly ConsentSummary[] {
  return (useRouteLoaderData("root") as Partial<SiteData> | undefined)?.consents ?? [];
}

/** Where a consent's link goes: the very version the form sends, or the page of those in effect when it is not known. */
const consentHref = (version: ConsentSummary | undefined) => (version ? consentVersionHref(version.id) : consentPagePath);

/**
 * The consents a request is sent with (docs/decisions/0101): the required one to process the data and
 * pass them on to the importer and, for credit, a bank (152-ФЗ as amended by 156-ФЗ), each linking the
 * version the form sends in a hidden field; and the optional one to advertising (38-ФЗ ст. 18), never
 * ticked by the page, whose value is its version.
 */
export function ConsentCheckbox() {
  const { values } = useContext(LeadFieldContext);
  const error = useFieldError("agree");
  const errorId = `${useId()}-error`;
  const versions = useConsentVersions();
  const personalData = currentOfKind(versions, "personal-data");
  const thirdParties = currentOfKind(versions, "third-parties");
  const advertising = currentOfKind(versions, "advertising");
  const newTab = <span className="visually-hidden"> (откроется в новой вкладке)</span>;
  return (
    <div className={`${styles.consent} ${styles.wide}`}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="agree"
          value="on"
          defaultChecked={values.agree === "on"}
          aria-required="true"
          {...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
        />
        <span>
          Я даю{" "}
          <a href={consentHref(personalData)} target="_blank" rel="noopener">
            согласие на обработку персональных данных
            {newTab}
          </a>{" "}
          и{" "}
          <a href={thirdParties ? consentVersionHref(thirdParties.id) : `${consentPagePath}#third-parties`} target="_blank" rel="noopener">
            на их передачу третьим лицам
            {newTab}
          </a>
        </span>
      </label>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      <label className={styles.check}>
        <input
          type="checkbox"
          name={consentFieldNames.advertising}
          value={advertising?.id ?? "on"}
          defaultChecked={Boolean(values[consentFieldNames.advertising])}
        />
        <span>
          Я даю{" "}
          <a href={advertising ? consentVersionHref(advertising.id) : `${consentPagePath}#advertising`} target="_blank" rel="noopener">
            согласие на получение рекламы
            {newTab}
          </a>{" "}
          — звонки, SMS и письма о новинках и специальных предложениях (необязательно)
        </span>
      </label>
      {personalData ? <input type="hidden" name={consentFieldNames.personalData} value={personalData.id} /> : null}
      {thirdParties ? <input type="hidden" name={consentFieldNames.thirdParties} value={thirdParties.id} /> : null}
    </div>
  );
}

/** A field people never see and robots fill: anything in it means the form was not sent by a person. */
export function Honeypot() {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Сайт компании
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** Where the request comes from (page, place, where the visit came from) and the attempt's idempotency key. */
export function LeadHiddenFields(props: { place: string; idempotencyKey: string }) {
  const { pathname } = useLocation();
  const source = useVisitSource();
  return <FixedFields fields={{ page: pathname, place: props.place, ...source, idempotency_key: props.idempotencyKey }} />;
}

/** What a visitor reads when a value the page sent by itself was refused (a model or package since taken off). */
export const fixedFieldsStale = "Данные страницы устарели: обновите её и отправьте заявку ещё раз.";

/**
 * Values the page sends by itself, not typed (a model chosen by the page, its package, the stock car):
 * hidden inputs, and, when the server refused one of them, a message where a field's would be, since
 * there is no field to mark. Empty values are not sent.
 */
export function FixedFields(props: { fields: Readonly<Record<string, string | null | undefined>> }) {
  const { errors } = useContext(LeadFieldContext);
  const sent = Object.entries(props.fields).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const refused = Object.keys(props.fields).some((name) => errors[name] !== undefined);
  return (
    <>
      {sent.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {refused ? (
        <p className={`${styles.error} ${styles.wide}`} data-fixed-refused="">
          {fixedFieldsStale}
        </p>
      ) : null}
    </>
  );
}

/** A dealer the visitor can choose in a lead form. */
export type DealerChoice = { id: number; name: string; address: string };

/**
 * «Дилерский центр»: the names in the list, the chosen one's address under it. A select cannot wrap,
 * and with the address after the name the chosen dealer was cut off on a phone and in a half-width
 * column. Controlled when `value` is given (the test-drive form loads that dealer's schedule), else it
 * starts from the posted value or the first dealer.
 */
export function DealerField(props: { dealers: readonly DealerChoice[]; value?: string; onChange?: (id: string) => void }) {
  const posted = useContext(LeadFieldContext).values.dealer;
  const [own, setOwn] = useState(() =>
    props.dealers.some((d) => String(d.id) === posted) ? (posted as string) : String(props.dealers[0]?.id ?? ""),
  );
  const value = props.value ?? own;
  const chosen = props.dealers.find((d) => String(d.id) === value);
  return (
    <LeadField name="dealer" label="Дилерский центр" hint={chosen ? chosen.address : undefined}>
      {({ defaultValue: _posted, ...control }) => (
        <select
          {...control}
          value={value}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setOwn(next);
            props.onChange?.(next);
          }}
        >
          {props.dealers.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      )}
    </LeadField>
  );
}

/** One choice of a {@link SelectField}. */
export type SelectOption = { value: string; label: string };

/** A labelled select; `placeholder` is the empty first choice («Выберите модель», «Не указывать»). */
export function SelectField(props: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  optional?: boolean;
  hint?: string;
  wide?: boolean;
}) {
  const { options, placeholder, ...field } = props;
  return (
    <LeadField {...field}>
      {(control) => (
        <select {...control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LeadField>
  );
}

/** The five families as choices, in menu order. */
export const modelOptions: readonly SelectOption[] = modelFamilies.map((family) => ({ value: family.code, label: family.fullName }));

const dayPartChoices = (labels: Record<DayPart, string>): readonly SelectOption[] =>
  dayParts.map((part) => ({ value: part, label: labels[part] }));

/** Morning, day or evening of the showroom's day as choices. */
export const dayPartOptions = dayPartChoices(dayPartLabels);

/** Morning, day or evening of the service's longer day as choices (the service callback). */
export const serviceDayPartOptions = dayPartChoices(serviceDayPartLabels);

/**
 * The optional free-text comment every form ends with. It takes whatever is typed or pasted, however
 * long, and counts down the last characters of the limit: a `maxlength` would cut a long paste
 * silently, where the visitor should see how much to shorten (the schema refuses the rest on sending).
 */
export function CommentField(props: { label: string; hint: string }) {
  const { values } = useContext(LeadFieldContext);
  const [length, setLength] = useState(() => values.comment?.length ?? 0);
  return (
    <LeadField name="comment" label={props.label} optional wide hint={props.hint}>
      {(control) => (
        <>
          <textarea {...control} rows={3} onInput={(event) => setLength(event.currentTarget.value.length)} />
          <CommentCounter length={length} />
        </>
      )}
    </LeadField>
  );
}

/** Shown from 80 % of the limit on: what is left, or how much is over. */
function CommentCounter(props: { length: number }) {
  const max = leadLimits.comment;
  if (props.length < max * 0.8) return null;
  const over = props.length - max;
  return (
    <p className={over > 0 ? styles.error : styles.hint}>
      {over > 0 ? commentTooLong(over) : `Осталось ${characters(max - props.length)}`}
    </p>
  );
}

/** The counter's words when the comment is over the limit, e.g. «На 4 000 знаков длиннее 1 000 — сократите текст». */
function commentTooLong(over: number): string {
  return `На ${characters(over)} длиннее ${groupThousands(leadLimits.comment)} — сократите текст`;
}

function characters(count: number): string {
  return `${groupThousands(count)} ${pluralize(count, ["знак", "знака", "знаков"])}`;
}
