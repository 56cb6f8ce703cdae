// The studio's editor pages' server half, for every kind: what they load (the item at its head, the
// picture library, a revision to compare) and what their forms do (save, publish now or later, take
// down, delete, restore), each through the staff API with the session's CSRF token. Each kind gives its
// blank form, how a posted form reads, and its fields' names (`EditorKind`).
import { data, redirect, type AppLoadContext } from "react-router";
import { changedFields, contentItemSchema, type ContentItem, type StudioKind } from "@contract/content";
import { staffMessages } from "@contract/staff-labels";
import { canOpen, type StaffArea } from "@contract/staff-roles";
import { z } from "zod";
import { callStaffApi, requireStaff, staffHeaders, toSignIn } from "~/features/staff/staff-api.server";
import { formFields, readFormData } from "~/lib/form-fields";

const imagesSchema = z.object({
  images: z.array(z.object({ hash: z.string(), src: z.string(), alt: z.string(), width: z.number(), height: z.number() })),
});
export type LibraryImage = z.infer<typeof imagesSchema>["images"][number];

/** What the editor of one kind knows of it: its blank form, how a posted form reads, its fields' names. */
export type EditorKind<Draft> = {
  kind: StudioKind;
  /** The staff area that edits the kind: content (marketing) or people (hr); the API checks it too. */
  area: StaffArea;
  /** «Новость не найдена: …» — the 404 of an id that is not there. */
  notFound: string;
  blank(): Draft;
  draftOf(form: FormData): Draft;
  labels: Record<string, string>;
};

const itemPath = (kind: StudioKind, id: string) => `/v1/staff/content/${kind}/${encodeURIComponent(id)}`;

/** The editor's data: the item (or a blank one), the library, and the fields a chosen revision differs in. */
export async function loadEditor<Draft>(request: Request, context: AppLoadContext, editor: EditorKind<Draft>, id: string) {
  const pathOf = (itemId: string) => itemPath(editor.kind, itemId);
  const staff = await requireStaff(request, context, editor.area);
  const call = <T>(path: string) => callStaffApi<T>(context, path, { token: staff.token, signal: request.signal });
  const [item, images] = await Promise.all([id === "new" ? null : call(pathOf(id)), call("/v1/staff/images")]);
  if (item?.status === 401 || images.status === 401) throw toSignIn(request);
  if (item && item.status === 404) throw data(editor.notFound, { status: 404, headers: staffHeaders });
  const parsed = item ? contentItemSchema.safeParse(item.data) : null;
  if (parsed && !parsed.success) throw data(item?.message || staffMessages.unavailable, { status: 503, headers: staffHeaders });
  const current: ContentItem | null = parsed?.success ? parsed.data : null;
  const compareWith = Number(new URL(request.url).searchParams.get("compare") ?? "NaN");
  let comparison: { number: number; fields: string[] } | null = null;
  if (current && Number.isInteger(compareWith)) {
    const other = await call<{ number: number; data: Record<string, unknown> }>(`${pathOf(id)}/revisions/${compareWith}`);
    if (other.status === 200 && other.data) {
      comparison = { number: compareWith, fields: changedFields(other.data.data, current.data).map((key) => editor.labels[key] ?? key) };
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
      draft: (current?.data as Draft | undefined) ?? editor.blank(),
      library: library.success ? library.data.images : [],
      comparison,
      /** A new item saved a moment ago (the save sent the editor to its own address). */
      justSaved: new URL(request.url).searchParams.has("saved"),
    },
    { headers: staffHeaders },
  );
}

type Outcome<Draft> = { ok: boolean; message: string; fields?: Record<string, string>; changed?: string[]; values?: Draft };

/** What the editor's buttons do. A refused save answers with what was typed, so nothing is lost. */
export async function editorAction<Draft>(request: Request, context: AppLoadContext, editor: EditorKind<Draft>, id: string) {
  const pathOf = (itemId: string) => itemPath(editor.kind, itemId);
  const staff = await requireStaff(request, context, editor.area);
  const form = await readFormData(request);
  const text = formFields(form);
  const intent = text("intent");
  const csrf = text("csrf");
  const base = Number(text("base") || "0");
  const call = (path: string, body: Record<string, unknown>) =>
    callStaffApi(context, path, { token: staff.token, csrf, body, signal: request.signal });
  const reply = (status: number, outcome: Outcome<Draft>) => data(outcome, { status, headers: staffHeaders });

  if (intent === "save") {
    const values = editor.draftOf(form);
    const answer =
      id === "new"
        ? await call(`/v1/staff/content/${editor.kind}/new`, { base: 0, data: values })
        : await call(`${pathOf(id)}/save`, { base, data: values });
    if (answer.status === 401) throw toSignIn(request);
    const body = answer.data as { itemId?: string; fields?: Record<string, string>; changed?: string[] } | null;
    if (answer.status === 200 && id === "new" && body?.itemId)
      throw redirect(`/staff/content/${editor.kind}/${body.itemId}?saved=1`, { headers: staffHeaders });
    if (answer.status === 200) return reply(200, { ok: true, message: answer.message });
    const changed = body?.changed?.map((key) => editor.labels[key] ?? key);
    return reply(answer.status, { ok: false, message: answer.message, fields: body?.fields, changed, values });
  }
  const actions: Record<string, () => Promise<Awaited<ReturnType<typeof call>>>> = {
    publish: () => call(`${pathOf(id)}/publish`, { number: base }),
    schedule: () => call(`${pathOf(id)}/publish`, { number: base, at: text("at") }),
    "take-down": () => call(`${pathOf(id)}/take-down`, { goneTo: text("goneTo") }),
    delete: () => call(`${pathOf(id)}/delete`, {}),
    undelete: () => call(`${pathOf(id)}/undelete`, {}),
    restore: () => call(`${pathOf(id)}/restore`, { number: Number(text("number")), base }),
  };
  const run = actions[intent];
  if (!run || id === "new") return reply(400, { ok: false, message: "Сначала сохраните черновик" });
  const answer = await run();
  if (answer.status === 401) throw toSignIn(request);
  return reply(answer.status, { ok: answer.status === 200, message: answer.message });
}

/** The areas whose editors use the picture library: the news and offers, and the team's photos. */
const pictureAreas: readonly StaffArea[] = ["content", "people"];

/** Proxies a picture's upload to the API's library (the editor's fetcher posts it). */
export async function uploadPicture(request: Request, context: AppLoadContext) {
  const staff = await requireStaff(request, context);
  if (!pictureAreas.some((area) => canOpen(staff.role, area))) throw data(staffMessages.forbidden, { status: 403, headers: staffHeaders });
  const form = await readFormData(request);
  const upload = new FormData();
  const file = form.get("file");
  upload.set("alt", String(form.get("alt") ?? ""));
  if (file instanceof File) upload.set("file", file, file.name);
  const answer = await callStaffApi(context, "/v1/staff/images/upload", {
    token: staff.token,
    csrf: String(form.get("csrf") ?? ""),
    form: upload,
    signal: request.signal,
  });
  if (answer.status === 401) throw toSignIn(request);
  return data(
    { ok: answer.status === 200, message: answer.message, image: answer.status === 200 ? (answer.data as LibraryImage) : null },
    { status: answer.status, headers: staffHeaders },
  );
}
