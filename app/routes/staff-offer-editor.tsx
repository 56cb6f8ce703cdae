import { Form } from "react-router";
import { specialOfferKinds } from "@contract/special-offer";
import type { OfferDraft } from "@contract/content";
import { offerKindLabels } from "~/features/offers/offers";
import {
  EditorFrame,
  FieldError,
  HistoryPanel,
  ModelChoice,
  PublishPanel,
  SaveButton,
  StudioField,
  TitleAndAddress,
  useEditorAnswer,
  type HiddenFields,
} from "~/features/content-studio/editor-parts";
import { offerEditor } from "~/features/content-studio/editor-kinds";
import { editorAction, loadEditor } from "~/features/content-studio/editor.server";
import studio from "~/features/content-studio/studio.module.css";
import { staffHeaders } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-offer-editor";

export const handle = { staff: true };

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadEditor(request, context, offerEditor, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => editorAction(request, context, offerEditor, params.id);

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.item ? `«${String(loaderData.draft.title)}»` : "Новое предложение"} — редактор — Genesis Химки` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = StaffErrorBoundary;

/** The offer's fields; a new offer's address follows its title until its editor types one, and is fixed once saved. */
function OfferDraftForm(props: {
  values: OfferDraft;
  fields: Record<string, string>;
  busy: boolean;
  saved: boolean;
  hidden: HiddenFields;
}) {
  const { values, fields, busy, saved } = props;
  const error = (name: string) => fields[name];
  return (
    <Form method="post" noValidate className={studio.form} aria-label="Специальное предложение">
      {props.hidden("save")}
      <TitleAndAddress
        titleName="title"
        title={values.title}
        code={values.code}
        prefix="/special-offers/"
        fixed={saved}
        fields={fields}
        hint={
          saved
            ? "Адрес не меняется: по нему предложение знают ссылки и поисковики"
            : "Латинские буквы, цифры и дефисы; после первого сохранения не меняется"
        }
      />
      <label className={styles.field}>
        О чём предложение
        <select
          name="kind"
          defaultValue={values.kind}
          aria-invalid={error("kind") ? true : undefined}
          aria-describedby={error("kind") ? "kind-error" : undefined}
        >
          {specialOfferKinds.map((kind) => (
            <option key={kind} value={kind}>
              {offerKindLabels[kind]}
            </option>
          ))}
        </select>
        <FieldError id="kind-error" message={error("kind")} />
      </label>
      <StudioField
        name="short"
        label="Коротко — одна фраза для списка предложений"
        value={values.short}
        error={error("short")}
        multiline
        maxLength={300}
      />
      <StudioField
        name="full"
        label="Текст"
        value={values.full}
        error={error("full")}
        multiline
        rows={8}
        maxLength={8000}
        hint="Абзацы разделяйте пустой строкой"
      />
      <StudioField
        name="terms"
        label="Условия"
        value={values.terms}
        error={error("terms")}
        multiline
        maxLength={4000}
        hint="Каждое условие — с новой строки, не больше 12"
      />
      <div className={styles.filters}>
        <label className={styles.field}>
          Начало (включительно)
          <input
            type="date"
            name="validFrom"
            required
            defaultValue={values.validFrom}
            aria-invalid={error("validFrom") ? true : undefined}
            aria-describedby={error("validFrom") ? "validFrom-error" : undefined}
          />
          <FieldError id="validFrom-error" message={error("validFrom")} />
        </label>
        <label className={styles.field}>
          Окончание (включительно)
          <input
            type="date"
            name="validTo"
            required
            defaultValue={values.validTo}
            aria-invalid={error("validTo") ? true : undefined}
            aria-describedby={error("validTo") ? "validTo-error" : "validTo-hint"}
          />
          <span id="validTo-hint" className={styles.muted}>
            На следующий день предложение само уходит из списка действующих
          </span>
          <FieldError id="validTo-error" message={error("validTo")} />
        </label>
      </div>
      <ModelChoice legend="Модели (ни одной — предложение для всех)" chosen={values.models} error={error("models")} />
      <StudioField
        name="legal"
        label="Юридические условия (мелкий шрифт под предложением)"
        value={values.legal}
        error={error("legal")}
        multiline
        maxLength={4000}
      />
      <div className={styles.actions}>
        <SaveButton busy={busy} />
      </div>
    </Form>
  );
}

export default function StaffOfferEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, csrfToken, comparison } = loaderData;
  const { busy, values, fields, hidden, message, error, changed } = useEditorAnswer<OfferDraft>(loaderData, actionData);
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={csrfToken}>
      <EditorFrame
        back={{ href: "/staff/content/offers", label: "Все предложения" }}
        title={item ? `Предложение: ${String(loaderData.draft.title)}` : "Новое предложение"}
        item={item}
        message={message}
        error={error}
        changed={changed}
        form={
          <OfferDraftForm key={item?.base ?? "new"} values={values} fields={fields} busy={busy} saved={item !== null} hidden={hidden} />
        }
        aside={
          <>
            {item ? <PublishPanel item={item} busy={busy} hidden={hidden} goneToExample="/special-offers.html" /> : null}
            {item && item.status === "published" ? (
              <p>
                <a href={`/special-offers/${item.id}.html`} target="_blank" rel="noopener">
                  Открыть на сайте (в новой вкладке)
                </a>
              </p>
            ) : null}
            {item ? <HistoryPanel item={item} comparison={comparison} busy={busy} hidden={hidden} /> : null}
          </>
        }
      />
    </StaffShell>
  );
}
