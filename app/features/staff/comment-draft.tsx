// The comment a manager is typing on a lead's page, kept in the tab (sessionStorage) until the lead's
// comments hold it: a session that ends before «Добавить комментарий» sends the manager to sign in,
// and the text is back in the field when the lead's page opens again. Without scripts, or where the
// browser refuses storage, the field works as a plain one.
import { useEffect, useRef } from "react";
import { staffCommentMaxLength } from "@contract/staff-labels";

const draftKey = (leadId: string) => `staff-comment-draft:${leadId}`;

/** What to do with a kept draft when the lead's page opens: put it back, or drop it as already saved. */
export function keptDraftAction(draft: string | null, savedBodies: readonly string[]): "none" | "restore" | "drop" {
  const text = draft?.trim() ?? "";
  if (!text) return "none";
  return savedBodies.some((body) => body.trim() === text) ? "drop" : "restore";
}

/** The tab's storage, or null where the browser refuses it (kept apart from the site's own: staff pages load no site scripts). */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function CommentField(props: { leadId: string; savedBodies: readonly string[] }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const key = draftKey(props.leadId);
  const saved = props.savedBodies.join("\u0000");
  useEffect(() => {
    const kept = tabStorage();
    const draft = kept?.getItem(key) ?? null;
    const action = keptDraftAction(draft, saved ? saved.split("\u0000") : []);
    if (action === "drop") kept?.removeItem(key);
    if (action === "restore" && field.current && !field.current.value && draft) field.current.value = draft;
  }, [key, saved]);
  return (
    <textarea
      ref={field}
      name="body"
      required
      maxLength={staffCommentMaxLength}
      onInput={(event) => {
        const text = event.currentTarget.value;
        try {
          if (text.trim()) tabStorage()?.setItem(key, text);
          else tabStorage()?.removeItem(key);
        } catch {
          // Full or refused: the field keeps working, the draft is just not kept.
        }
      }}
    />
  );
}
