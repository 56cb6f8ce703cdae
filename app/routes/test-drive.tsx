import { data, Link } from "react-router";
import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { buildLineup } from "~/features/models/lineup";
import { LineupList } from "~/features/models/lineup-card";
import { loadModelSummaries } from "~/features/models/model-summaries.server";
import { getModelFamily } from "~/features/models/model-pages";
import { DealerContacts } from "~/features/contacts/dealer-contacts";
import { testDriveContent } from "~/features/test-drive/test-drive-content";
import { testDriveAction } from "~/features/test-drive/booking-action.server";
import { loadSchedule, scheduleKey } from "~/features/test-drive/schedule.server";
import { startingCity } from "~/features/test-drive/test-drive-choices";
import { loadTestDriveChoices } from "~/features/test-drive/test-drive-choices.server";
import { modelOptions } from "~/features/leads/lead-form-parts";
import { TestDriveForm } from "~/features/test-drive/test-drive-form";
import styles from "~/features/test-drive/test-drive.module.css";
import { pageMeta } from "~/lib/meta";
import { getServerApi } from "~/lib/server-api.server";
import { formatPhone, phoneHref } from "~/lib/phone";
import { useSiteData } from "~/features/site/site-data";
import type { Route } from "./+types/test-drive";
import { leadClientAction } from "~/features/leads/lead-client-action";

/** Where the page's form says it was sent from. */
const pagePlace = "страница «Запись на тест-драйв»";

// The test-drive popup loads this too (fetcher), for the cities and dealers.
export async function loader({ request, context }: Route.LoaderArgs) {
  const [summaries, choices] = await Promise.all([loadModelSummaries(getServerApi(context)), loadTestDriveChoices(context)]);
  const model = getModelFamily(new URL(request.url).searchParams.get("model") ?? "")?.code ?? null;
  // The schedule the form starts with: the model asked for (else the first) at the starting city's first dealer.
  const city = choices?.cities.find((c) => String(c.id) === startingCity(choices, undefined));
  const key = scheduleKey(String(city?.dealers[0]?.id ?? ""), model ?? modelOptions[0]?.value);
  const schedule = key ? await loadSchedule(context, key, request.signal) : null;
  // A page saying the schedule failed is not kept (page cache, CDN): it would outlive the outage.
  return data({ summaries, choices, model, schedule }, schedule?.ok === false ? { headers: { "Cache-Control": "no-store" } } : undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const action = (args: Route.ActionArgs) => testDriveAction(args);

// With scripts, a lost connection leaves the form as typed, with what to do (features/leads/lead-client-action.ts).
export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: testDriveContent.metaTitle, description: testDriveContent.metaDescription }),
];

export default function TestDrivePage({ loaderData, actionData }: Route.ComponentProps) {
  const { models, options } = useSiteData();
  const lineup = buildLineup(models, loaderData.summaries);
  const phone = formatPhone(options.phone);
  const { booking } = testDriveContent;
  return (
    <>
      <PageHeader title={testDriveContent.title} lead={testDriveContent.lead} />
      <section id="booking" className={`${styles.block} ${styles.booking}`} aria-labelledby="test-drive-booking">
        <div className="container">
          <h2 id="test-drive-booking" className={styles.title}>
            {booking.title}
          </h2>
          <p className={styles.bookingText}>{loaderData.choices ? booking.text : booking.unavailable}</p>
          <div className={styles.bookingGrid}>
            {loaderData.choices ? (
              <TestDriveForm
                choices={loaderData.choices}
                place={pagePlace}
                model={loaderData.model ?? undefined}
                serverResult={actionData}
                initialSchedule={loaderData.schedule}
                anchor="booking"
              />
            ) : null}
            <div className={styles.aside}>
              <h3 className={styles.asideTitle}>{booking.callTitle}</h3>
              <p>{booking.callText}</p>
              <div className={styles.actions}>
                {phone ? (
                  <a className={`button button--ghost ${styles.callButton}`} href={phoneHref(options.phone)}>
                    <span>{booking.call}:</span> <span className="nowrap">{phone}</span>
                  </a>
                ) : null}
                <Link className="button button--ghost" to="/contacts.html">
                  Как добраться
                </Link>
              </div>
            </div>
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
