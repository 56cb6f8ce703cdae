// The parts every editor of the studio shares: a field's message, the publishing panel (now, later,
// take down, delete) and the history with compare and restore.
import { useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { contentStatusLabels, type ContentItem } from "@contract/content";
import { formatStaffTime } from "@contract/staff-labels";
import { slugOf } from "@contract/transliterate";
import { StaffNotice } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
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
 * item is always on the site (the contacts) and is only changed and published.
 */
export function PublishPanel(props: { item: ContentItem; busy: boolean; hidden: HiddenFields; goneToExample: string | null }) {
  const { item, busy, hidden, goneToExample } = props;
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
            <label className={styles.field}>
              Куда вести посетителей (необязательно; пусто — «снято с публикации», ответ 410)
              <input type="text" name="goneTo" placeholder={goneToExample} maxLength={300} pattern="/[a-z0-9/._-]*" />
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
        </>
      )}
    </section>
  );
}

/** Every version with who saved it and when; compare one with the current, restore it. */
export function HistoryPanel(props: { item: ContentItem; comparison: { number: number; fields: string[] } | null; busy: boolean; hidden: HiddenFields }) {
  const { item, comparison, busy, hidden } = props;
  if (item.history.length === 0) return null;
  return (
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
  );
}

/**
 * The title and the page's address: the address is made from the title in latin letters until its
 * editor types one; `fixed` shows it read-only (an address links and search engines know).
 */
export function TitleAndAddress(props: { titleName: string; title: string; code: string; prefix: string; fixed?: boolean; fields: Record<string, string>; hint: string }) {
  const { titleName, fields, fixed = false } = props;
  const [code, setCode] = useState(props.code);
  const [codeTouched, setCodeTouched] = useState(Boolean(props.code));
  return (
    <>
      <label className={styles.field}>
        Заголовок
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
        Адрес страницы
        <span className={studio.prefixed}>
          {props.prefix}
          <input
            type="text"
            name="code"
            required
            maxLength={80}
            value={code}
            readOnly={fixed}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            aria-invalid={fields.code ? true : undefined}
            aria-describedby={fields.code ? "code-error" : "code-hint"}
            onChange={(event) => {
              setCodeTouched(true);
              setCode(event.currentTarget.value);
            }}
          />
          .html
        </span>
        <span id="code-hint" className={styles.muted}>
          {props.hint}
        </span>
        <FieldError id="code-error" message={fields.code} />
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
    busy: useNavigation().state === "submitting",
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
        {props.multiline ? <textarea {...common} rows={props.rows ?? 4} /> : <input type={props.type ?? "text"} inputMode={props.inputMode} {...common} />}
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

/** The form's «Сохранить черновик», which says so while the save is under way. */
export function SaveButton(props: { busy: boolean }) {
  return (
    <button type="submit" className="button" disabled={props.busy}>
      {props.busy ? "Сохраняем…" : "Сохранить черновик"}
    </button>
  );
}
