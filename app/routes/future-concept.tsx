import { data } from "react-router";
import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { findConceptPage } from "~/features/future/future-content";
import { conceptImageId } from "~/features/visuals/scene-ids";
import { ScenePicture } from "~/features/visuals/scene-picture";
import styles from "~/features/visuals/visuals.module.css";
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
      {page.picture ? (
        <div className={`container ${styles.hero}`}>
          <ScenePicture
            id={conceptImageId(page.picture.code)}
            alt={page.picture.sceneAlt}
            sizes="(min-width: 1280px) 1200px, calc(100vw - 2 * var(--gutter))"
            fetchPriority="high"
            className={styles.scene}
          />
        </div>
      ) : null}
      <Sections sections={page.sections} />
    </>
  );
}
