// A visitor at the keyboard, without a browser: each key goes through planEdit (the `beforeinput`
// check), the edit the browser would make, then applyMask (the zero-delay formatting), as in
// masked-input.tsx. Keys are characters, "{Backspace}" and "{Delete}".
import { applyMask, planEdit, type Masked, type MaskSpec } from "./masks";

const empty: Masked = { value: "", caret: 0 };

/** What the field shows after `keys` are typed from `from` (default: empty), the caret included. */
export function typeKeys(spec: MaskSpec, keys: string, from: Masked = empty): Masked {
  let state = from;
  for (const key of keys.match(/\{\w+\}|[\s\S]/gu) ?? []) state = press(spec, state, key);
  return state;
}

/** The field with `value` and the caret at `caret` (default: the end). */
export function field(value: string, caret: number = value.length): Masked {
  return { value, caret };
}

/** What the field shows after `text` is pasted at the caret. */
export function paste(spec: MaskSpec, text: string, from: Masked = empty): Masked {
  const { value, caret } = from;
  return applyMask(spec, value.slice(0, caret) + text + value.slice(caret), caret + text.length);
}

function press(spec: MaskSpec, { value, caret }: Masked, key: string): Masked {
  const inputType = key === "{Backspace}" ? "deleteContentBackward" : key === "{Delete}" ? "deleteContentForward" : "insertText";
  const data = inputType === "insertText" ? key : null;
  const plan = planEdit(spec, value, caret, caret, inputType, data);
  if (plan.action === "block") return { value, caret };
  if (plan.action === "edit") {
    const raw = value.slice(0, plan.start) + plan.text + value.slice(plan.end);
    return applyMask(spec, raw, plan.start + plan.text.length);
  }
  if (data !== null) return applyMask(spec, value.slice(0, caret) + data + value.slice(caret), caret + data.length);
  if (inputType === "deleteContentBackward") {
    if (caret === 0) return { value, caret };
    return applyMask(spec, value.slice(0, caret - 1) + value.slice(caret), caret - 1);
  }
  return applyMask(spec, value.slice(0, caret) + value.slice(caret + 1), caret);
}
