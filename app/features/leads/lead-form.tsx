import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useFetcher } from "react-router";
import type { z } from "zod";
import type { LeadFieldErrors } from "@contract/leads-fields";
import { newIdempotencyKey } from "~/lib/idempotency-key";
import { LeadFieldContext } from "./lead-field";
import { ConsentCheckbox, Honeypot, LeadHiddenFields } from "./lead-form-parts";
import styles from "./lead-form.module.css";
import { formInput, leadTexts, validateLead, type LeadCheck, type LeadResult, type LeadSuccess } from "./lead-result";

/** Loads the schema a lead form checks with in the browser. */
export type LeadSchemaLoader = () => Promise<z.ZodType>;

export type LeadFormProps = {
  /** Path of the page whose route action takes the form, e.g. "/test-drive.html". */
  action: string;
  /** Id of the form's section: a page answered without JavaScript opens scrolled to it. */
  anchor?: string;
  /**
   * Loads the contract schema of the request (a dynamic import), so zod is no part of the page's first
   * load: started on the form's first focus or input, awaited on submit, and the browser checks with
   * it before sending. Give a stable function (module scope): a new one loads again.
   */
  schema: LeadSchemaLoader;
  check?: LeadCheck;
  /** Where the form was opened from (the lead's `place`). */
  place: string;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** The page's action data: the answer to a form sent without JavaScript. */
  serverResult?: LeadResult | null;
  /** Values to start from (a model or service chosen by the page). */
  initialValues?: Readonly<Record<string, string>>;
  /** What happens next, under «Заявка принята» and the request number. */
  renderSuccess: (success: LeadSuccess) => ReactNode;
  /** Another way to reach the dealer, under a failure. */
  fallback?: ReactNode;
  /** A line beside the button (e.g. when the dealer calls back). */
  note?: ReactNode;
  onSuccess?: (success: LeadSuccess) => void;
  /** The form's own fields; consent, honeypot and hidden fields are added here. */
  children: ReactNode;
};

/**
 * The schema of the form, loaded once per loader: started by the first focus or input, awaited on
 * submit. Null when it could not be loaded (e.g. offline): the form is sent and the server checks.
 */
function useLazySchema(load: LeadSchemaLoader) {
  const loaded = useRef<{ load: LeadSchemaLoader; schema: Promise<z.ZodType | null> } | null>(null);
  return () => {
    if (loaded.current?.load !== load) {
      const schema = load().catch(() => null);
      loaded.current = { load, schema };
    }
    return loaded.current.schema;
  };
}

/** Focuses the first marked field; false when none is (only a value the page sent was refused). */
function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field) focusInView(field);
  return Boolean(field);
}

/**
 * Focuses an element and brings it to the middle of the window: focus alone scrolls it just inside
 * an edge, where the cookie notice at the bottom or the header at the top can cover what it says.
 */
function focusInView(element: HTMLElement | null) {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: "center" });
}

/**
 * A lead form: a real POST form to a route action (works without JavaScript), sent by a fetcher once
 * scripts run. It checks with the contract schema on submit (loaded once the visitor starts filling
 * the form), shows each field's message under it, keeps what was typed on any failure, and replaces
 * itself with the request number on success.
 */
export function LeadForm(props: LeadFormProps) {
  const fetcher = useFetcher<LeadResult>();
  const result = fetcher.data ?? props.serverResult ?? null;
  const failure = result && !result.ok ? result : null;
  // The page's HTML is shared by every visitor (the page cache), so it carries no key of its own: the
  // browser makes one once scripts run, and a form sent before that gets one derived on the server
  // (formKeyOf). After a failure answered without JavaScript, the key the server hands back is used.
  const [key, setKey] = useState(() => (props.serverResult?.ok === false && props.serverResult.nextKey) || "");
  const [clientErrors, setClientErrors] = useState<LeadFieldErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const onSuccess = useRef(props.onSuccess);
  useEffect(() => {
    onSuccess.current = props.onSuccess;
  });
  const schema = useLazySchema(props.schema);
  const [checking, setChecking] = useState(false);
  const pending = checking || fetcher.state !== "idle";
  useEffect(() => setKey((current) => current || newIdempotencyKey()), []);

  // An answer moves focus to what it says: the request number, the first field to fix, or the failure.
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) {
      onSuccess.current?.(answer);
      // The request's goal in the dealer's Metrika, when the counter runs (docs/decisions/0114).
      import("~/features/layout/metrika").then(
        (metrika) => metrika.reachLeadGoal(answer.kind),
        () => undefined,
      );
    }
    if (!(answer.ok === false && answer.fields && focusFirstInvalid(formRef.current))) focusInView(statusRef.current);
  }, [fetcher.data]);

  const fieldState = useMemo(
    () => ({ errors: clientErrors ?? failure?.fields ?? {}, values: failure?.values ?? props.initialValues ?? {} }),
    [clientErrors, failure, props.initialValues],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The fetcher sends the form once the schema has checked it; without scripts it posts as it is.
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
    setChecking(true);
    void schema().then((loaded) => {
      setChecking(false);
      // Without the schema (it could not be loaded) the form is sent as it is: the action checks it.
      const fields = loaded ? validateLead(loaded, formInput(new FormData(form)), props.check) : null;
      if (fields) {
        flushSync(() => setClientErrors(fields));
        focusFirstInvalid(form);
        return;
      }
      setClientErrors(null);
      // The key stays for the form's life: the server sends it with the fields, so the same fields sent
      // again after a failure (a timeout, when the request may have been stored) are the same request.
      void fetcher.submit(submitter ?? form, { method: "post" });
    });
  };

  if (result?.ok) {
    return (
      <div ref={statusRef} tabIndex={-1} role="status" className={styles.success}>
        <h3>{leadTexts.successTitle}</h3>
        <p className={styles.number}>
          Номер заявки: <strong>{result.number}</strong>
        </p>
        {props.renderSuccess(result)}
      </div>
    );
  }

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={props.anchor ? `${props.action}#${props.anchor}` : props.action}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void schema()}
      onInput={() => void schema()}
      aria-label={props.label}
      aria-busy={pending}
      className={styles.form}
    >
      {failure?.notice && !clientErrors ? (
        <div ref={statusRef} tabIndex={-1} role="status" className={styles.notice}>
          <p>{failure.message}</p>
        </div>
      ) : failure && !clientErrors ? (
        <div ref={statusRef} tabIndex={-1} role="alert" className={styles.failure}>
          <p>{failure.message}</p>
          {props.fallback ? <p>{props.fallback}</p> : null}
        </div>
      ) : null}
      <LeadFieldContext.Provider value={fieldState}>
        <div className={styles.grid}>{props.children}</div>
        <ConsentCheckbox />
        <LeadHiddenFields place={props.place} idempotencyKey={key} />
      </LeadFieldContext.Provider>
      <Honeypot />
      <div className={styles.actions}>
        <button type="submit" className="button button--copper" disabled={pending}>
          {pending ? leadTexts.pending : props.submitLabel}
        </button>
        {props.note ? <p className={styles.note}>{props.note}</p> : null}
      </div>
    </fetcher.Form>
  );
}
