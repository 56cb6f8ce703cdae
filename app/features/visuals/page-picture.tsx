import { pageManifest } from "./page-manifest.generated";
import type { PagePictureRef } from "./page-pictures";
import { sceneManifest } from "./scene-manifest.generated";
import { ScenePicture } from "./scene-picture";
import styles from "./visuals.module.css";

/**
 * A page's picture (page-pictures.ts), drawn the width of the container. Under the header it is the first
 * screen's largest image, so it is asked for at high priority, never lazily; a closing picture, after the
 * page's content, is lazy. Render it where the page wants it: `place` says which of the two this is.
 */
export function PagePicture({ picture, place = "header" }: { picture: PagePictureRef | null; place?: "header" | "closing" }) {
  if (!picture || (place === "closing") !== Boolean(picture.closing)) return null;
  const header = place === "header";
  return (
    <div className={`container ${header ? styles.hero : styles.closing}`}>
      <ScenePicture
        image={pageManifest[picture.id] ?? sceneManifest[picture.id]}
        id={picture.id}
        alt={picture.alt}
        sizes="(min-width: 1280px) 1200px, 100vw"
        fetchPriority={header ? "high" : undefined}
        className={styles.scene}
      />
    </div>
  );
}
