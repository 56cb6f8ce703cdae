import { lazy, Suspense, useState, type ReactNode } from "react";
import { Form } from "react-router";
import type { NewsDraft } from "@contract/content";
import {
  EditorFrame,
  FieldError,
  HistoryPanel,
  PictureUpload,
  PublishPanel,
  SaveButton,
  TitleAndAddress,
  useEditorAnswer,
} from "~/features/content-studio/editor-parts";
import { newsEditor } from "~/features/content-studio/editor-kinds";
import { editorAction, loadEditor, type LibraryImage } from "~/features/content-studio/editor.server";
import studio from "~/features/content-studio/studio.module.css";
import { staffHeaders } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-news-editor";

export const handle = { staff: true };

// ProseMirror and TipTap load here only, on the editor's page, after the form (docs/decisions/0074).
const RichTextEditor = lazy(() => import("~/features/content-studio/rich-text-editor"));

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadEditor(request, context, newsEditor, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => editorAction(request, context, newsEditor, params.id);

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.item ? `«${String(loaderData.draft.name)}»` : "Новая новость"} — редактор — Genesis Химки` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = StaffErrorBoundary;

/** The library's pictures as radio buttons (or checkboxes), with the upload of a new one. */
function PictureChoice(props: {
  name: string;
  multiple?: boolean;
  chosen: readonly string[];
  library: readonly LibraryImage[];
  legend: string;
  error?: string;
}) {
  return (
    <fieldset className={styles.panel} aria-describedby={props.error ? `${props.name}-error` : undefined}>
      <legend>{props.legend}</legend>
      <FieldError id={`${props.name}-error`} message={props.error} />
      <div className={studio.library}>
        {props.library.map((image) => (
          <label key={image.hash} className={studio.pick}>
            <input
              type={props.multiple ? "checkbox" : "radio"}
              name={props.name}
              value={image.src}
              defaultChecked={props.chosen.includes(image.src)}
              aria-label={image.alt}
            />
            <img src={image.src.replace(/-960\.jpeg$/, "-480.jpeg")} alt="" width={160} height={90} loading="lazy" />
          </label>
        ))}
        {props.chosen
          .filter((src) => !props.library.some((image) => image.src === src))
          .map((src) => (
            <label key={src} className={studio.pick}>
              <input
                type={props.multiple ? "checkbox" : "radio"}
                name={props.name}
                value={src}
                defaultChecked
                aria-label={`Текущая картинка ${src}`}
              />
              <img src={src} alt="" width={160} height={90} loading="lazy" />
            </label>
          ))}
      </div>
    </fieldset>
  );
}

/** The draft's fields; its address follows the title until the editor types one of her own. */
function NewsDraftForm(props: {
  values: NewsDraft;
  fields: Record<string, string>;
  library: readonly LibraryImage[];
  busy: boolean;
  hidden: ReactNode;
  previewHref: string | null;
}) {
  const { values, fields, library, busy } = props;
  const describe = (name: string) => (fields[name] ? `${name}-error` : undefined);
  return (
    <Form method="post" noValidate className={studio.form} aria-label="Новость">
      {props.hidden}
      <TitleAndAddress
        titleName="name"
        title={values.name}
        code={values.code}
        prefix="/news/"
        fields={fields}
        hint="Латинские буквы, цифры и дефисы; составляется из заголовка, пока вы его не измените"
      />
      <label className={styles.field}>
        Дата и время публикации (московское время)
        <input
          type="datetime-local"
          name="date"
          required
          defaultValue={values.date}
          aria-invalid={fields.date ? true : undefined}
          aria-describedby={describe("date")}
        />
        <FieldError id="date-error" message={fields.date} />
      </label>
      <label className={styles.field}>
        Анонс — одна-две фразы для списка новостей
        <textarea
          name="preview_description"
          required
          maxLength={400}
          defaultValue={values.preview_description}
          aria-invalid={fields.preview_description ? true : undefined}
          aria-describedby={describe("preview_description")}
        />
        <FieldError id="preview_description-error" message={fields.preview_description} />
      </label>
      <PictureChoice
        name="preview_file"
        chosen={values.preview_file ? [values.preview_file] : []}
        library={library}
        legend="Картинка анонса"
        error={fields.preview_file}
      />
      <div className={styles.field}>
        <span id="body-label">Текст новости</span>
        <FieldError id="description-error" message={fields.description} />
        <Suspense
          fallback={
            <textarea
              className={studio.source}
              name="description"
              defaultValue={values.description}
              aria-labelledby="body-label"
              aria-describedby={describe("description")}
            />
          }
        >
          <RichTextEditor
            name="description"
            defaultValue={values.description}
            pictures={library}
            labelId="body-label"
            describedBy={describe("description")}
          />
        </Suspense>
      </div>
      <PictureChoice
        name="additional_photos"
        multiple
        chosen={values.additional_photos}
        library={library}
        legend="Дополнительные фотографии (до 12)"
        error={fields.additional_photos}
      />
      <label className={styles.field}>
        Заголовок для поисковиков (если пусто — заголовок новости)
        <input type="text" name="metaTitle" maxLength={120} defaultValue={values.metaTitle} />
      </label>
      <label className={styles.field}>
        Описание для поисковиков (если пусто — анонс)
        <textarea name="metaDescription" maxLength={300} defaultValue={values.metaDescription} />
      </label>
      <label className={styles.actions}>
        <input type="checkbox" name="active" defaultChecked={values.active} />
        Показывать на сайте
      </label>
      <div className={styles.actions}>
        <SaveButton busy={busy} />
        {props.previewHref ? (
          <a href={props.previewHref} target="_blank" rel="noopener">
            Предпросмотр сохранённой версии (в новой вкладке)
          </a>
        ) : null}
      </div>
    </Form>
  );
}

export default function StaffNewsEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, csrfToken, comparison } = loaderData;
  const { busy, values, fields, hidden, message, error, changed } = useEditorAnswer<NewsDraft>(loaderData, actionData);
  const [library, setLibrary] = useState<LibraryImage[]>(loaderData.library);
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={csrfToken}>
      <EditorFrame
        back={{ href: "/staff/content/news", label: "Все новости" }}
        title={item ? `Новость: ${String(loaderData.draft.name)}` : "Новая новость"}
        item={item}
        message={message}
        error={error}
        changed={changed}
        form={
          // Keyed by the revision it edits: after a save or a restore the fields show that revision, not what was typed before.
          <NewsDraftForm
            key={item?.base ?? "new"}
            values={values}
            fields={fields}
            library={library}
            busy={busy}
            hidden={hidden("save")}
            previewHref={item ? `/staff/preview/news/${item.id}?revision=${item.base}` : null}
          />
        }
        aside={
          <>
            {item ? <PublishPanel item={item} busy={busy} hidden={hidden} goneToExample="/news.html" /> : null}
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
