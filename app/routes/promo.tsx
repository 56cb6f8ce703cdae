import { Link, data } from "react-router";
import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { getModelContent } from "~/features/models/model-content";
import { findPaint, paintedCarAlt } from "~/features/models/paints";
import { loadModelPaints } from "~/features/models/paints.server";
import { heroImageId } from "~/features/visuals/scene-ids";
import { ScenePicture } from "~/features/visuals/scene-picture";
import { findPromoPage } from "~/features/promo/promo-content";
import styles from "~/features/promo/promo.module.css";
import { DealerContacts } from "~/features/contacts/dealer-contacts";
import { pageMeta } from "~/lib/meta";
import { getServerApi } from "~/lib/server-api.server";
import { useSiteData } from "~/features/site/site-data";
import type { Route } from "./+types/promo";

/** Landings of the new G80 and the GV80: one module, the model chosen by the path. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = findPromoPage(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  const paints = await loadModelPaints(getServerApi(context));
  const paint = findPaint(paints, page.modelCode, getModelContent(page.modelCode).heroPaint);
  return { page, picture: { id: heroImageId(page.modelCode), alt: `${paintedCarAlt(page.title, paint)}, вид три четверти спереди` } };
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  return pageMeta(args, loaderData ? { title: loaderData.page.metaTitle, description: loaderData.page.metaDescription } : null);
};

export default function PromoPage({ loaderData }: Route.ComponentProps) {
  const { page, picture } = loaderData;
  const { options } = useSiteData();
  return (
    <>
      <div className={styles.hero}>
        <PageHeader title={page.title} crumbs={page.crumbs} lead={page.lead}>
          <div className={styles.actions}>
            {page.actions.map((action, i) => (
              <Link key={action.href} className={i === 0 ? "button button--copper" : "button button--ghost"} to={action.href}>
                {action.label}
              </Link>
            ))}
          </div>
          <div className={styles.picture}>
            <ScenePicture id={picture.id} alt={picture.alt} sizes="(min-width: 1280px) 1200px, 100vw" fetchPriority="high" />
          </div>
        </PageHeader>
      </div>
      <Sections sections={page.sections} />
      <section className={styles.contacts} aria-label="Отдел продаж">
        <div className="container">
          <DealerContacts options={options} title="Отдел продаж" intro="Расскажем о сроках поставки, комплектациях и условиях покупки." />
        </div>
      </section>
      <Sections sections={[page.cta]} />
    </>
  );
}
