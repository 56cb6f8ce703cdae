// The content studio's staff API (issue 36): each kind (news, special offers, vacancies, the team …) through
// drafts, revisions and publishing, and the picture library's upload. Every endpoint needs the area of its
// kind (content: admin, marketing; people: admin, hr); every write the session's CSRF token.
import busboy from "busboy";
import { contentMessages, contentStatuses, studioKinds, type ContentStatus, type StudioKind } from "@contract/content";
import { contentImageMessages } from "@contract/content-images";
import { maxPriceSheetBytes, priceMessages, pricesItemId } from "@contract/prices";
import { momentOf } from "@contract/test-drive-time";
import type { Request } from "express";
import { z } from "zod";
import type { Db } from "../db/database";
import type { Clock } from "../http/clock";
import type { Endpoints } from "../http/endpoints";
import { HttpError } from "../http/http-error";
import { sendData, withCsrf, type StaffGuard } from "../staff/staff-http";
import { altOf, listImages, maxUploadBytes, storeUpload } from "./images";
import { previewPriceList } from "./price-list";
import { readPriceSheet } from "./price-sheet";
import { livePrices, pricesAdapter } from "./prices-content";
import { FieldsError } from "./fields-error";
import { listContentItems } from "./content-list";
import { studioKindDefinitions } from "./kinds";
import {
  ConflictError,
  deleteItem,
  openItem,
  publishRevision,
  restoreRevision,
  revisionData,
  saveRevision,
  scheduleRevision,
  takeDown,
  undeleteItem,
} from "./revisions";

/** The paths of a kind's endpoints (`/v1/staff/content/news`, `/v1/staff/content/offers/…`). */
export function contentPathsOf(kind: StudioKind) {
  const base = `/v1/staff/content/${kind}`;
  return {
    list: base,
    create: `${base}/new`,
    item: `${base}/:id`,
    save: `${base}/:id/save`,
    publish: `${base}/:id/publish`,
    takeDown: `${base}/:id/take-down`,
    restore: `${base}/:id/restore`,
    remove: `${base}/:id/delete`,
    undelete: `${base}/:id/undelete`,
    revision: `${base}/:id/revisions/:number`,
  } as const;
}

/** Who uses the picture library: the news' and offers' editors, and hr for the team's photos. */
const pictureAreas = ["content", "people"] as const;

export const imagePaths = { images: "/v1/staff/images", upload: "/v1/staff/images/upload" } as const;

/** Where a price list is read into a preview (nothing is saved until the editor applies it). */
export const priceListPath = `/v1/staff/content/prices/${pricesItemId}/price-list`;

const listQuery = z.object({
  q: z.string().max(100).optional(),
  status: z
    .enum(contentStatuses)
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
const saveBody = withCsrf({
  base: z.number().int().min(0),
  data: z.record(z.string(), z.unknown()),
  /** What the history says of the save («Прайс-лист «Цены декабрь.xlsx»»); none for an editor's save. */
  note: z.string().trim().max(200).optional(),
});
const publishBody = withCsrf({
  number: z.number().int().min(0),
  /** Moscow time, '2026-12-05T14:30'; absent: now. */
  at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, contentMessages.dateInvalid)
    .optional(),
});
const takeDownBody = withCsrf({
  goneTo: z
    .string()
    .trim()
    .regex(/^\/[a-z0-9/._-]*$/, contentMessages.goneToInvalid)
    .max(300, contentMessages.goneToInvalid)
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
const restoreBody = withCsrf({ number: z.number().int().min(0), base: z.number().int().min(0) });

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? contentMessages.notFound);
  return parsed.data;
}

/** Registers the studio's endpoints on the backend router. */
export function registerContentRoutes({ get, post, upload }: Endpoints, authed: StaffGuard, db: Db, now: Clock): void {
  const editor = (email: string) => ({ email, now: now() });
  // A refusal the editor shows beside its fields, or the conflict with the fields another changed.
  const guarded =
    (handler: Parameters<StaffGuard>[0]): Parameters<StaffGuard>[0] =>
    async (req, res, staff) => {
      try {
        await handler(req, res, staff);
      } catch (error) {
        if (error instanceof FieldsError)
          res
            .status(400)
            .set("Cache-Control", "no-store")
            .json({ success: false, data: { fields: error.fields }, message: error.message });
        else if (error instanceof ConflictError)
          res
            .status(409)
            .set("Cache-Control", "no-store")
            .json({ success: false, data: { changed: error.changed }, message: error.message });
        else throw error;
      }
    };

  for (const kind of studioKinds) {
    const { adapter, area, check, listed, idPattern, idOf } = studioKindDefinitions[kind];
    const paths = contentPathsOf(kind);
    const itemIdOf = (req: Request) => {
      const id = String(req.params.id ?? "");
      if (!idPattern.test(id) || id.length > 100) throw new HttpError(404, contentMessages.notFound);
      return id;
    };
    if (listed) {
      get(
        paths.list,
        authed(
          async (req, res) => {
            const filter = parse(listQuery, req.query);
            sendData(res, {
              items: await listContentItems(db, listed, { q: filter.q, status: filter.status as ContentStatus | undefined }),
            });
          },
          { area },
        ),
      );
    }

    // A new item: its first revision, and the id it is known by from then on.
    post(
      paths.create,
      authed(
        guarded(async (req, res, staff) => {
          const body = parse(saveBody, req.body);
          const draft = await check(db, null, body.data);
          const saved = await saveRevision(db, adapter, { itemId: idOf ? idOf(draft) : null, base: 0, data: draft }, editor(staff.email));
          sendData(res, saved, contentMessages.saved);
        }),
        { area, write: true },
      ),
    );

    get(
      paths.item,
      authed(
        async (req, res) => {
          const item = await openItem(db, adapter, itemIdOf(req));
          if (!item) throw new HttpError(404, contentMessages.notFound);
          sendData(res, item);
        },
        { area },
      ),
    );

    post(
      paths.save,
      authed(
        guarded(async (req, res, staff) => {
          const itemId = itemIdOf(req);
          const body = parse(saveBody, req.body);
          const draft = await check(db, itemId, body.data);
          sendData(
            res,
            await saveRevision(db, adapter, { itemId, base: body.base, data: draft, note: body.note || undefined }, editor(staff.email)),
            contentMessages.saved,
          );
        }),
        { area, write: true },
      ),
    );

    post(
      paths.publish,
      authed(
        guarded(async (req, res, staff) => {
          const itemId = itemIdOf(req);
          const body = parse(publishBody, req.body);
          // What is published is checked as a save is: an address another item took since is refused.
          await check(db, itemId, await revisionData(db, adapter, itemId, body.number));
          if (body.at) {
            const at = momentOf(body.at.slice(0, 10), Number(body.at.slice(11, 13)) * 60 + Number(body.at.slice(14, 16)));
            await scheduleRevision(db, adapter, itemId, body.number, at, editor(staff.email));
            sendData(res, null, contentMessages.scheduled(body.at.replace("T", " ")));
          } else {
            await publishRevision(db, adapter, itemId, body.number, editor(staff.email));
            sendData(res, null, contentMessages.published);
          }
        }),
        { area, write: true },
      ),
    );

    post(
      paths.takeDown,
      authed(
        async (req, res, staff) => {
          const body = parse(takeDownBody, req.body);
          await takeDown(db, adapter, itemIdOf(req), body.goneTo ?? null, editor(staff.email));
          sendData(res, null, contentMessages.unpublished);
        },
        { area, write: true },
      ),
    );

    post(
      paths.restore,
      authed(
        guarded(async (req, res, staff) => {
          const body = parse(restoreBody, req.body);
          const number = await restoreRevision(db, adapter, itemIdOf(req), body.number, body.base, editor(staff.email));
          sendData(res, { number }, contentMessages.restored(body.number));
        }),
        { area, write: true },
      ),
    );

    post(
      paths.remove,
      authed(
        async (req, res, staff) => {
          await deleteItem(db, adapter, itemIdOf(req), editor(staff.email));
          sendData(res, null, contentMessages.deleted);
        },
        { area, write: true },
      ),
    );

    post(
      paths.undelete,
      authed(
        async (req, res, staff) => {
          await undeleteItem(db, adapter, itemIdOf(req), editor(staff.email));
          sendData(res, null, contentMessages.undeleted);
        },
        { area, write: true },
      ),
    );

    get(
      paths.revision,
      authed(
        async (req, res) => {
          const number = Number(req.params.number);
          const data = Number.isInteger(number) && number >= 0 ? await revisionData(db, adapter, itemIdOf(req), number) : null;
          if (!data) throw new HttpError(404, contentMessages.revisionNotFound);
          const previewAlt = typeof data.preview_file === "string" ? await altOf(db, data.preview_file) : undefined;
          sendData(res, { number, data, ...(previewAlt ? { previewAlt } : {}) });
        },
        { area },
      ),
    );
  }

  get(
    imagePaths.images,
    authed(async (_req, res) => sendData(res, { images: await listImages(db) }), { area: pictureAreas }),
  );

  upload(
    imagePaths.upload,
    authed(
      async (req, res, staff) => {
        const { bytes, fields } = await readUpload(req, pictureLimits);
        const image = await storeUpload(db, bytes, fields.alt ?? "", editor(staff.email));
        sendData(res, image, contentImageMessages.uploaded);
      },
      { area: pictureAreas, write: true },
    ),
  );

  // The preview is read against what the site shows, so it lists every change a visitor will see.
  upload(
    priceListPath,
    authed(
      async (req, res) => {
        const { bytes, fileName } = await readUpload(req, priceSheetLimits);
        const rows = await readPriceSheet(bytes);
        const [live, item] = await Promise.all([livePrices(db), openItem(db, pricesAdapter, pricesItemId)]);
        const preview = { ...previewPriceList(live, rows, fileName), base: item?.base ?? 0 };
        const message =
          preview.refused.length > 0
            ? priceMessages.sheetRefused(preview.refused.length)
            : preview.changes.length === 0
              ? priceMessages.sheetNothingChanged
              : `Прайс-лист прочитан: изменений — ${preview.changes.length}. Проверьте их и примените`;
        sendData(res, preview, message);
      },
      { area: "content", write: true },
    ),
  );
}

type UploadLimits = { bytes: number; tooLarge: string; oneFile: string; unreadable: string };
const pictureLimits: UploadLimits = {
  bytes: maxUploadBytes,
  tooLarge: contentImageMessages.tooLarge,
  oneFile: contentImageMessages.oneFile,
  unreadable: contentImageMessages.notAPicture,
};
const priceSheetLimits: UploadLimits = {
  bytes: maxPriceSheetBytes,
  tooLarge: priceMessages.sheetTooLarge,
  oneFile: "Выберите один файл прайс-листа",
  unreadable: priceMessages.sheetUnreadable,
};

/** Reads one file (at most `limits.bytes`) and the form's short fields from a multipart upload. */
function readUpload(req: Request, limits: UploadLimits): Promise<{ bytes: Buffer; fileName: string; fields: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // utf8: a file's name in Russian («Цены декабрь.xlsx») is sent as UTF-8, not busboy's default latin1.
      parser = busboy({
        headers: req.headers,
        defParamCharset: "utf8",
        limits: { files: 1, fileSize: limits.bytes, fields: 5, fieldSize: 1000 },
      });
    } catch {
      reject(new HttpError(415, limits.unreadable));
      return;
    }
    const chunks: Buffer[] = [];
    const fields: Record<string, string> = {};
    let fileName = "";
    let files = 0;
    let tooLarge = false;
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (_name, stream, info) => {
      files += 1;
      fileName = (info.filename ?? "").slice(0, 200);
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => (tooLarge = true));
      // An upload cut short fails the file's stream as well as the parser: unheard, an uncaught exception.
      stream.on("error", () => reject(new HttpError(400, limits.unreadable)));
    });
    parser.on("filesLimit", () => reject(new HttpError(400, limits.oneFile)));
    parser.on("error", () => reject(new HttpError(400, limits.unreadable)));
    parser.on("close", () => {
      if (tooLarge) reject(new HttpError(413, limits.tooLarge));
      else if (files !== 1) reject(new HttpError(400, limits.oneFile));
      else resolve({ bytes: Buffer.concat(chunks), fileName, fields });
    });
    req.pipe(parser);
  });
}
