import { useContext, useId, useState } from "react";
import { useLocation } from "react-router";
import { dayPartLabels, dayParts, leadLimits } from "@contract/leads-fields";
import { modelFamilies } from "~/features/models/model-pages";
import { LeadField, LeadFieldContext, LeadInput, useFieldError } from "./lead-field";
import styles from "./lead-form.module.css";
import { utmKeys, useVisitUtm } from "./utm";

/** The personal-data policy the consent refers to (a PDF the web server renders). */
export const personalDataPolicyHref = "/docs/personal-data-policy.pdf";

/** Name, phone and, where the form asks for it, e-mail: the person every request is from. */
export function ContactFields(props: { email?: boolean }) {
  return (
    <>
      <LeadField name="name" label="Имя">
        {(control) => <LeadInput {...control} type="text" autoComplete="name" maxLength={leadLimits.name} />}
      </LeadField>
      <LeadField name="phone" label="Телефон" hint="Позвоним на этот номер">
        {(control) => <LeadInput {...control} mask="phone" type="tel" autoComplete="tel" placeholder="+7 (___) ___-__-__" />}
      </LeadField>
      {props.email ? (
        <LeadField name="email" label="Электронная почта" optional hint="Пришлём подтверждение и адрес">
          {(control) => <LeadInput {...control} type="email" autoComplete="email" maxLength={leadLimits.email} />}
        </LeadField>
      ) : null}
    </>
  );
}

/** The consent 152-ФЗ requires before personal data is sent: unchecked until the visitor checks it. */
export function ConsentCheckbox() {
  const { values } = useContext(LeadFieldContext);
  const error = useFieldError("agree");
  const errorId = `${useId()}-error`;
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
          Даю согласие на обработку персональных данных в соответствии с{" "}
          <a href={personalDataPolicyHref} target="_blank" rel="noopener">
            политикой обработки персональных данных
            <span className="visually-hidden"> (PDF, откроется в новой вкладке)</span>
          </a>
        </span>
      </label>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
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

/** Where the request comes from (page, place, the visit's UTM tags) and the attempt's idempotency key. */
export function LeadHiddenFields(props: { place: string; idempotencyKey: string }) {
  const { pathname } = useLocation();
  const utm = useVisitUtm();
  return (
    <FixedFields
      fields={{ page: pathname, place: props.place, ...Object.fromEntries(utmKeys.map((key) => [key, utm[key]])), idempotency_key: props.idempotencyKey }}
    />
  );
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
  const [own, setOwn] = useState(() => (props.dealers.some((d) => String(d.id) === posted) ? (posted as string) : String(props.dealers[0]?.id ?? "")));
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

/** Morning, day or evening as choices. */
export const dayPartOptions: readonly SelectOption[] = dayParts.map((part) => ({ value: part, label: dayPartLabels[part] }));

/** The optional free-text comment every form ends with. */
export function CommentField(props: { label: string; hint: string }) {
  return (
    <LeadField name="comment" label={props.label} optional wide hint={props.hint}>
      {(control) => <textarea {...control} rows={3} maxLength={leadLimits.comment} />}
    </LeadField>
  );
}
