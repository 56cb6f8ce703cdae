// The price editor's price-list half (issue 36; docs/decisions/0105): a sheet is read by the staff API into a
// preview of every change (nothing saved), and applied only when the editor presses «Применить»: the
// previewed data become a revision noted with the file's name, published at once.
import { data, type AppLoadContext } from "react-router";
import { priceListPreviewSchema, priceMessages, pricesDraftSchema, pricesItemId, type PriceListPreview } from "@contract/prices";
import { staffMessages } from "@contract/staff-labels";
import { z } from "zod";
import { callStaffApi, requireStaff, staffHeaders, toSignIn } from "~/features/staff/staff-api.server";
import { formFields } from "~/lib/form-fields";

const itemPath = `/v1/staff/content/prices/${pricesItemId}`;

export type PriceListOutcome = { ok: boolean; message: string; preview?: PriceListPreview };

const reply = (status: number, outcome: PriceListOutcome) => data(outcome, { status, headers: staffHeaders });

/** «Загрузить»: the sheet read into a preview; refused rows and what cannot be read come back in Russian. */
export async function readPriceList(request: Request, context: AppLoadContext, form: FormData) {
  const staff = await requireStaff(request, context, "content");
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return reply(400, { ok: false, message: "Выберите файл прайс-листа: XLSX или CSV" });
  const upload = new FormData();
  upload.set("file", file, file.name);
  const answer = await callStaffApi(context, `${itemPath}/price-list`, {
    token: staff.token,
    csrf: formFields(form)("csrf"),
    form: upload,
    signal: request.signal,
  });
  if (answer.status === 401) throw toSignIn(request);
  const preview = priceListPreviewSchema.safeParse(answer.data);
  if (answer.status !== 200 || !preview.success)
    return reply(answer.status === 200 ? 503 : answer.status, { ok: false, message: answer.message });
  return reply(200, {
    ok: preview.data.refused.length === 0 && preview.data.changes.length > 0,
    message: answer.message,
    preview: preview.data,
  });
}

const appliedSchema = z.object({ number: z.number().int().positive() });

/** «Применить и опубликовать»: the previewed prices saved on the revision the preview was read at, then published. */
export async function applyPriceList(request: Request, context: AppLoadContext, form: FormData) {
  const staff = await requireStaff(request, context, "content");
  const text = formFields(form);
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text("data"));
  } catch {
    parsed = null;
  }
  const prices = pricesDraftSchema.safeParse(parsed);
  if (!prices.success) return reply(400, { ok: false, message: priceMessages.catalogueChanged });
  const call = (path: string, body: Record<string, unknown>) =>
    callStaffApi(context, path, { token: staff.token, csrf: text("csrf"), body, signal: request.signal });
  const note = `Прайс-лист «${text("fileName").slice(0, 150)}»`;
  const saved = await call(`${itemPath}/save`, { base: Number(text("base") || "0"), data: prices.data, note });
  if (saved.status === 401) throw toSignIn(request);
  const revision = appliedSchema.safeParse(saved.data);
  if (saved.status !== 200 || !revision.success)
    return reply(saved.status === 200 ? 503 : saved.status, { ok: false, message: saved.message || staffMessages.unavailable });
  const published = await call(`${itemPath}/publish`, { number: revision.data.number });
  if (published.status === 401) throw toSignIn(request);
  if (published.status !== 200) return reply(published.status, { ok: false, message: published.message });
  return reply(200, { ok: true, message: priceMessages.applied });
}
