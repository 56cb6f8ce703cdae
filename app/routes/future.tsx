import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { futureOverview } from "~/features/future/future-content";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/future";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: futureOverview.metaTitle, description: futureOverview.metaDescription });

export default function FuturePage() {
  return (
    <>
      <PageHeader title={futureOverview.title} crumbs={futureOverview.crumbs} lead={futureOverview.lead} />
      <Sections sections={futureOverview.sections} />
    </>
  );
}
