import type { NewsItem } from "@contract/news";
import type { RequestHandler } from "express";
import type { Db } from "../db/database";
import { getNewsByCode, getNewsById, getNewsPage } from "./news-queries";
import { goneNews } from "../content/news-content";
import { altOf } from "../content/images";
import { HttpError } from "../http/http-error";
import { messages } from "../http/messages";
import { parseQuery, positiveIntParam, querySchema, textParam } from "../http/query";
import { sendOk } from "../http/respond";

const maxPage = 100_000;
const maxPageSize = 100;

const newsQuery = querySchema({
  page: positiveIntParam("page", maxPage).optional(),
  pageSize: positiveIntParam("pageSize", maxPageSize).optional(),
  code: textParam("code", 200).optional(),
  id: textParam("id", 200).optional(),
}).refine(
  (q) => (q.code === undefined && q.id === undefined) || (q.page === undefined && q.pageSize === undefined),
  messages.detailWithPaging,
);

/** GET /v1/news: a page of active news (`page`, `pageSize`), or one item by `code` or `id`. */
export function newsHandler(db: Db): RequestHandler {
  return async (req, res) => {
    const query = parseQuery(newsQuery, req);
    if (query.code === undefined && query.id === undefined) {
      sendOk(res, await getNewsPage(db, query.page ?? 1, query.pageSize ?? 20));
      return;
    }
    const item = await findNews(db, query.code, query.id);
    if (!item) {
      // Taken down in the studio: 410, with the page the editor chose to send visitors to, if any.
      const code = query.code ?? query.id;
      const gone = code === undefined || /^\d{1,9}$/.test(code) ? undefined : await goneNews(db, code);
      if (gone) {
        res
          .status(410)
          .set("Cache-Control", "public, max-age=60")
          .json({ success: false, data: { redirect: gone.to }, message: messages.newsGone });
        return;
      }
      throw new HttpError(404, messages.newsNotFound);
    }
    // A picture of the studio's library carries what its editor said it shows (the article's alt text).
    const previewAlt = await altOf(db, item.preview_file);
    sendOk(res, previewAlt ? { ...item, preview_alt: previewAlt } : item);
  };
}

// The site's detail call fills `id` with the code (docs/product.md §7 notes the defect), so a non-numeric id is
// read as a code. When both are given they must name the same item.
async function findNews(db: Db, code: string | undefined, id: string | undefined): Promise<NewsItem | null> {
  const byCode = code === undefined ? null : await getNewsByCode(db, code);
  if (id === undefined) return byCode;
  const byId = /^\d{1,9}$/.test(id) ? await getNewsById(db, Number(id)) : await getNewsByCode(db, id);
  if (code === undefined) return byId;
  return byCode && byId && byCode.id === byId.id ? byCode : null;
}
