import { Link, data } from "react-router";
import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { ModelIllustration } from "~/features/models/model-illustration";
import { visualModelOf } from "~/features/visuals/visual-models";
import { findPromoPage } from "~/features/promo/promo-content";
import styles from "~/features/promo/promo.module.css";
import { DealerContacts } from "~/features/purchase/dealer-contacts";
import { pageMeta } from "~/lib/meta";
import { useSiteData } from "~/lib/site-data";
import type { Route } from "./+types/promo";

/** Landings of the new G80 and the GV80: one module, the model chosen by the path. */
export function loader({ request }: Route.LoaderArgs) {
  const page = findPromoPage(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  return pageMeta(args, loaderData ? { title: loaderData.page.metaTitle, description: loaderData.page.metaDescription } : null);
};

export default function PromoPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
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
          <ModelIllustration className={styles.picture} model={visualModelOf(page.modelCode)} colour={page.picture.colour} label={page.picture.label} />
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
