import { Link } from "react-router";
import { Sections, type Section } from "~/components/content/sections";
import sectionStyles from "~/components/content/sections.module.css";
import { PageHeader } from "~/components/ui/page-header";
import { conceptPages, futureOverview } from "~/features/future/future-content";
import { ModelIllustration } from "~/features/models/model-illustration";
import styles from "~/features/visuals/visuals.module.css";
import { pageMeta } from "~/lib/meta";
import { PagePicture } from "~/features/visuals/page-picture";
import { pagePictureFor } from "~/features/visuals/page-pictures";
import type { Route } from "./+types/future";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: futureOverview.metaTitle, description: futureOverview.metaDescription });

type LinksSection = Extract<Section, { kind: "links" }>;

/** The concept cars as the links section draws them, each card with the concept's side drawing. */
function ConceptCards({ section }: { section: LinksSection }) {
  return (
    <section className={sectionStyles.section}>
      <div className="container">
        {section.title ? <h2 className={sectionStyles.title}>{section.title}</h2> : null}
        <ul className={sectionStyles.links}>
          {section.items.map((item) => {
            const picture = conceptPages.find((page) => page.path === item.href)?.picture;
            return (
              <li key={item.href}>
                <Link to={item.href} className={sectionStyles.linkCard}>
                  {picture ? (
                    <ModelIllustration
                      sizes="(min-width: 768px) 300px, 82vw"
                      className={styles.cardPicture}
                      model={picture.code}
                      colour={picture.paint}
                    />
                  ) : null}
                  <strong>{item.title}</strong>
                  {item.text ? <span>{item.text}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export default function FuturePage() {
  const { sections } = futureOverview;
  const at = sections.findIndex((section) => section.kind === "links");
  const links = sections[at];
  return (
    <>
      <PageHeader title={futureOverview.title} crumbs={futureOverview.crumbs} lead={futureOverview.lead} />
      <PagePicture picture={pagePictureFor("/genesis-future-vehicles.html")} />
      {links?.kind === "links" ? (
        <>
          <Sections sections={sections.slice(0, at)} />
          <ConceptCards section={links} />
          <Sections sections={sections.slice(at + 1)} />
        </>
      ) : (
        <Sections sections={sections} />
      )}
    </>
  );
}
