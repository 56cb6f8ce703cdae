import { data } from "react-router";
import { contentMessages, newsDraftSchema } from "@contract/content";
import { NewsArticle } from "~/features/news/news-article";
import { toNewsCard } from "~/features/news/news-card";
import newsStyles from "~/features/news/news.module.css";
import { sanitizeNewsHtml } from "~/features/news/sanitize.server";
import { staticArticles } from "~/features/news/static-articles";
import { callStaffApi, requireStaff, staffHeaders, toSignIn } from "~/features/staff/staff-api.server";
import type { Route } from "./+types/staff-news-preview";

/**
 * A revision of a news item as a visitor would see it, in the site's own frame: for staff only, never
 * indexed, never kept by the page cache (it keeps no /staff address and nothing a staff session asks).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "content");
  const revision = Number(new URL(request.url).searchParams.get("revision") ?? "0");
  const answer = await callStaffApi<{ data: unknown; previewAlt?: unknown }>(
    context,
    `/v1/staff/content/news/${encodeURIComponent(params.id)}/revisions/${Number.isInteger(revision) ? revision : 0}`,
    {
      token: staff.token,
      signal: request.signal,
    },
  );
  if (answer.status === 401) throw toSignIn(request);
  const draft = newsDraftSchema.safeParse(answer.data?.data);
  if (answer.status !== 200 || !draft.success)
    throw data(answer.message || contentMessages.revisionNotFound, {
      status: answer.status === 200 ? 404 : answer.status,
      headers: staffHeaders,
    });
  const item = draft.data;
  return data(
    {
      revision,
      item: {
        code: item.code,
        name: item.name,
        date: `${item.date.replace("T", " ")}:00`,
        metaTitle: item.metaTitle,
        metaDescription: item.metaDescription || item.preview_description,
        preview_file: item.preview_file,
        ...(typeof answer.data?.previewAlt === "string" ? { preview_alt: answer.data.previewAlt } : {}),
        html: sanitizeNewsHtml(item.description),
      },
      more: staticArticles.slice(0, 3).map(toNewsCard),
    },
    { headers: staffHeaders },
  );
}

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Предпросмотр: ${loaderData?.item.name ?? "новость"} — Genesis Химки` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffNewsPreviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <p role="status" className={`container ${newsStyles.previewBanner}`}>
        Предпросмотр версии {loaderData.revision}: так новость будет выглядеть на сайте. Посетители её не видят, пока она не опубликована.
      </p>
      <NewsArticle item={loaderData.item} more={loaderData.more} />
    </>
  );
}
