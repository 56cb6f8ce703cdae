import { Form } from "react-router";
import { departments, type VacancyDraft } from "@contract/people";
import {
  EditorFrame,
  FieldError,
  HistoryPanel,
  PublishPanel,
  SaveButton,
  StudioField,
  TitleAndAddress,
  useEditorAnswer,
  type HiddenFields,
} from "~/features/content-studio/editor-parts";
import { vacancyEditor } from "~/features/content-studio/editor-kinds";
import { editorAction, loadEditor } from "~/features/content-studio/editor.server";
import studio from "~/features/content-studio/studio.module.css";
import { staffHeaders } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-vacancy-editor";

export const handle = { staff: true };

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadEditor(request, context, vacancyEditor, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => editorAction(request, context, vacancyEditor, params.id);

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.item ? `«${String(loaderData.draft.title)}»` : "Новая вакансия"} — редактор — Genesis Химки` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = StaffErrorBoundary;

/** The vacancy's fields as the page shows them; a new vacancy's address follows its title until its editor types one. */
function VacancyDraftForm(props: {
  values: VacancyDraft;
  fields: Record<string, string>;
  busy: boolean;
  saved: boolean;
  hidden: HiddenFields;
}) {
  const { values, fields, busy, saved } = props;
  const error = (name: string) => fields[name];
  return (
    <Form method="post" noValidate className={studio.form} aria-label="Вакансия">
      {props.hidden("save")}
      <TitleAndAddress
        titleName="title"
        titleLabel="Название вакансии"
        title={values.title}
        code={values.code}
        prefix="/vakansii.html#"
        suffix=""
        addressLabel="Адрес на странице вакансий"
        fixed={saved}
        fields={fields}
        hint={
          saved
            ? "Адрес не меняется: по нему на вакансию ведут ссылки"
            : "Латинские буквы, цифры и дефисы; после первого сохранения не меняется"
        }
      />
      <label className={styles.field}>
        Отдел
        <select
          name="department"
          defaultValue={values.department}
          aria-invalid={error("department") ? true : undefined}
          aria-describedby={error("department") ? "department-error" : undefined}
        >
          {departments.map((department) => (
            <option key={department.id} value={department.id}>
              {department.name}
            </option>
          ))}
        </select>
        <FieldError id="department-error" message={error("department")} />
      </label>
      <div className={styles.filters}>
        <StudioField name="employment" label="Занятость" value={values.employment} error={error("employment")} maxLength={60} />
        <StudioField name="schedule" label="График" value={values.schedule} error={error("schedule")} maxLength={60} />
        <StudioField
          name="salary"
          label="Доход"
          value={values.salary}
          error={error("salary")}
          required={false}
          maxLength={60}
          hint="Например, «Доход от 150 000 ₽»; пусто — без дохода"
        />
      </div>
      <StudioField
        name="summary"
        label="Коротко о работе"
        value={values.summary}
        error={error("summary")}
        multiline
        rows={3}
        maxLength={500}
      />
      <StudioField
        name="duties"
        label="Обязанности"
        value={values.duties}
        error={error("duties")}
        multiline
        rows={5}
        maxLength={5000}
        hint="Каждая обязанность — с новой строки"
      />
      <StudioField
        name="requirements"
        label="Требования"
        value={values.requirements}
        error={error("requirements")}
        multiline
        rows={5}
        maxLength={5000}
        hint="Каждое требование — с новой строки"
      />
      <StudioField
        name="conditions"
        label="Условия"
        value={values.conditions}
        error={error("conditions")}
        multiline
        rows={6}
        maxLength={5000}
        hint="Каждое условие — с новой строки, включая общие: оформление по ТК, ДМС, обучение"
      />
      <StudioField
        name="order"
        label="Порядок на странице"
        type="number"
        inputMode="numeric"
        value={String(values.order)}
        error={error("order")}
        maxLength={3}
        hint="Чем меньше число, тем выше вакансия в списке"
      />
      <label>
        <input type="checkbox" name="active" defaultChecked={values.active} /> Показывать на сайте
      </label>
      <div className={styles.actions}>
        <SaveButton busy={busy} />
      </div>
    </Form>
  );
}

export default function StaffVacancyEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, csrfToken, comparison } = loaderData;
  const { busy, values, fields, hidden, message, error, changed } = useEditorAnswer<VacancyDraft>(loaderData, actionData);
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={csrfToken}>
      <EditorFrame
        back={{ href: "/staff/content/vacancies", label: "Все вакансии" }}
        title={item ? `Вакансия: ${String(loaderData.draft.title)}` : "Новая вакансия"}
        item={item}
        message={message}
        error={error}
        changed={changed}
        form={
          <VacancyDraftForm key={item?.base ?? "new"} values={values} fields={fields} busy={busy} saved={item !== null} hidden={hidden} />
        }
        aside={
          <>
            {item ? (
              <PublishPanel
                item={item}
                busy={busy}
                hidden={hidden}
                goneToExample="/vakansii.html"
                takenDown="Снятая вакансия пропадает из списка на странице вакансий; её версии остаются здесь, и её можно опубликовать снова."
              />
            ) : null}
            {item && item.status === "published" ? (
              <p>
                <a href={`/vakansii.html#${item.id}`} target="_blank" rel="noopener">
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
