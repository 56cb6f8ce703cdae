import { serviceRequestSchema } from "@contract/leads";
import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { requireDepartment } from "~/features/contacts/contact-directory";
import { submitLead } from "~/features/leads/lead-action.server";
import { callbackSections } from "~/features/service/service-callback";
import { serviceCrumbs, servicePhoneLink } from "~/features/service/service-content";
import { ServiceForm } from "~/features/service/service-form";
import { preselectedService } from "~/features/service/service-request";
import styles from "~/features/service/service.module.css";
import { pageMeta } from "~/lib/meta";
import { PagePicture } from "~/features/visuals/page-picture";
import { pagePictureFor } from "~/features/visuals/page-pictures";
import type { Route } from "./+types/service-form";
import { leadClientAction } from "~/features/leads/lead-client-action";

export function loader({ request }: Route.LoaderArgs) {
  return { service: preselectedService(new URL(request.url).searchParams) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  submitLead({ request, context, type: "service", schema: serviceRequestSchema });

// With scripts, a lost connection leaves the form as typed, with what to do (features/leads/lead-client-action.ts).
export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: "Обратный звонок сервиса",
    description:
      "Мастер-консультант сервиса Genesis Химки перезвонит в течение 30 минут: запись на ТО и ремонт, стоимость работ. Телефон сервиса, часы работы и что подготовить к звонку.",
  }),
];

const serviceEmail = requireDepartment("service").email;

export default function ServiceFormPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Обратный звонок сервиса"
        crumbs={serviceCrumbs}
        lead="Мастер-консультант перезвонит, чтобы записать вас на обслуживание, рассчитать стоимость работ или ответить на вопросы о состоянии автомобиля."
      />
      <section id="callback" className={`${styles.block} ${styles.formBlock}`} aria-labelledby="callback-form">
        <div className="container">
          <h2 id="callback-form" className={styles.title}>
            Заявка на звонок
          </h2>
          <p className={styles.intro}>
            Укажите вид работ и телефон — остальное поможет мастеру-консультанту сразу назвать стоимость и не перезванивать повторно.
          </p>
          <div className={styles.formWrap}>
            <ServiceForm service={loaderData.service} serverResult={actionData} anchor="callback" />
          </div>
        </div>
      </section>
      <section className={styles.block} aria-labelledby="callback-contact">
        <div className="container">
          <div className={styles.callback}>
            <div>
              <h2 id="callback-contact" className="visually-hidden">
                Телефон сервиса
              </h2>
              <a className={styles.callbackPhone} href={servicePhoneLink.href}>
                {servicePhoneLink.text}
              </a>
              <p>
                Сервисный центр: {servicePhoneLink.hours.toLowerCase()}. Позвоните нам или напишите на{" "}
                <a href={`mailto:${serviceEmail}`} className={`${styles.callbackLink} nowrap`}>
                  {serviceEmail}
                </a>{" "}
                — мастер-консультант перезвонит в течение 30&nbsp;минут в часы работы сервиса.
              </p>
            </div>
            <div className={styles.callbackActions}>
              <a className="button button--light" href={servicePhoneLink.href}>
                Позвонить в сервис
              </a>
            </div>
          </div>
        </div>
      </section>
      <Sections sections={callbackSections} />
      <PagePicture picture={pagePictureFor("/service-form.html")} place="closing" />
    </>
  );
}
