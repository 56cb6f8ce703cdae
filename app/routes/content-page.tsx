import { data } from "react-router";
import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { findContentPage } from "~/features/pages/content-pages";
import { loadVacancies } from "~/features/company/people-api.server";
import { loadReviews } from "~/features/pages/reviews-api.server";
import { getDealerFacts, resolveSections, type LoadedContent } from "~/features/pages/types";
import { pageMeta } from "~/lib/meta";
import { useSiteData } from "~/features/site/site-data";
import { PagePicture } from "~/features/visuals/page-picture";
import { pagePictureFor } from "~/features/visuals/page-pictures";
import type { Route } from "./+types/content-page";

/**
 * The static content pages of the route table (clients, brand, warranty, payments…), looked up by path; the
 * vacancies page with its positions and the reviews page with its reviews from the API.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = findContentPage(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  const loaded: LoadedContent = {
    vacancies: page.loads === "vacancies" ? await loadVacancies(context) : [],
    reviews: page.loads === "reviews" ? await loadReviews(context) : null,
  };
  return { path: page.path, loaded };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.data ? findContentPage(args.data.path) : undefined;
  return pageMeta(args, page ? { title: page.metaTitle ?? page.title, description: page.description } : null);
};

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  const { path, loaded } = loaderData;
  const { options } = useSiteData();
  const page = findContentPage(path);
  if (!page) throw new Error(`Нет содержимого для страницы ${path}`);
  return (
    <>
      <PageHeader title={page.title} crumbs={page.crumbs} lead={page.lead} />
      <PagePicture picture={pagePictureFor(path)} />
      <Sections sections={resolveSections(page, getDealerFacts(options), loaded)} />
      <PagePicture picture={pagePictureFor(path)} place="closing" />
    </>
  );
}
