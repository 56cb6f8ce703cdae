import { mediaSrcSet } from "@contract/content-images";
import type { DepartmentId, Worker } from "./workers";
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
 * The worker's photo from the studio's library, cut to a circle; without one, a drawn portrait (an abstract
 * figure whose colours and hair follow the name) until the studio has the photo. The name is always shown
 * beside it, so in lists it is decorative; `described` names it on the worker's own page (the photo by its
 * uploader's description, else by the name; the portrait as a drawn portrait of the person).
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
          alt={props.described ? worker.photoAlt || worker.name : ""}
          loading="lazy"
          decoding="async"
        />
      </picture>
    );
  }
  const look = portraitOf(worker.name);
  const named = props.described ? { role: "img", "aria-label": `${worker.name}, рисованный портрет` } : { "aria-hidden": true };
  return (
    <svg
      className={`${styles.avatar} ${tones[worker.department]}`}
      width={size}
      height={size}
      viewBox="0 0 96 96"
      focusable="false"
      {...named}
    >
      <circle cx="48" cy="48" r="48" className={styles.avatarDisc} />
      <circle cx="48" cy="48" r="44" fill={look.backdrop} />
      <g>
        {/* The jacket over the shoulders (cut by the disc's edge), the shirt's collar, the neck and the head; hair as the person wears it. */}
        {look.hair === 2 ? <path d="M31 46C29 28 38 20 48 20C58 20 67 28 65 46L67 70C58 72 38 72 29 70Z" fill={look.hairColour} /> : null}
        <path d="M18 80C22 71 32 67 48 66C64 67 74 71 78 80A44 44 0 0 1 18 80Z" fill={look.jacket} />
        <path d="M41 67L48 80L55 67C52 66 44 66 41 67Z" fill={look.shirt} />
        <path d="M42 56H54V68L48 74L42 68Z" fill={look.skin} opacity="0.92" />
        <ellipse cx="48" cy="42" rx="14" ry="17" fill={look.skin} />
        <path d={hairStyles[look.hair]} fill={look.hairColour} />
      </g>
      <circle cx="48" cy="48" r="43" fill="none" className={styles.avatarRing} />
    </svg>
  );
}

/** Hair as a shape over the head: short, parted to the side, long to the shoulders (with its back drawn behind), gathered up. */
const hairStyles = [
  "M34 40C33 28 40 23 48 23C57 23 63 28 62 40C60 33 56 30 48 30C41 30 36 33 34 40Z",
  "M34 42C32 29 39 23 49 23C58 23 64 29 62 41C58 35 50 31 40 32C37 34 35 37 34 42Z",
  "M34 41C34 29 41 23 48 23C56 23 62 29 62 41C57 33 50 31 44 32C39 34 36 37 34 41Z",
  "M34 40C33 28 40 22 48 22C57 22 63 28 62 40C59 32 55 29 48 29C41 29 37 32 34 40ZM56 24C61 19 68 22 66 29C64 31 61 30 59 28Z",
] as const;

const backdrops = ["#d9d3c8", "#c9ccd1", "#d6c6b4", "#bfc7c2", "#cfc9d3"] as const;
const jackets = ["#1c2230", "#2b2d33", "#3a2e28", "#263430", "#4a4f58"] as const;
const shirts = ["#f3f0ea", "#dfe6ee", "#efe4d4"] as const;
const skins = ["#e2c2a6", "#d2a98a", "#c08f6e", "#eccfb6"] as const;
const hairColours = ["#2a211c", "#4b3324", "#8a6a4a", "#1d1d20", "#6d6a66"] as const;

/** A portrait's colours and hair by the person's name: the same person always looks the same, neighbours differ. */
function portraitOf(name: string) {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  const pick = <T,>(list: readonly T[], shift: number): T => list[(hash >>> shift) % list.length] as T;
  return {
    backdrop: pick(backdrops, 0),
    jacket: pick(jackets, 3),
    shirt: pick(shirts, 6),
    skin: pick(skins, 9),
    hair: (hash >>> 12) % hairStyles.length,
    hairColour: pick(hairColours, 15),
  };
}
