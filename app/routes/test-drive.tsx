import { Link } from "react-router";
import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { buildLineup } from "~/features/models/lineup";
import { LineupList } from "~/features/models/lineup-card";
import { loadModelSummaries } from "~/features/models/model-summaries";
import { DealerContacts } from "~/features/contacts/dealer-contacts";
import { testDriveContent } from "~/features/test-drive/test-drive-content";
import styles from "~/features/test-drive/test-drive.module.css";
import { pageMeta } from "~/lib/meta";
import { getServerApi } from "~/lib/server-api.server";
import { formatPhone, phoneHref } from "~/lib/phone";
import { useSiteData } from "~/features/site/site-data";
import type { Route } from "./+types/test-drive";

export async function loader({ context }: Route.LoaderArgs) {
  return { summaries: await loadModelSummaries(getServerApi(context)) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: testDriveContent.metaTitle, description: testDriveContent.metaDescription });

export default function TestDrivePage({ loaderData }: Route.ComponentProps) {
  const { models, options } = useSiteData();
  const lineup = buildLineup(models, loaderData.summaries);
  const phone = formatPhone(options.phone);
  return (
    <>
      <PageHeader title={testDriveContent.title} lead={testDriveContent.lead} />
      <section className={`${styles.block} ${styles.booking}`} aria-labelledby="test-drive-booking">
        <div className="container">
          <h2 id="test-drive-booking" className={styles.title}>
            {testDriveContent.booking.title}
          </h2>
          <p className={styles.bookingText}>{testDriveContent.booking.text}</p>
          <div className={styles.actions}>
            {phone ? (
              <a className="button button--copper" href={phoneHref(options.phone)}>
                {testDriveContent.booking.call}: {phone}
              </a>
            ) : null}
            <Link className="button button--ghost" to="/contacts.html">
              Как добраться
            </Link>
          </div>
          <DealerContacts options={options} title="Дилерский центр" heading="h3" />
        </div>
      </section>
      <section className={styles.block} aria-labelledby="test-drive-models">
        <div className="container">
          <h2 id="test-drive-models" className={styles.title}>
            {testDriveContent.modelsTitle}
          </h2>
          <p className={styles.intro}>{testDriveContent.modelsIntro}</p>
          <LineupList items={lineup} heading="h3" className={styles.models} />
        </div>
      </section>
      <Sections sections={testDriveContent.sections} />
    </>
  );
}
