import { Link } from "react-router";
import { WorkerAvatar } from "./worker-avatar";
import { type Worker, formatTenure } from "./workers";
import styles from "./workers.module.css";

/** Path of a worker's page. */
export function workerHref(worker: Pick<Worker, "slug">): string {
  return `/worker/${worker.slug}.html`;
}

/** A team member in a list: avatar, name linking to their page, position and tenure. */
export function WorkerCard(props: { worker: Worker; currentYear: number }) {
  const { worker } = props;
  return (
    <article className={styles.card}>
      <WorkerAvatar worker={worker} size={72} />
      <div>
        <h3 className={styles.cardName}>
          <Link to={workerHref(worker)} className="stretched-link">
            {worker.name}
          </Link>
        </h3>
        <p className={styles.cardPosition}>{worker.position}</p>
        <p className={styles.cardMeta}>{formatTenure(worker.since, props.currentYear)}</p>
      </div>
    </article>
  );
}
