import { type DepartmentId, getInitials } from "./workers";
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

/** A drawn avatar with the person's initials; decorative, since the name is always shown beside it. */
export function WorkerAvatar(props: { name: string; department: DepartmentId; size?: number }) {
  const size = props.size ?? 96;
  return (
    <svg
      className={`${styles.avatar} ${tones[props.department]}`}
      width={size}
      height={size}
      viewBox="0 0 96 96"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="48" cy="48" r="48" className={styles.avatarDisc} />
      <circle cx="48" cy="48" r="43" className={styles.avatarRing} />
      <text x="48" y="48" dy="0.35em" textAnchor="middle" className={styles.avatarText}>
        {getInitials(props.name)}
      </text>
    </svg>
  );
}
