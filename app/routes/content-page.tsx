import { data, useLoaderData } from "react-router";
import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { findContentPage } from "~/features/pages/content-pages";
import { getDealerFacts, resolveSections } from "~/features/pages/types";
import { pageMeta } from "~/lib/meta";
import { useSiteData } from "~/features/site/site-data";

/** The static content pages of the route table (clients, brand, warranty, payments…), looked up by path. */
export function loader({ request }: LoaderFunctionArgs) {
  const page = findContentPage(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { path: page.path };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const page = args.data ? findContentPage(args.data.path) : undefined;
  return pageMeta(args, page ? { title: page.metaTitle ?? page.title, description: page.description } : null);
};

export default function ContentPageRoute() {
  const { path } = useLoaderData<typeof loader>();
  const { options } = useSiteData();
  const page = findContentPage(path);
  if (!page) throw new Error(`Нет содержимого для страницы ${path}`);
  return (
    <>
      <PageHeader title={page.title} crumbs={page.crumbs} lead={page.lead} />
      <Sections sections={resolveSections(page, getDealerFacts(options))} />
    </>
  );
}
