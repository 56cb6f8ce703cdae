import { createContext, useContext, useId, type ReactNode } from "react";
import type { LeadFieldErrors } from "@contract/leads-fields";
import styles from "./lead-form.module.css";
import { MaskedInput, type MaskedInputProps } from "./masked-input";

/** What the fields of one form share: their messages and the values to show again after an answer. */
export type LeadFieldState = { errors: LeadFieldErrors; values: Readonly<Record<string, string>> };

export const LeadFieldContext = createContext<LeadFieldState>({ errors: {}, values: {} });

/** The field's message, when it has one. */
export function useFieldError(name: string): string | undefined {
  return useContext(LeadFieldContext).errors[name];
}

/** Props every control of a field gets: its name, id, the value to start from and its error wiring. */
export type ControlProps = {
  id: string;
  name: string;
  className?: string;
  defaultValue?: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
};

/**
 * A labelled field: the label above, the control, a hint and the error under it (tied to the control
 * by aria-describedby). `children` renders the control from the props it must carry.
 */
export function LeadField(props: {
  name: string;
  label: string;
  optional?: boolean;
  hint?: string;
  wide?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const { errors, values } = useContext(LeadFieldContext);
  const id = useId();
  const error = errors[props.name];
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const posted = values[props.name];
  const control: ControlProps = {
    id,
    name: props.name,
    className: styles.control,
    ...(posted !== undefined ? { defaultValue: posted } : {}),
    ...(error ? { "aria-invalid": true } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(props.optional ? {} : { "aria-required": true }),
  };
  return (
    <div className={props.wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
        {props.optional ? <span className={styles.optional}> (необязательно)</span> : null}
      </label>
      {props.children(control)}
      {props.hint ? (
        <p id={hintId} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The one place lead forms draw a text input: the shared masked input (docs/product.md §5), which is a plain
 * input for fields without a mask and on the server. The schema reads digits from any text typed.
 */
export function LeadInput(props: MaskedInputProps) {
  return <MaskedInput {...props} />;
}
