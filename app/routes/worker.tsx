import { Link } from "react-router";
import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { workerClosing } from "~/features/company/team";
import { WorkerAvatar } from "~/features/company/worker-avatar";
import { WorkerCard } from "~/features/company/worker-card";
import { loadWorkerPage } from "~/features/company/people-api.server";
import { formatTenure, getDepartmentName } from "~/features/company/workers";
import { lowerFirst } from "~/lib/format";
import styles from "~/features/company/workers.module.css";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/worker";

/** The worker and their department's colleagues from the API: 404 unknown, 410 taken off the site by staff. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { ...(await loadWorkerPage(context, params.slug)), currentYear: new Date().getFullYear() };
}

export const meta: Route.MetaFunction = (args) => {
  const worker = args.loaderData?.worker;
  return pageMeta(
    args,
    worker
      ? {
          title: `${worker.name}, ${lowerFirst(worker.position)}`,
          description: `${worker.name}: ${lowerFirst(worker.position)} в дилерском центре Genesis Химки. ${worker.bio[0] ?? ""}`,
          specific: true,
        }
      : null,
  );
};

export default function WorkerPage({ loaderData }: Route.ComponentProps) {
  const { worker, colleagues, currentYear } = loaderData;
  return (
    <>
      <PageHeader
        title={worker.name}
        crumbs={[
          { title: "О дилере", href: "/about.html" },
          { title: "Наши сотрудники", href: "/workers.html" },
        ]}
      />
      <section className={styles.block} aria-label="Профиль">
        <div className={`container ${styles.profile}`}>
          <div>
            <div className={styles.profileHead}>
              <WorkerAvatar worker={worker} size={120} described />
              <div>
                <p className={styles.position}>{worker.position}</p>
                <p className={styles.department}>{getDepartmentName(worker.department)}</p>
              </div>
            </div>
            <div className={styles.bio}>
              {worker.bio.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <dl className={styles.details}>
            <div>
              <dt>В дилерском центре</dt>
              <dd>
                с {worker.since} года, {formatTenure(worker.since, currentYear)}
              </dd>
            </div>
            <div>
              <dt>Языки</dt>
              <dd>{worker.languages.join(", ")}</dd>
            </div>
            <div>
              <dt>Электронная почта</dt>
              <dd>
                <a href={`mailto:${worker.email}`}>{worker.email}</a>
              </dd>
            </div>
            <div>
              <dt>Отдел</dt>
              <dd>
                <Link to={`/workers.html#department-${worker.department}`}>{getDepartmentName(worker.department)}</Link>
              </dd>
            </div>
          </dl>
        </div>
      </section>
      {colleagues.length > 0 ? (
        <section className={styles.block} aria-labelledby="colleagues">
          <div className="container">
            <h2 id="colleagues" className={styles.groupTitle}>
              Коллеги по отделу
            </h2>
            <ul className={styles.grid}>
              {colleagues.map((colleague) => (
                <li key={colleague.slug}>
                  <WorkerCard worker={colleague} currentYear={currentYear} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <Sections sections={workerClosing} />
    </>
  );
}
