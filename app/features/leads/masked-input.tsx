// The <input> of docs/product.md §5's masks. It is a plain input on the server and without JavaScript (the
// schemas in contract/leads.ts read digits from any text), and the same markup once hydrated: the
// first value is masked by the same pure function on both sides. In the browser it lets the visitor's
// edit happen, then masks it after a zero-delay timeout (docs/product.md §5), keeping the caret after the same
// significant characters. What the browser is about to do is checked on `beforeinput` (it carries
// the kind of edit on every keyboard, the Android one included, where keydown says "Unidentified"):
// typing into a full mask is blocked, Backspace over a literal deletes the character before it, and
// Tab, arrows and every other key never reach the mask.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type ComponentProps, type FocusEvent } from "react";
import { flushSync } from "react-dom";
import {
  applyMask,
  finishMasked,
  formatMasked,
  maskInputMode,
  namedMasks,
  phoneMask,
  planEdit,
  type MaskName,
  type MaskSpec,
} from "./masks";

export type MaskedInputProps = Omit<ComponentProps<"input">, "value" | "defaultValue"> & {
  /** A mask spec or the name of a site-wide one; a field with `inputMode="tel"` or `type="tel"` gets the phone mask. */
  mask?: MaskSpec | MaskName;
  /** A controlled value: shown masked; keep it in step with `onValueChange`. */
  value?: string;
  /** The value to start from (e.g. what the visitor posted without JavaScript), shown masked. */
  defaultValue?: string;
  /** The masked text, each time the mask changed it; `onChange` still fires on every raw edit. */
  onValueChange?: (value: string) => void;
};

/** The mask a field uses: the one it names, else the phone mask for a phone field, else none. */
export function resolveMask(props: Pick<MaskedInputProps, "mask" | "inputMode" | "type">): MaskSpec | null {
  if (typeof props.mask === "string") return namedMasks[props.mask];
  if (props.mask) return props.mask;
  return props.inputMode === "tel" || props.type === "tel" ? phoneMask : null;
}

/** An input masked as docs/product.md §5 says; every other prop goes to the <input>. */
export function MaskedInput({ mask, ...props }: MaskedInputProps) {
  const spec = resolveMask({ mask, inputMode: props.inputMode, type: props.type });
  if (!spec) {
    const { onValueChange: _ignored, ...inputProps } = props;
    return <input {...inputProps} />;
  }
  return <MaskedField spec={spec} {...props} />;
}

function MaskedField({
  spec,
  value,
  defaultValue,
  onChange,
  onBlur,
  onValueChange,
  ref,
  ...props
}: Omit<MaskedInputProps, "mask"> & { spec: MaskSpec }) {
  // A value given whole (a draft, the server's, the page's) is shown settled, as if the field had been left.
  const [text, setText] = useState(() => finishMasked(spec, formatMasked(spec, value ?? defaultValue ?? "")));
  // A controlled value set by the page (not one this input reported) is taken over, masked.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== text) setText(finishMasked(spec, formatMasked(spec, value)));
  }

  const inputRef = useRef<HTMLInputElement | null>(null);
  const initialText = useRef(text);
  const reported = useRef(text);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const caretAfterRender = useRef<number | null>(null);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const report = (next: string) => {
    if (next === reported.current) return;
    reported.current = next;
    onValueChange?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    onChange?.(event);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const input = inputRef.current;
      if (!input) return;
      const next = applyMask(spec, input.value, input.selectionStart ?? input.value.length);
      // Written at once, the page's state with it: React would otherwise render in a later task, and
      // a keystroke landing in between would be typed into the old text and the page's value lag.
      flushSync(() => {
        if (next.value === input.value) placeCaret(input, next.caret);
        else {
          caretAfterRender.current = next.caret;
          setText(next.value);
        }
        report(next.value);
      });
    }, 0);
  };

  // Leaving the field settles what only the whole can tell (docs/decisions/0096): a phone begun with 8
  // or 7 is read by its length, a trailing comma goes. A keystroke still waiting for its timeout is
  // masked first, so the field never keeps a text the mask has not read.
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    clearTimeout(timer.current);
    const input = event.currentTarget;
    const finished = finishMasked(spec, applyMask(spec, input.value).value);
    // Written at once, so the page's own onBlur reads the settled text from the field.
    if (finished !== input.value) flushSync(() => setText(finished));
    report(finished);
    onBlur?.(event);
  };

  // The caret goes back where the mask put it once React has written the masked text.
  useLayoutEffect(() => {
    const caret = caretAfterRender.current;
    caretAfterRender.current = null;
    if (caret !== null && inputRef.current) placeCaret(inputRef.current, caret);
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  // What the visitor typed before the page's scripts ran is in the field, not in the state React
  // hydrated with: it is taken over, masked, before anything renders over it.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === initialText.current) return;
    // Settled too unless the visitor is still in the field, typing.
    const masked = formatMasked(spec, input.value);
    const typed = input.ownerDocument.activeElement === input ? masked : finishMasked(spec, masked);
    setText(typed);
    report(typed);
    // Only the text the field had when it was made counts; later edits go through handleChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onBeforeInput = (event: InputEvent) => {
      const plan = planEdit(spec, input.value, input.selectionStart ?? 0, input.selectionEnd ?? 0, event.inputType, event.data);
      if (plan.action === "native") return;
      event.preventDefault();
      if (plan.action === "block") return;
      input.setRangeText(plan.text, plan.start, plan.end, "end");
      // Made as the browser would have made it: React's onChange and the timeout run as for any edit.
      input.dispatchEvent(new Event("input", { bubbles: true }));
    };
    input.addEventListener("beforeinput", onBeforeInput);
    return () => input.removeEventListener("beforeinput", onBeforeInput);
  }, [spec]);

  const controlled = value !== undefined;
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form || controlled) return;
    // form.reset() would put back the value attribute React keeps in step with the text; this field
    // starts again from its default value instead, as a plain input would.
    const onReset = () => {
      setText(initialText.current);
      reported.current = initialText.current;
    };
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, [controlled]);

  return (
    <input
      {...props}
      ref={setRefs}
      inputMode={props.inputMode ?? maskInputMode(spec)}
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}

function placeCaret(input: HTMLInputElement, caret: number) {
  // Only the focused field: moving the selection of another one may steal the focus in Safari.
  if (input.ownerDocument.activeElement !== input) return;
  if (input.selectionStart !== caret || input.selectionEnd !== caret) input.setSelectionRange(caret, caret);
}
