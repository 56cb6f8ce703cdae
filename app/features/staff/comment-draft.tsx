// The comment a manager is typing on a lead's page, kept in the tab (sessionStorage) until the lead's
// comments hold it: a session that ends before «Добавить комментарий» sends the manager to sign in,
// and the text is back in the field when the lead's page opens again. Without scripts, or where the
// browser refuses storage, the field works as a plain one.
import { useEffect, useRef } from "react";
import type { LeadComment } from "@contract/staff";
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

/** The comment field of a lead's page; `comments` are the lead's as loaded (the same list until the page reloads its data). */
export function CommentField(props: { leadId: string; comments: readonly LeadComment[] }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const key = draftKey(props.leadId);
  const { comments } = props;
  useEffect(() => {
    const kept = tabStorage();
    const draft = kept?.getItem(key) ?? null;
    const action = keptDraftAction(
      draft,
      comments.map((comment) => comment.body),
    );
    if (action === "drop") kept?.removeItem(key);
    if (action === "restore" && field.current && !field.current.value && draft) field.current.value = draft;
  }, [key, comments]);
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
