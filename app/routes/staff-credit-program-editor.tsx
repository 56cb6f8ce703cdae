import { useState } from "react";
import { Form } from "react-router";
import type { CreditProgramForm } from "@contract/credit-program-draft";
import { formatTypedNumber } from "@contract/typed-numbers";
import { CreditCostPreview } from "~/features/content-studio/credit-cost-preview";
import {
  EditorFrame,
  HistoryPanel,
  ModelChoice,
  PublishPanel,
  SaveButton,
  StudioField,
  useEditorAnswer,
  type HiddenFields,
} from "~/features/content-studio/editor-parts";
import { creditProgramEditor } from "~/features/content-studio/editor-kinds";
import { editorAction, loadEditor } from "~/features/content-studio/editor.server";
import studio from "~/features/content-studio/studio.module.css";
import { staffHeaders } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-credit-program-editor";

export const handle = { staff: true };

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadEditor(request, context, creditProgramEditor, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => editorAction(request, context, creditProgramEditor, params.id);

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.item ? `«${String(loaderData.draft.name)}»` : "Новая кредитная программа"} — редактор — Genesis Химки` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = StaffErrorBoundary;

/** A stored number as its field shows it («2 000 000», «14,9»); what was typed stays as typed. */
const shown = (value: unknown, money = false) =>
  typeof value === "number" ? (money ? formatTypedNumber(value) : String(value).replace(".", ",")) : String(value ?? "");

/** Two fields of a range side by side: «от» and «до». */
function Range(props: { name: string; label: string; values: CreditProgramForm; fields: Record<string, string>; money?: boolean }) {
  const { name, values, fields, money = false } = props;
  const [low, high] = [`min_${name}`, `max_${name}`] as const;
  const field = (key: typeof low | typeof high, label: string) => (
    <StudioField
      name={key}
      label={label}
      value={shown(values[key as keyof CreditProgramForm], money)}
      error={fields[key]}
      mask={money ? "money" : "number"}
      maxLength={money ? 16 : 3}
    />
  );
  return (
    <fieldset className={styles.filters}>
      <legend>{props.label}</legend>
      {field(low, "от")}
      {field(high, "до")}
    </fieldset>
  );
}

/** Every field of the program; `onChange` hands the form as typed to the ПСК beside it. */
function CreditProgramDraftForm(props: {
  values: CreditProgramForm;
  fields: Record<string, string>;
  busy: boolean;
  hidden: HiddenFields;
  onChange: (form: CreditProgramForm) => void;
}) {
  const { values, fields, busy } = props;
  return (
    <Form
      method="post"
      noValidate
      className={studio.form}
      aria-label="Кредитная программа"
      onChange={(event) => props.onChange(creditProgramEditor.draftOf(new FormData(event.currentTarget)))}
    >
      {props.hidden("save")}
      <StudioField name="name" label="Название программы" value={values.name ?? ""} error={fields.name} maxLength={120} />
      <div className={styles.filters}>
        <StudioField
          name="bank"
          label="Банк"
          value={values.bank ?? ""}
          error={fields.bank}
          maxLength={100}
          hint="Как его называет список программ"
        />
        <StudioField
          name="lender"
          label="Кредитор"
          value={values.lender ?? ""}
          error={fields.lender}
          required={false}
          maxLength={200}
          hint="Кто выдаёт кредит, как его называет реклама"
        />
      </div>
      <StudioField
        name="description"
        label="Описание"
        value={values.description ?? ""}
        error={fields.description}
        multiline
        rows={4}
        maxLength={1000}
      />
      <Range name="price" label="Цена автомобиля, ₽" values={values} fields={fields} money />
      <Range name="credit" label="Сумма кредита, ₽" values={values} fields={fields} money />
      <Range name="prepay" label="Первоначальный взнос, % цены" values={values} fields={fields} />
      <div className={styles.filters}>
        <StudioField name="rate" label="Ставка, % годовых" value={shown(values.rate)} error={fields.rate} mask="number" maxLength={6} />
        <StudioField
          name="restcost"
          label="Остаточный платёж, % цены"
          value={shown(values.restcost)}
          error={fields.restcost}
          mask="number"
          maxLength={6}
          hint="0 — без остаточного платежа"
        />
        <StudioField
          name="terms"
          label="Сроки, месяцев"
          value={Array.isArray(values.terms) ? values.terms.join(", ") : shown(values.terms)}
          error={fields.terms}
          maxLength={100}
          hint="Через запятую: 12, 24, 36"
        />
      </div>
      <div className={styles.filters}>
        <StudioField
          name="fee_percent"
          label="Комиссия, % кредита"
          value={shown(values.fee_percent ?? "")}
          error={fields.fee_percent}
          required={false}
          mask="number"
          maxLength={6}
          hint="Разовая, при выдаче; 0 — без комиссии"
        />
        <StudioField
          name="insurance_percent"
          label="Страхование жизни, % кредита в год"
          value={shown(values.insurance_percent ?? "")}
          error={fields.insurance_percent}
          required={false}
          mask="number"
          maxLength={6}
          hint="Если оно условие ставки; 0 — не требуется"
        />
      </div>
      <ModelChoice legend="Модели (ни одной — программа для всех)" chosen={values.models ?? []} error={fields.models} />
      <StudioField
        name="order"
        label="Порядок в списке"
        type="number"
        inputMode="numeric"
        value={shown(values.order)}
        error={fields.order}
        maxLength={4}
        hint="Чем меньше число, тем выше программа в конфигураторе"
      />
      <label>
        <input type="checkbox" name="active" defaultChecked={values.active} /> Предлагать на сайте
      </label>
      <div className={styles.actions}>
        <SaveButton busy={busy} />
      </div>
    </Form>
  );
}

export default function StaffCreditProgramEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, csrfToken, comparison } = loaderData;
  const { busy, values, fields, hidden, message, error, changed } = useEditorAnswer<CreditProgramForm>(loaderData, actionData);
  // The form as typed since the page was drawn; reset with it when the page shows another version.
  const [typed, setTyped] = useState<{ base: number | undefined; form: CreditProgramForm } | null>(null);
  const current = typed && typed.base === item?.base ? typed.form : values;
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={csrfToken}>
      <EditorFrame
        back={{ href: "/staff/content/credit-programs", label: "Все кредитные программы" }}
        title={item ? `Кредитная программа: ${String(loaderData.draft.name)}` : "Новая кредитная программа"}
        item={item}
        message={message}
        error={error}
        changed={changed}
        form={
          <CreditProgramDraftForm
            key={item?.base ?? "new"}
            values={values}
            fields={fields}
            busy={busy}
            hidden={hidden}
            onChange={(form) => setTyped({ base: item?.base, form })}
          />
        }
        aside={
          <>
            <CreditCostPreview form={current} />
            {item ? (
              <PublishPanel
                item={item}
                busy={busy}
                hidden={hidden}
                goneToExample="/configurator"
                takenDown="Снятую программу сайт больше не предлагает: конфигуратор и автомобили в наличии её не показывают. Её версии остаются здесь, и её можно опубликовать снова."
              />
            ) : null}
            {item ? <HistoryPanel item={item} comparison={comparison} busy={busy} hidden={hidden} /> : null}
          </>
        }
      />
    </StaffShell>
  );
}
