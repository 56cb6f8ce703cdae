import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { contentStatusLabels, type NewsDraft } from "@contract/content";
import { formatStaffTime } from "@contract/staff-labels";
import { slugOf } from "@contract/transliterate";
import { loadNewsEditor, newsEditorAction, type LibraryImage } from "~/features/content-studio/news-editor.server";
import studio from "~/features/content-studio/studio.module.css";
import { staffHeaders } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffNotice, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-news-editor";

export const handle = { staff: true };

// ProseMirror and TipTap load here only, on the editor's page, after the form (docs/decisions/0074).
const RichTextEditor = lazy(() => import("~/features/content-studio/rich-text-editor"));

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadNewsEditor(request, context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => newsEditorAction(request, context, params.id);

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.item ? `«${String(loaderData.draft.name)}»` : "Новая новость"} — редактор — Genesis Химки` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = StaffErrorBoundary;

function FieldError(props: { id: string; message?: string }) {
  return props.message ? (
    <span id={props.id} className={studio.fieldError}>
      {props.message}
    </span>
  ) : null;
}

/** The library's pictures as radio buttons (or checkboxes), with the upload of a new one. */
function PictureChoice(props: { name: string; multiple?: boolean; chosen: readonly string[]; library: readonly LibraryImage[]; legend: string; error?: string }) {
  return (
    <fieldset className={styles.panel} aria-describedby={props.error ? `${props.name}-error` : undefined}>
      <legend>{props.legend}</legend>
      <FieldError id={`${props.name}-error`} message={props.error} />
      <div className={studio.library}>
        {props.library.map((image) => (
          <label key={image.hash} className={studio.pick}>
            <input type={props.multiple ? "checkbox" : "radio"} name={props.name} value={image.src} defaultChecked={props.chosen.includes(image.src)} aria-label={image.alt} />
            <img src={image.src.replace(/-960\.jpeg$/, "-480.jpeg")} alt="" width={160} height={90} loading="lazy" />
          </label>
        ))}
        {props.chosen
          .filter((src) => !props.library.some((image) => image.src === src))
          .map((src) => (
            <label key={src} className={studio.pick}>
              <input type={props.multiple ? "checkbox" : "radio"} name={props.name} value={src} defaultChecked aria-label={`Текущая картинка ${src}`} />
              <img src={src} alt="" width={160} height={90} loading="lazy" />
            </label>
          ))}
      </div>
    </fieldset>
  );
}

/** The upload of a picture to the library: its file and what it shows. */
function PictureUpload(props: { csrfToken: string; onUploaded: (image: LibraryImage) => void }) {
  const fetcher = useFetcher<{ ok: boolean; message: string; image: LibraryImage | null }>();
  const { onUploaded } = props;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const image = fetcher.data?.image;
    if (image && seen.current !== image.hash) {
      seen.current = image.hash;
      onUploaded(image);
    }
  }, [fetcher.data, onUploaded]);
  return (
    <fetcher.Form method="post" action="/staff/content/images" encType="multipart/form-data" className={styles.panel} aria-label="Загрузить картинку">
      <h2 className={styles.muted}>Загрузить картинку в библиотеку</h2>
      <input type="hidden" name="csrf" value={props.csrfToken} />
      <label className={styles.field}>
        Файл: JPEG, PNG, WebP или AVIF, до 15 МБ, не уже 960 пикселей
        <input type="file" name="file" accept="image/jpeg,image/png,image/webp,image/avif" required />
      </label>
      <label className={styles.field}>
        Что на картинке (для незрячих посетителей и поисковиков)
        <input type="text" name="alt" required minLength={3} maxLength={200} />
      </label>
      <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Загружаем…" : "Загрузить"}
      </button>
      <StaffNotice message={fetcher.data?.message} error={fetcher.data ? !fetcher.data.ok : false} />
    </fetcher.Form>
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
  const [code, setCode] = useState(values.code);
  const [codeTouched, setCodeTouched] = useState(Boolean(values.code));
  const describe = (name: string) => (fields[name] ? `${name}-error` : undefined);
  return (
    <Form method="post" className={studio.form} aria-label="Новость">
      {props.hidden}
      <label className={styles.field}>
        Заголовок
        <input
          type="text"
          name="name"
          required
          maxLength={200}
          defaultValue={values.name}
          aria-invalid={fields.name ? true : undefined}
          aria-describedby={describe("name")}
          onChange={(event) => {
            if (!codeTouched) setCode(slugOf(event.currentTarget.value));
          }}
        />
        <FieldError id="name-error" message={fields.name} />
      </label>
      <label className={styles.field}>
        Адрес страницы
        <span className={studio.prefixed}>
          /news/
          <input
            type="text"
            name="code"
            required
            maxLength={80}
            value={code}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            aria-invalid={fields.code ? true : undefined}
            aria-describedby={describe("code") ?? "code-hint"}
            onChange={(event) => {
              setCodeTouched(true);
              setCode(event.currentTarget.value);
            }}
          />
          .html
        </span>
        <span id="code-hint" className={styles.muted}>
          Латинские буквы, цифры и дефисы; составляется из заголовка, пока вы его не измените
        </span>
        <FieldError id="code-error" message={fields.code} />
      </label>
      <label className={styles.field}>
        Дата и время публикации (московское время)
        <input type="datetime-local" name="date" required defaultValue={values.date} aria-invalid={fields.date ? true : undefined} aria-describedby={describe("date")} />
        <FieldError id="date-error" message={fields.date} />
      </label>
      <label className={styles.field}>
        Анонс — одна-две фразы для списка новостей
        <textarea name="preview_description" required maxLength={400} defaultValue={values.preview_description} aria-invalid={fields.preview_description ? true : undefined} aria-describedby={describe("preview_description")} />
        <FieldError id="preview_description-error" message={fields.preview_description} />
      </label>
      <PictureChoice name="preview_file" chosen={values.preview_file ? [values.preview_file] : []} library={library} legend="Картинка анонса" error={fields.preview_file} />
      <div className={styles.field}>
        <span id="body-label">Текст новости</span>
        <FieldError id="description-error" message={fields.description} />
        <Suspense
          fallback={
            <textarea className={studio.source} name="description" defaultValue={values.description} aria-labelledby="body-label" aria-describedby={describe("description")} />
          }
        >
          <RichTextEditor name="description" defaultValue={values.description} pictures={library} labelId="body-label" describedBy={describe("description")} />
        </Suspense>
      </div>
      <PictureChoice name="additional_photos" multiple chosen={values.additional_photos} library={library} legend="Дополнительные фотографии (до 12)" error={fields.additional_photos} />
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
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Сохраняем…" : "Сохранить черновик"}
        </button>
        {props.previewHref ? (
          <a href={props.previewHref} target="_blank" rel="noopener">
            Предпросмотр сохранённой версии (в новой вкладке)
          </a>
        ) : null}
      </div>
    </Form>  );
}

export default function StaffNewsEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, csrfToken, comparison } = loaderData;
  const busy = useNavigation().state === "submitting";
  const values: NewsDraft = (actionData && "values" in actionData && actionData.values) || loaderData.draft;
  const fields = (actionData && "fields" in actionData && actionData.fields) || {};
  const [library, setLibrary] = useState<LibraryImage[]>(loaderData.library);
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="csrf" value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="base" value={item?.base ?? 0} />
    </>
  );
  const message = actionData?.message ?? (loaderData.justSaved ? "Черновик сохранён" : null);
  const changed = actionData && "changed" in actionData ? actionData.changed : undefined;
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={csrfToken}>
      <p>
        <Link to="/staff/content/news">← Все новости</Link>
      </p>
      <h1 className={styles.title}>{item ? `Новость: ${String(loaderData.draft.name)}` : "Новая новость"}</h1>
      {item ? (
        <p className={styles.muted}>
          {contentStatusLabels[item.status]}
          {item.status === "scheduled" && item.publishAt ? ` на ${formatStaffTime(item.publishAt)}` : ""}
          {item.published !== null && item.published !== item.base ? ` · на сайте версия ${item.published}, в редакторе ${item.base}` : ""}
          {item.base > 0 ? ` · версия ${item.base}` : " · как в поставке сайта"}
        </p>
      ) : null}
      <StaffNotice message={message} error={actionData ? !actionData.ok : false} />
      {changed && changed.length > 0 ? <p className={styles.muted}>Изменены поля: {changed.join(", ")}</p> : null}
      <div className={studio.columns}>
        {/* Keyed by the revision it edits: after a save or a restore the fields show that revision, not what was typed before. */}
        <NewsDraftForm key={item?.base ?? "new"} values={values} fields={fields} library={library} busy={busy} hidden={hidden("save")} previewHref={item ? `/staff/preview/news/${item.id}?revision=${item.base}` : null} />
        <div>
          {item ? (
            <section className={styles.panel} aria-labelledby="publish-title">
              <h2 id="publish-title">Публикация</h2>
              <Form method="post" className={styles.stack}>
                {hidden("publish")}
                <button type="submit" className="button" disabled={busy}>
                  Опубликовать версию {item.base} сейчас
                </button>
              </Form>
              <Form method="post" className={styles.stack} aria-label="Запланировать публикацию">
                {hidden("schedule")}
                <label className={styles.field}>
                  Опубликовать позже (московское время)
                  <input type="datetime-local" name="at" required />
                </label>
                <button type="submit" disabled={busy}>
                  Запланировать
                </button>
              </Form>
              <Form method="post" className={styles.stack} aria-label="Снять с публикации">
                {hidden("take-down")}
                <label className={styles.field}>
                  Куда вести посетителей (необязательно; пусто — «снято с публикации», ответ 410)
                  <input type="text" name="goneTo" placeholder="/news.html" maxLength={300} pattern="/[a-z0-9/._-]*" />
                </label>
                <button type="submit" disabled={busy}>
                  Снять с публикации
                </button>
              </Form>
              <Form method="post">
                {hidden(item.status === "deleted" ? "undelete" : "delete")}
                <button type="submit" disabled={busy}>
                  {item.status === "deleted" ? "Вернуть из удалённых" : "Удалить (можно вернуть 30 дней)"}
                </button>
              </Form>
            </section>
          ) : null}
          <PictureUpload csrfToken={csrfToken} onUploaded={(image) => setLibrary((current) => [image, ...current.filter((other) => other.hash !== image.hash)])} />
          {item && item.history.length > 0 ? (
            <section className={styles.panel} aria-labelledby="history-title">
              <h2 id="history-title">История изменений</h2>
              {comparison ? (
                <p className={styles.notice} data-kind="ok">
                  Версия {comparison.number} отличается от текущей ({item.base}): {comparison.fields.length > 0 ? comparison.fields.join(", ") : "ничем"}
                </p>
              ) : null}
              <ol className={studio.history} reversed>
                {item.history.map((entry) => (
                  <li key={entry.number}>
                    <span>
                      Версия {entry.number} · {formatStaffTime(entry.createdAt)} · {entry.author}
                      {entry.note ? ` · ${entry.note}` : ""}
                      {entry.number === item.published ? " · на сайте" : ""}
                    </span>
                    {entry.number !== item.base ? (
                      <span className={styles.actions}>
                        <Link to={`?compare=${entry.number}`}>Сравнить с текущей</Link>
                        <Form method="post">
                          {hidden("restore")}
                          <input type="hidden" name="number" value={entry.number} />
                          <button type="submit" disabled={busy} aria-label={`Восстановить версию ${entry.number}`}>
                            Восстановить
                          </button>
                        </Form>
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </div>
      </div>
    </StaffShell>
  );
}
