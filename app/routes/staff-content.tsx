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
  const areas = {
    content: canOpen(staff.role, "content"),
    people: canOpen(staff.role, "people"),
    serviceContent: canOpen(staff.role, "serviceContent"),
  };
  if (!areas.content && !areas.people && !areas.serviceContent)
    throw data("Недостаточно прав: содержимое сайта редактируют маркетинг, сервис, персонал и администраторы", {
      status: 403,
      headers: staffHeaders,
    });
  return data({ email: staff.email, role: staff.role, csrfToken: staff.csrfToken, areas }, { headers: staffHeaders });
}

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Содержимое сайта — Genesis Химки" },
  { name: "robots", content: "noindex, nofollow" },
];

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
            Условия, сроки действия, модели и юридический текст. Предложение появляется в списке действующих в первый день срока и уходит из
            него на следующий день после окончания само; снятое с публикации отвечает посетителям «больше не действует».
          </p>
        </section>
      ) : null}
      {areas.content ? (
        <section className={styles.panel} aria-labelledby="studio-consents">
          <h2 id="studio-consents">Согласия посетителей</h2>
          <p>
            Тексты, с которыми посетитель соглашается в формах сайта. Опубликованная редакция не меняется: публикация делает следующую
            редакцию, формы ссылаются на неё сразу, а заявки хранят ту, что видел посетитель.
          </p>
          <ul>
            <li>
              <Link to="/staff/content/consents/personal-data">Согласие на обработку персональных данных</Link>
            </li>
            <li>
              <Link to="/staff/content/consents/third-parties">Согласие на передачу персональных данных третьим лицам</Link>
            </li>
            <li>
              <Link to="/staff/content/consents/advertising">Согласие на получение рекламной информации</Link>
            </li>
          </ul>
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
      {areas.content ? (
        <section className={styles.panel} aria-labelledby="studio-home">
          <h2 id="studio-home">
            <Link to="/staff/content/home/page">Главная страница</Link>
          </h2>
          <p>
            Слайды наверху главной — модель или акция, заголовок, текст, кнопка со ссылкой и картинка из библиотеки — и порядок блоков под
            ними: любой блок можно поднять, опустить или спрятать. Заголовок первого слайда — главный заголовок страницы.
          </p>
        </section>
      ) : null}
      {areas.content ? (
        <section className={styles.panel} aria-labelledby="studio-reviews">
          <h2 id="studio-reviews">
            <Link to="/staff/content/reviews/page">Отзывы клиентов</Link>
          </h2>
          <p>
            Отзывы на странице «Отзывы клиентов»: имя автора, автомобиль, день, оценка и текст. Новый отзыв можно добавить, ошибку —
            исправить, отзыв — скрыть или поднять выше. Средняя оценка считается по показанным отзывам.
          </p>
        </section>
      ) : null}
      {areas.content ? (
        <section className={styles.panel} aria-labelledby="studio-prices">
          <h2 id="studio-prices">
            <Link to="/staff/content/prices/catalogue">Цены моделей и комплектаций</Link>
          </h2>
          <p>
            Цены комплектаций, отметка «ориентировочная» и «Цена скоро» — вручную или загрузкой прайс-листа XLSX или CSV с проверкой каждой
            строки. Цена модели «от» — самая низкая из цен комплектаций: меню моделей, страница модели, конфигуратор и карточки для
            поисковиков меняются вместе.
          </p>
        </section>
      ) : null}
      {areas.content ? (
        <section className={styles.panel} aria-labelledby="studio-credit">
          <h2 id="studio-credit">
            <Link to="/staff/content/credit-programs">Кредитные программы</Link>
          </h2>
          <p>
            Ставки, сроки, взносы, суммы и модели программ, которые предлагают конфигуратор и автомобили в наличии, а также кредитор,
            комиссия и страховка, из которых считается полная стоимость кредита. Редактор сразу показывает ПСК, которую увидят посетители;
            программу без этих данных сайт предлагает без ставки.
          </p>
        </section>
      ) : null}
      {areas.people ? (
        <section className={styles.panel} aria-labelledby="studio-vacancies">
          <h2 id="studio-vacancies">
            <Link to="/staff/content/vacancies">Вакансии</Link>
          </h2>
          <p>
            Открытые позиции на странице «Вакансии»: занятость, график, доход, обязанности, требования и условия. Опубликованная вакансия
            появляется в списке в течение нескольких секунд; снятая пропадает из него, а её версии остаются здесь.
          </p>
        </section>
      ) : null}
      {areas.people ? (
        <section className={styles.panel} aria-labelledby="studio-workers">
          <h2 id="studio-workers">
            <Link to="/staff/content/workers">Сотрудники</Link>
          </h2>
          <p>
            Команда на страницах «Наши сотрудники», «О дилере» и у каждого сотрудника своя страница: должность, отдел, год прихода,
            несколько абзацев о человеке, языки, почта и фотография. Страница снятого с сайта сотрудника отвечает, что он больше не работает
            у нас.
          </p>
        </section>
      ) : null}
      {areas.serviceContent ? (
        <section className={styles.panel} aria-labelledby="studio-service-prices">
          <h2 id="studio-service-prices">
            <Link to="/staff/content/service-prices/catalogue">Цены сервиса</Link>
          </h2>
          <p>
            Стоимость планового ТО от ТО-1 до ТО-8 для каждой модели и цена «от» каждой услуги с пояснением, что в неё входит. После
            публикации новые цены появляются на страницах «Сервис», «Техническое обслуживание» и на страницах услуг в течение нескольких
            секунд.
          </p>
        </section>
      ) : null}
    </StaffShell>
  );
}
