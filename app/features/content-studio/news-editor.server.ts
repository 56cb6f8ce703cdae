// The news editor page's server half: what it loads (the item at its head, the picture library, a
// revision to compare) and what its forms do (save, publish now or later, take down, delete, restore),
// each through the staff API with the session's CSRF token.
import { data, redirect, type AppLoadContext } from "react-router";
import { changedFields, contentItemSchema, newsFieldLabels, type ContentItem, type NewsDraft } from "@contract/content";
import { staffMessages } from "@contract/staff-labels";
import { z } from "zod";
import { callStaffApi, requireStaff, staffHeaders, toSignIn } from "~/features/staff/staff-api.server";
import { formFields, readFormData } from "~/lib/form-fields";

const imagesSchema = z.object({ images: z.array(z.object({ hash: z.string(), src: z.string(), alt: z.string(), width: z.number(), height: z.number() })) });
export type LibraryImage = z.infer<typeof imagesSchema>["images"][number];

const newsPath = (id: string) => `/v1/staff/content/news/${encodeURIComponent(id)}`;

/** Today's moment in Moscow as the form's field writes it. */
function moscowNow(now = new Date()): string {
  return new Date(now.getTime() + 3 * 60 * 60_000).toISOString().slice(0, 16);
}

/** A new item's form: today, shown on the site once published. */
export function blankNews(): NewsDraft {
  return { name: "", code: "", date: moscowNow(), preview_description: "", preview_file: "", additional_photos: [], metaTitle: "", metaDescription: "", active: true, description: "" };
}

/** The editor's data: the item (or a blank one), the library, and the fields a chosen revision differs in. */
export async function loadNewsEditor(request: Request, context: AppLoadContext, id: string) {
  const staff = await requireStaff(request, context, "content");
  const call = <T,>(path: string) => callStaffApi<T>(context, path, { token: staff.token, signal: request.signal });
  const [item, images] = await Promise.all([id === "new" ? null : call(newsPath(id)), call("/v1/staff/images")]);
  if (item?.status === 401 || images.status === 401) throw toSignIn(request);
  if (item && item.status === 404) throw data("Новость не найдена: её удалили навсегда или адрес неверен", { status: 404, headers: staffHeaders });
  const parsed = item ? contentItemSchema.safeParse(item.data) : null;
  if (parsed && !parsed.success) throw data(item?.message || staffMessages.unavailable, { status: 503, headers: staffHeaders });
  const current: ContentItem | null = parsed?.success ? parsed.data : null;
  const compareWith = Number(new URL(request.url).searchParams.get("compare") ?? "NaN");
  let comparison: { number: number; fields: string[] } | null = null;
  if (current && Number.isInteger(compareWith)) {
    const other = await call<{ number: number; data: Record<string, unknown> }>(`${newsPath(id)}/revisions/${compareWith}`);
    if (other.status === 200 && other.data) {
      comparison = { number: compareWith, fields: changedFields(other.data.data, current.data).map((key) => newsFieldLabels[key as keyof NewsDraft] ?? key) };
    }
  }
  const library = imagesSchema.safeParse(images.data);
  return data(
    {
      email: staff.email,
      role: staff.role,
      csrfToken: staff.csrfToken,
      id,
      item: current,
      draft: (current?.data as NewsDraft | undefined) ?? blankNews(),
      library: library.success ? library.data.images : [],
      comparison,
      /** A new item saved a moment ago (the save sent the editor to its own address). */
      justSaved: new URL(request.url).searchParams.has("saved"),
    },
    { headers: staffHeaders },
  );
}

/** The form's fields as the draft the API takes. */
function draftOf(form: FormData): NewsDraft {
  const text = formFields(form);
  return {
    name: text("name"),
    code: text("code"),
    date: text("date"),
    preview_description: text("preview_description"),
    preview_file: text("preview_file"),
    additional_photos: form.getAll("additional_photos").filter((value): value is string => typeof value === "string" && value !== ""),
    metaTitle: text("metaTitle"),
    metaDescription: text("metaDescription"),
    active: text("active") === "on",
    description: text("description"),
  };
}

type Outcome = { ok: boolean; message: string; fields?: Record<string, string>; changed?: string[]; values?: NewsDraft };

/** What the editor's buttons do. A refused save answers with what was typed, so nothing is lost. */
export async function newsEditorAction(request: Request, context: AppLoadContext, id: string) {
  const staff = await requireStaff(request, context, "content");
  const form = await readFormData(request);
  const text = formFields(form);
  const intent = text("intent");
  const csrf = text("csrf");
  const base = Number(text("base") || "0");
  const call = (path: string, body: Record<string, unknown>) => callStaffApi(context, path, { token: staff.token, csrf, body, signal: request.signal });
  const reply = (status: number, outcome: Outcome) => data(outcome, { status, headers: staffHeaders });

  if (intent === "save") {
    const values = draftOf(form);
    const answer = id === "new" ? await call("/v1/staff/content/news/new", { base: 0, data: values }) : await call(`${newsPath(id)}/save`, { base, data: values });
    if (answer.status === 401) throw toSignIn(request);
    const body = answer.data as { itemId?: string; fields?: Record<string, string>; changed?: string[] } | null;
    if (answer.status === 200 && id === "new" && body?.itemId) throw redirect(`/staff/content/news/${body.itemId}?saved=1`, { headers: staffHeaders });
    if (answer.status === 200) return reply(200, { ok: true, message: answer.message });
    const changed = body?.changed?.map((key) => newsFieldLabels[key as keyof NewsDraft] ?? key);
    return reply(answer.status, { ok: false, message: answer.message, fields: body?.fields, changed, values });
  }
  const actions: Record<string, () => Promise<Awaited<ReturnType<typeof call>>>> = {
    publish: () => call(`${newsPath(id)}/publish`, { number: base }),
    schedule: () => call(`${newsPath(id)}/publish`, { number: base, at: text("at") }),
    "take-down": () => call(`${newsPath(id)}/take-down`, { goneTo: text("goneTo") }),
    delete: () => call(`${newsPath(id)}/delete`, {}),
    undelete: () => call(`${newsPath(id)}/undelete`, {}),
    restore: () => call(`${newsPath(id)}/restore`, { number: Number(text("number")), base }),
  };
  const run = actions[intent];
  if (!run || id === "new") return reply(400, { ok: false, message: "Сначала сохраните черновик" });
  const answer = await run();
  if (answer.status === 401) throw toSignIn(request);
  return reply(answer.status, { ok: answer.status === 200, message: answer.message });
}

/** Proxies a picture's upload to the API's library (the editor's fetcher posts it). */
export async function uploadPicture(request: Request, context: AppLoadContext) {
  const staff = await requireStaff(request, context, "content");
  const form = await readFormData(request);
  const upload = new FormData();
  const file = form.get("file");
  upload.set("alt", String(form.get("alt") ?? ""));
  if (file instanceof File) upload.set("file", file, file.name);
  const answer = await callStaffApi(context, "/v1/staff/images/upload", { token: staff.token, csrf: String(form.get("csrf") ?? ""), form: upload, signal: request.signal });
  if (answer.status === 401) throw toSignIn(request);
  return data({ ok: answer.status === 200, message: answer.message, image: answer.status === 200 ? (answer.data as LibraryImage) : null }, { status: answer.status, headers: staffHeaders });
}
