// The parts every editor of the studio shares: a field's message, the publishing panel (now, later,
// take down, delete) and the history with compare and restore.
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { contentStatusLabels, type ContentItem } from "@contract/content";
import { modelCodes } from "@contract/model-codes";
import { formatStaffTime, staffModelName } from "@contract/staff-labels";
import { slugOf } from "@contract/transliterate";
import { MaskedInput } from "~/features/leads/masked-input";
import type { MaskName } from "~/features/leads/masks";
import { StaffNotice } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { LibraryImage } from "./editor.server";
import studio from "./studio.module.css";

/** The hidden fields of a form posting `intent` on the revision the page shows. */
export type HiddenFields = (intent: string) => ReactNode;

/** The hidden fields of the editor's forms: the session's CSRF token, what the button does, the revision it is based on. */
export function hiddenFields(csrfToken: string, item: ContentItem | null): HiddenFields {
  return (intent) => (
    <>
      <input type="hidden" name="csrf" value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="base" value={item?.base ?? 0} />
    </>
  );
}

/** Where the item stands: its state, the version on the site and the one in the editor. */
export function EditorStatus(props: { item: ContentItem | null }) {
  const { item } = props;
  if (!item) return null;
  return (
    <p className={styles.muted}>
      {contentStatusLabels[item.status]}
      {item.status === "scheduled" && item.publishAt ? ` на ${formatStaffTime(item.publishAt)}` : ""}
      {item.published !== null && item.published !== item.base ? ` · на сайте версия ${item.published}, в редакторе ${item.base}` : ""}
      {item.base > 0 ? ` · версия ${item.base}` : " · как в поставке сайта"}
    </p>
  );
}

export function FieldError(props: { id: string; message?: string }) {
  return props.message ? (
    <span id={props.id} className={studio.fieldError}>
      {props.message}
    </span>
  ) : null;
}

/**
 * Publish now or later, take down (410 or a redirect), delete or bring back. `goneToExample` null: the
 * item is always on the site (the contacts) and is only changed and published. `takenDown`: what taking
 * the item down does, for kinds whose address never sends visitors elsewhere (a vacancy, a worker).
 */
export function PublishPanel(props: {
  item: ContentItem;
  busy: boolean;
  hidden: HiddenFields;
  goneToExample: string | null;
  takenDown?: string;
}) {
  const { item, busy, hidden, goneToExample, takenDown } = props;
  return (
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
      {goneToExample === null ? null : (
        <>
          <Form method="post" className={styles.stack} aria-label="Снять с публикации">
            {hidden("take-down")}
            {takenDown ? (
              <p className={styles.muted}>{takenDown}</p>
            ) : (
              <label className={styles.field}>
                Куда вести посетителей (необязательно; пусто — «снято с публикации», ответ 410)
                <input type="text" name="goneTo" placeholder={goneToExample} maxLength={300} pattern="/[a-z0-9/._-]*" />
              </label>
            )}
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
        </>
      )}
    </section>
  );
}

/** Every version with who saved it and when; compare one with the current, restore it. */
export function HistoryPanel(props: {
  item: ContentItem;
  comparison: { number: number; fields: string[] } | null;
  busy: boolean;
  hidden: HiddenFields;
}) {
  const { item, comparison, busy, hidden } = props;
  if (item.history.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="history-title">
      <h2 id="history-title">История изменений</h2>
      {comparison ? (
        <p className={styles.notice} data-kind="ok">
          Версия {comparison.number} отличается от текущей ({item.base}):{" "}
          {comparison.fields.length > 0 ? comparison.fields.join(", ") : "ничем"}
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
  );
}

/**
 * The title and the page's address: the address is made from the title in latin letters until its
 * editor types one; `fixed` shows it read-only (an address links and search engines know).
 */
export function TitleAndAddress(props: {
  titleName: string;
  title: string;
  code: string;
  prefix: string;
  fixed?: boolean;
  fields: Record<string, string>;
  hint: string;
  /** The title field's label; «Заголовок» by default. */
  titleLabel?: string;
  /** The address field's name; `code` by default. */
  codeName?: string;
  /** What follows the address; `.html` by default (none for an anchor on a page). */
  suffix?: string;
  /** The address field's label; «Адрес страницы» by default. */
  addressLabel?: string;
}) {
  const {
    titleName,
    fields,
    fixed = false,
    titleLabel = "Заголовок",
    codeName = "code",
    suffix = ".html",
    addressLabel = "Адрес страницы",
  } = props;
  const [code, setCode] = useState(props.code);
  const [codeTouched, setCodeTouched] = useState(Boolean(props.code));
  return (
    <>
      <label className={styles.field}>
        {titleLabel}
        <input
          type="text"
          name={titleName}
          required
          maxLength={200}
          defaultValue={props.title}
          aria-invalid={fields[titleName] ? true : undefined}
          aria-describedby={fields[titleName] ? `${titleName}-error` : undefined}
          onChange={(event) => {
            if (!codeTouched && !fixed) setCode(slugOf(event.currentTarget.value));
          }}
        />
        <FieldError id={`${titleName}-error`} message={fields[titleName]} />
      </label>
      <label className={styles.field}>
        {addressLabel}
        <span className={studio.prefixed}>
          {props.prefix}
          <input
            type="text"
            name={codeName}
            required
            maxLength={80}
            value={code}
            readOnly={fixed}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            aria-invalid={fields[codeName] ? true : undefined}
            aria-describedby={fields[codeName] ? `${codeName}-error` : `${codeName}-hint`}
            onChange={(event) => {
              setCodeTouched(true);
              setCode(event.currentTarget.value);
            }}
          />
          {suffix}
        </span>
        <span id={`${codeName}-hint`} className={styles.muted}>
          {props.hint}
        </span>
        <FieldError id={`${codeName}-error`} message={fields[codeName]} />
      </label>
    </>
  );
}

/** An editor page's frame: the way back, the title, where the item stands, the last answer, the form and its side. */
export function EditorFrame(props: {
  back: { href: string; label: string };
  title: string;
  item: ContentItem | null;
  message: string | null | undefined;
  error: boolean;
  changed?: string[];
  form: ReactNode;
  aside: ReactNode;
}) {
  return (
    <>
      <p>
        <Link to={props.back.href}>← {props.back.label}</Link>
      </p>
      <h1 className={styles.title}>{props.title}</h1>
      <EditorStatus item={props.item} />
      <StaffNotice message={props.message} error={props.error} />
      {props.changed && props.changed.length > 0 ? <p className={styles.muted}>Изменены поля: {props.changed.join(", ")}</p> : null}
      <div className={studio.columns}>
        {props.form}
        <div>{props.aside}</div>
      </div>
    </>
  );
}

/** What an editor page shows after its last answer: the form's values (as typed, when refused), each field's message, the notice. */
export function useEditorAnswer<Draft>(
  loaderData: { draft: Draft; item: ContentItem | null; csrfToken: string; justSaved: boolean },
  actionData: { ok: boolean; message: string; fields?: Record<string, string>; changed?: string[]; values?: Draft } | undefined,
) {
  return {
    // Busy until the page has read the item again: the answer's message shows while the loaders still run,
    // and a button pressed then would send the version the page held before the save (a publish of the
    // text without the change just saved).
    busy: useNavigation().state !== "idle",
    values: actionData?.values ?? loaderData.draft,
    fields: actionData?.fields ?? {},
    hidden: hiddenFields(loaderData.csrfToken, loaderData.item),
    message: actionData?.message ?? (loaderData.justSaved ? "Черновик сохранён" : null),
    error: actionData ? !actionData.ok : false,
    changed: actionData?.changed,
  };
}

/**
 * One field of an editor's form: its label, then the hint and the message, which follow the label so the
 * field's name is its label alone and they are read as its description.
 */
export function StudioField(props: {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  multiline?: boolean;
  rows?: number;
  type?: string;
  inputMode?: "tel" | "numeric" | "email" | "url";
  required?: boolean;
  maxLength: number;
  /** A sum or a number typed as the site's forms take them («1 234 567», «14,9»): the masks of docs/decisions/0095. */
  mask?: MaskName;
}) {
  const { name, error, hint, required = true } = props;
  const common = {
    name,
    required,
    maxLength: props.maxLength,
    defaultValue: props.value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [error ? `${name}-error` : null, hint ? `${name}-hint` : null].filter(Boolean).join(" ") || undefined,
  };
  return (
    <div className={styles.field}>
      <label className={styles.field}>
        {props.label}
        {props.multiline ? (
          <textarea {...common} rows={props.rows ?? 4} />
        ) : props.mask ? (
          <MaskedInput mask={props.mask} {...common} />
        ) : (
          <input type={props.type ?? "text"} inputMode={props.inputMode} {...common} />
        )}
      </label>
      {hint ? (
        <span id={`${name}-hint`} className={styles.muted}>
          {hint}
        </span>
      ) : null}
      <FieldError id={`${name}-error`} message={error} />
    </div>
  );
}

/** The models an item is for, as checkboxes named `models`; none chosen means every model. */
export function ModelChoice(props: { legend: string; chosen: readonly string[]; error?: string }) {
  return (
    <fieldset className={styles.panel}>
      <legend>{props.legend}</legend>
      <FieldError id="models-error" message={props.error} />
      <div className={styles.actions}>
        {modelCodes.map((model) => (
          <label key={model}>
            <input type="checkbox" name="models" value={model} defaultChecked={props.chosen.includes(model)} /> {staffModelName(model)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The form's «Сохранить черновик», which says so while the save is under way. */
export function SaveButton(props: { busy: boolean }) {
  return (
    <button type="submit" className="button" disabled={props.busy}>
      {props.busy ? "Сохраняем…" : "Сохранить черновик"}
    </button>
  );
}

/** The upload of a picture to the library: its file and what it shows. */
export function PictureUpload(props: { csrfToken: string; onUploaded: (image: LibraryImage) => void }) {
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
    <fetcher.Form
      method="post"
      action="/staff/content/images"
      encType="multipart/form-data"
      className={styles.panel}
      aria-label="Загрузить картинку"
    >
      <h2 className={styles.muted}>Загрузить картинку в библиотеку</h2>
      <input type="hidden" name="csrf" value={props.csrfToken} />
      <FileDropField
        label="Файл: JPEG, PNG, WebP или AVIF, до 15 МБ, не уже 960 пикселей"
        accept="image/jpeg,image/png,image/webp,image/avif"
        what="картинку"
      />
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

/**
 * A file field that also takes a file dropped on it from the desktop: the dropped file becomes the field's
 * own, so the form posts it as if chosen (and without JavaScript the field works as any other).
 */
export function FileDropField(props: { label: string; accept: string; what: string; name?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");
  return (
    <div
      className={studio.dropZone}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        const files = event.dataTransfer.files;
        if (!input.current || files.length === 0) return;
        input.current.files = files;
        setChosen(files[0]?.name ?? null);
      }}
    >
      <label className={styles.field}>
        {props.label}
        <input
          ref={input}
          type="file"
          name={props.name ?? "file"}
          accept={props.accept}
          required
          onChange={(event) => setChosen(event.currentTarget.files?.[0]?.name ?? null)}
        />
      </label>
      <p className={styles.muted} aria-live="polite">
        {chosen ? `Выбран файл «${chosen}»` : `Или перетащите ${props.what} сюда`}
      </p>
    </div>
  );
}

/**
 * A choice among the library's pictures, or none: a radio per picture, named by what it shows. `onPick`
 * hears the choice (the home page's slide fills its alt text from the picture's description).
 */
export function LibraryChoice(props: {
  name: string;
  legend: string;
  noneLabel: string;
  chosen: string;
  library: readonly LibraryImage[];
  error?: string;
  onPick?: (image: LibraryImage | null) => void;
}) {
  const { name, chosen, library, error, onPick } = props;
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.panel} aria-describedby={error ? errorId : undefined}>
      <legend>{props.legend}</legend>
      <FieldError id={errorId} message={error} />
      <label>
        <input type="radio" name={name} value="" defaultChecked={chosen === ""} onChange={() => onPick?.(null)} /> {props.noneLabel}
      </label>
      <div className={studio.library}>
        {library.map((image) => (
          <label key={image.hash} className={studio.pick}>
            <input
              type="radio"
              name={name}
              value={image.hash}
              defaultChecked={chosen === image.hash}
              aria-label={image.alt}
              onChange={() => onPick?.(image)}
            />
            <img src={`/media/${image.hash}-480.jpeg`} alt="" width={160} height={90} loading="lazy" />
          </label>
        ))}
        {chosen && !library.some((image) => image.hash === chosen) ? (
          <label className={studio.pick}>
            <input type="radio" name={name} value={chosen} defaultChecked aria-label="Текущая картинка" />
            <img src={`/media/${chosen}-480.jpeg`} alt="" width={160} height={90} loading="lazy" />
          </label>
        ) : null}
      </div>
    </fieldset>
  );
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * «Выше» and «Ниже» for an item of an ordered list: ordinary buttons, so the keyboard moves it as the mouse
 * does. The button pressed keeps the focus as the item moves (its twin when it reaches an end), and the
 * new place is announced.
 */
export function MoveButtons(props: { index: number; count: number; what: string; onMove: (to: number) => void }) {
  const { index, count, what, onMove } = props;
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const [pressed, setPressed] = useState<"up" | "down" | null>(null);
  useEffect(() => {
    if (pressed === null) return;
    const target = pressed === "up" ? (index > 0 ? up : down) : index < count - 1 ? down : up;
    target.current?.focus();
    setPressed(null);
  }, [index, count, pressed]);
  return (
    <span className={styles.actions}>
      <button
        ref={up}
        type="button"
        disabled={index === 0}
        aria-label={`${what}: выше`}
        onClick={() => {
          setPressed("up");
          onMove(index - 1);
        }}
      >
        ↑ Выше
      </button>
      <button
        ref={down}
        type="button"
        disabled={index === count - 1}
        aria-label={`${what}: ниже`}
        onClick={() => {
          setPressed("down");
          onMove(index + 1);
        }}
      >
        ↓ Ниже
      </button>
    </span>
  );
}
