import { data } from "react-router";
import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { findConceptPage } from "~/features/future/future-content";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/future-concept";

/** Genesis X and Genesis Mint: one module, the concept chosen by the path. */
export function loader({ request }: Route.LoaderArgs) {
  const page = findConceptPage(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  return pageMeta(args, loaderData ? { title: loaderData.page.metaTitle, description: loaderData.page.metaDescription } : null);
};

export default function FutureConceptPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHeader title={page.title} crumbs={page.crumbs} lead={page.lead} />
      <Sections sections={page.sections} />
    </>
  );
}
