import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { teamClosing } from "~/features/company/team";
import { WorkerCard } from "~/features/company/worker-card";
import { loadWorkers } from "~/features/company/people-api.server";
import { groupWorkersByDepartment } from "~/features/company/workers";
import styles from "~/features/company/workers.module.css";
import { pageMeta } from "~/lib/meta";
import { PagePicture } from "~/features/visuals/page-picture";
import { pagePictureFor } from "~/features/visuals/page-pictures";
import type { Route } from "./+types/workers";

/** The team from the API (the studio's hr role edits it); a failing API is a 503. */
export async function loader({ context }: Route.LoaderArgs) {
  return { workers: await loadWorkers(context), currentYear: new Date().getFullYear() };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Наши сотрудники",
    description:
      "Команда дилерского центра Genesis Химки: руководители, персональные менеджеры, специалисты по кредитованию, мастера-консультанты и техники сервиса.",
  });

export default function Workers({ loaderData }: Route.ComponentProps) {
  const { workers, currentYear } = loaderData;
  const groups = groupWorkersByDepartment(workers);
  return (
    <>
      <PageHeader
        title="Наши сотрудники"
        crumbs={[{ title: "О дилере", href: "/about.html" }]}
        lead="Люди, которые продают, финансируют и обслуживают ваш Genesis. Напишите любому из нас напрямую — ответим в течение рабочего дня."
      />
      <PagePicture picture={pagePictureFor("/workers.html")} />
      {groups.map((group) => (
        <section key={group.id} className={styles.block} aria-labelledby={`department-${group.id}`}>
          <div className="container">
            <h2 id={`department-${group.id}`} className={styles.groupTitle}>
              {group.name}
            </h2>
            <ul className={styles.grid}>
              {group.workers.map((worker) => (
                <li key={worker.slug}>
                  <WorkerCard worker={worker} currentYear={currentYear} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
      <Sections sections={teamClosing} />
    </>
  );
}
