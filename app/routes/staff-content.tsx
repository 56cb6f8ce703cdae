import { data, Link } from "react-router";
import { canOpen } from "@contract/staff-roles";
import { requireStaff, staffHeaders } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-content";

export const handle = { staff: true };

/** The studio's start: the editors the role opens. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const areas = { content: canOpen(staff.role, "content"), people: canOpen(staff.role, "people"), serviceContent: canOpen(staff.role, "serviceContent") };
  if (!areas.content && !areas.people && !areas.serviceContent) throw data("Недостаточно прав: содержимое сайта редактируют маркетинг, сервис, персонал и администраторы", { status: 403, headers: staffHeaders });
  return data({ email: staff.email, role: staff.role, csrfToken: staff.csrfToken, areas }, { headers: staffHeaders });
}

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = () => [{ title: "Содержимое сайта — Genesis Химки" }, { name: "robots", content: "noindex, nofollow" }];

export const ErrorBoundary = StaffErrorBoundary;

export default function StaffContentPage({ loaderData }: Route.ComponentProps) {
  const { areas } = loaderData;
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={loaderData.csrfToken}>
      <h1 className={styles.title}>Содержимое сайта</h1>
      {areas.content ? (
        <section className={styles.panel} aria-labelledby="studio-news">
          <h2 id="studio-news">
            <Link to="/staff/content/news">Новости</Link>
          </h2>
          <p>
            Черновик, предпросмотр, публикация сейчас или в назначенное время, история изменений. Опубликованная новость появляется в списке
            новостей, на главной, в подвале, в карте сайта и в поиске в течение нескольких секунд.
          </p>
        </section>
      ) : null}
      {areas.content ? (
        <section className={styles.panel} aria-labelledby="studio-offers">
          <h2 id="studio-offers">
            <Link to="/staff/content/offers">Специальные предложения</Link>
          </h2>
          <p>
            Условия, сроки действия, модели и юридический текст. Предложение появляется в списке действующих в первый день срока и
            уходит из него на следующий день после окончания само; снятое с публикации отвечает посетителям «больше не действует».
          </p>
        </section>
      ) : null}
      {areas.content ? (
        <section className={styles.panel} aria-labelledby="studio-contacts">
          <h2 id="studio-contacts">
            <Link to="/staff/content/contacts/dealer">Контакты и реквизиты</Link>
          </h2>
          <p>
            Название, телефон, почта, адрес, часы работы салона и сервиса, ИНН, ОГРН и КПП, ссылки на соцсети. Шапка, подвал, страница
            контактов и юридические документы показывают опубликованную версию.
          </p>
        </section>
      ) : null}
      {!areas.content ? (
        <p className={styles.notice} data-kind="ok">
          Вакансии, сотрудники и страницы сервиса с ценами пока меняются вместе с обновлением сайта: их редакторы появятся в этом
          разделе. Если текст на сайте нужно поправить сейчас, напишите администратору сайта — он передаст правку разработчикам.
        </p>
      ) : null}
    </StaffShell>
  );
}
