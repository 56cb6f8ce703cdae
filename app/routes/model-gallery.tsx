import { Lightbox, LightboxTrigger, useLightbox } from "~/components/ui/lightbox";
import { loadModelGalleryPage } from "~/features/models/model-page-data.server";
import { ModelClosing, ModelPageHeader } from "~/features/models/model-page-parts";
import styles from "~/features/models/model-pages.module.css";
import { ScenePicture } from "~/features/visuals/scene-picture";
import { pageMeta } from "~/lib/meta";
import { getServerApi } from "~/lib/server-api.server";
import type { Route } from "./+types/model-gallery";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadModelGalleryPage(request, getServerApi(context));
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  return pageMeta(args, loaderData ? { title: loaderData.copy.metaTitle, description: loaderData.copy.metaDescription } : null);
};

export default function ModelGalleryPage({ loaderData }: Route.ComponentProps) {
  const { model, page, copy, frames } = loaderData;
  const lightbox = useLightbox();
  // One scene per frame: a grid-sized picture, and the same scene up to full width in the lightbox.
  const picture = (frame: (typeof frames)[number], large: boolean) => (
    <ScenePicture
      id={frame.id}
      alt={frame.alt}
      sizes={large ? "min(100vw, 1600px)" : "(min-width: 1024px) 600px, (min-width: 700px) 50vw, 100vw"}
      loading={large ? "eager" : "lazy"}
    />
  );
  return (
    <>
      <ModelPageHeader model={model} page={page} lead={copy.lead} />
      <section className={styles.block} aria-label={`Галерея ${model.fullName}`}>
        <div className="container">
          <ul className={styles.gallery}>
            {frames.map((frame, i) => (
              <li key={frame.title}>
                <figure>
                  <LightboxTrigger title={frame.title} onOpen={(button) => lightbox.open(i, button)}>
                    {picture(frame, false)}
                  </LightboxTrigger>
                  <figcaption>
                    <strong>{frame.title}</strong>
                    {frame.caption}
                    {frame.paint ? (
                      <span className={styles.paint}>
                        <span className={styles.swatch} style={{ background: frame.paint.hex }} aria-hidden="true" />
                        Цвет кузова: {frame.paint.name}
                      </span>
                    ) : null}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <Lightbox
            lightbox={lightbox}
            items={frames.map((frame) => ({ key: frame.title, title: frame.title, caption: <p>{frame.caption}</p> }))}
            renderPicture={(i) => (frames[i] ? picture(frames[i], true) : null)}
          />
        </div>
      </section>
      <ModelClosing model={model} page={page} />
    </>
  );
}
