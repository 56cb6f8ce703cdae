import { useState } from "react";
import { Form } from "react-router";
import { departments, type WorkerDraft } from "@contract/people";
import {
  EditorFrame,
  FieldError,
  HistoryPanel,
  LibraryChoice,
  PictureUpload,
  PublishPanel,
  SaveButton,
  StudioField,
  TitleAndAddress,
  useEditorAnswer,
  type HiddenFields,
} from "~/features/content-studio/editor-parts";
import { workerEditor } from "~/features/content-studio/editor-kinds";
import { editorAction, loadEditor, type LibraryImage } from "~/features/content-studio/editor.server";
import studio from "~/features/content-studio/studio.module.css";
import { staffHeaders } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-worker-editor";

export const handle = { staff: true };

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadEditor(request, context, workerEditor, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => editorAction(request, context, workerEditor, params.id);

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.item ? String(loaderData.draft.name) : "Новый сотрудник"} — редактор — Genesis Химки` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = StaffErrorBoundary;

/** The worker's fields as the team pages show them; a new worker's address follows the name until the editor types one. */
function WorkerDraftForm(props: {
  values: WorkerDraft;
  fields: Record<string, string>;
  library: readonly LibraryImage[];
  busy: boolean;
  saved: boolean;
  hidden: HiddenFields;
}) {
  const { values, fields, busy, saved } = props;
  const error = (name: string) => fields[name];
  return (
    <Form method="post" noValidate className={studio.form} aria-label="Сотрудник">
      {props.hidden("save")}
      <TitleAndAddress
        titleName="name"
        titleLabel="Имя и фамилия"
        title={values.name}
        code={values.slug}
        codeName="slug"
        prefix="/worker/"
        fixed={saved}
        fields={fields}
        hint={
          saved
            ? "Адрес не меняется: по нему страницу сотрудника знают ссылки и поисковики"
            : "Латинские буквы, цифры и дефисы; после первого сохранения не меняется"
        }
      />
      <StudioField name="position" label="Должность" value={values.position} error={error("position")} maxLength={150} />
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
        <StudioField
          name="since"
          label="В дилерском центре с (год)"
          type="number"
          inputMode="numeric"
          value={String(values.since)}
          error={error("since")}
          maxLength={4}
        />
        <StudioField
          name="email"
          label="Электронная почта"
          type="email"
          inputMode="email"
          value={values.email}
          error={error("email")}
          maxLength={200}
        />
      </div>
      <StudioField
        name="bio"
        label="О сотруднике"
        value={values.bio}
        error={error("bio")}
        multiline
        rows={8}
        maxLength={3000}
        hint="Абзацы разделяйте пустой строкой; первый абзац попадает в описание страницы для поисковиков"
      />
      <StudioField
        name="languages"
        label="Языки"
        value={values.languages}
        error={error("languages")}
        maxLength={300}
        hint="Через запятую, со строчной буквы: русский, английский"
      />
      <LibraryChoice
        name="photo"
        legend="Фотография"
        noneLabel="Без фотографии: на сайте инициалы в круге"
        chosen={values.photo}
        library={props.library}
        error={error("photo")}
      />
      <StudioField
        name="order"
        label="Порядок в отделе"
        type="number"
        inputMode="numeric"
        value={String(values.order)}
        error={error("order")}
        maxLength={3}
        hint="Чем меньше число, тем раньше сотрудник в своём отделе; руководителю — самое маленькое"
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

export default function StaffWorkerEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, csrfToken, comparison } = loaderData;
  const { busy, values, fields, hidden, message, error, changed } = useEditorAnswer<WorkerDraft>(loaderData, actionData);
  const [library, setLibrary] = useState<LibraryImage[]>(loaderData.library);
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={csrfToken}>
      <EditorFrame
        back={{ href: "/staff/content/workers", label: "Все сотрудники" }}
        title={item ? `Сотрудник: ${String(loaderData.draft.name)}` : "Новый сотрудник"}
        item={item}
        message={message}
        error={error}
        changed={changed}
        form={
          <WorkerDraftForm
            key={item?.base ?? "new"}
            values={values}
            fields={fields}
            library={library}
            busy={busy}
            saved={item !== null}
            hidden={hidden}
          />
        }
        aside={
          <>
            {item ? (
              <PublishPanel
                item={item}
                busy={busy}
                hidden={hidden}
                goneToExample="/workers.html"
                takenDown="Страница снятого сотрудника отвечает «больше не работает в дилерском центре» (410), а списки команды его не показывают; его версии остаются здесь."
              />
            ) : null}
            {item && item.status === "published" ? (
              <p>
                <a href={`/worker/${item.id}.html`} target="_blank" rel="noopener">
                  Открыть на сайте (в новой вкладке)
                </a>
              </p>
            ) : null}
            <PictureUpload
              csrfToken={csrfToken}
              onUploaded={(image) => setLibrary((current) => [image, ...current.filter((other) => other.hash !== image.hash)])}
            />
            {item ? <HistoryPanel item={item} comparison={comparison} busy={busy} hidden={hidden} /> : null}
          </>
        }
      />
    </StaffShell>
  );
}
