import { ModelIllustration } from "~/features/models/model-illustration";
import { loadModelGalleryPage } from "~/features/models/model-page-data";
import { ModelClosing, ModelPageHeader } from "~/features/models/model-page-parts";
import styles from "~/features/models/model-pages.module.css";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/model-gallery";

export function loader({ request }: Route.LoaderArgs) {
  return loadModelGalleryPage(request);
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  return pageMeta(args, loaderData ? { title: loaderData.copy.metaTitle, description: loaderData.copy.metaDescription } : null);
};

export default function ModelGalleryPage({ loaderData }: Route.ComponentProps) {
  const { model, page, copy, frames } = loaderData;
  return (
    <>
      <ModelPageHeader model={model} page={page} lead={copy.lead} />
      <section className={styles.block} aria-label={`Галерея ${model.fullName}`}>
        <div className="container">
          <ul className={styles.gallery}>
            {frames.map((frame) => (
              <li key={frame.title}>
                <figure>
                  <ModelIllustration
                    body={model.body}
                    colour={frame.paint.hex}
                    scene={frame.scene}
                    label={`${model.fullName} в цвете «${frame.paint.name}»: ${frame.title.toLowerCase()}`}
                  />
                  <figcaption>
                    <strong>{frame.title}</strong>
                    {frame.caption}
                    <span className={styles.paint}>
                      <span className={styles.swatch} style={{ background: frame.paint.hex }} aria-hidden="true" />
                      Цвет кузова: {frame.paint.name}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ModelClosing model={model} page={page} />
    </>
  );
}
