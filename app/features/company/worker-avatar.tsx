import { mediaSrcSet } from "@contract/content-images";
import { type DepartmentId, type Worker, getInitials } from "./workers";
import styles from "./workers.module.css";

const tones: Record<DepartmentId, string> = {
  management: styles.toneNight ?? "",
  sales: styles.toneCopper ?? "",
  finance: styles.toneSand ?? "",
  corporate: styles.toneNight ?? "",
  certified: styles.toneSand ?? "",
  service: styles.toneInk ?? "",
  "client-care": styles.toneCopper ?? "",
};

/**
 * The worker's photo from the studio's library, cut to a circle; without one, a drawn avatar with the
 * initials. The name is always shown beside it, so in lists it is decorative; `described` gives the photo
 * its uploader's description (the worker's own page).
 */
export function WorkerAvatar(props: {
  worker: Pick<Worker, "name" | "department" | "photo" | "photoAlt">;
  size?: number;
  described?: boolean;
}) {
  const size = props.size ?? 96;
  const { worker } = props;
  if (worker.photo) {
    const sizes = `${size}px`;
    return (
      <picture className={styles.avatar}>
        <source type="image/avif" srcSet={mediaSrcSet(worker.photo, "avif")} sizes={sizes} />
        <source type="image/webp" srcSet={mediaSrcSet(worker.photo, "webp")} sizes={sizes} />
        <img
          className={styles.photo}
          src={`/media/${worker.photo}-480.jpeg`}
          srcSet={mediaSrcSet(worker.photo, "jpeg")}
          sizes={sizes}
          width={size}
          height={size}
          alt={props.described ? (worker.photoAlt ?? "") : ""}
          loading="lazy"
          decoding="async"
        />
      </picture>
    );
  }
  return (
    <svg
      className={`${styles.avatar} ${tones[worker.department]}`}
      width={size}
      height={size}
      viewBox="0 0 96 96"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="48" cy="48" r="48" className={styles.avatarDisc} />
      <circle cx="48" cy="48" r="43" className={styles.avatarRing} />
      <text x="48" y="48" dy="0.35em" textAnchor="middle" className={styles.avatarText}>
        {getInitials(worker.name)}
      </text>
    </svg>
  );
}
