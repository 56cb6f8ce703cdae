import { Sections } from "~/components/content/sections";
import { ScenePicture } from "~/features/visuals/scene-picture";
import { ModelClosing, ModelPageHeader } from "./model-page-parts";
import type { loadModelContentPage } from "./model-page-data.server";
import styles from "./model-pages.module.css";

/** A model's content subpage: header with crumbs, its scene picture and sections, then the family's other pages and actions. */
export function ModelContentPageView({ model, page, copy, banner }: Awaited<ReturnType<typeof loadModelContentPage>>) {
  return (
    <>
      <ModelPageHeader model={model} page={page} lead={copy.lead} />
      {banner ? (
        <div className={`container ${styles.banner}`}>
          <ScenePicture id={banner.id} alt={banner.alt} sizes="(min-width: 1280px) 1200px, 100vw" fetchPriority="high" />
        </div>
      ) : null}
      <Sections sections={copy.sections} />
      <ModelClosing model={model} page={page} />
    </>
  );
}
