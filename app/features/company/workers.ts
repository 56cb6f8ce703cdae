import { pluralize } from "~/lib/format";

/** Departments of the dealership in the order the team page shows them. */
export const departments = [
  { id: "management", name: "Руководство" },
  { id: "sales", name: "Отдел продаж" },
  { id: "finance", name: "Кредитование и страхование" },
  { id: "corporate", name: "Корпоративные продажи" },
  { id: "certified", name: "Автомобили с пробегом" },
  { id: "service", name: "Сервисный центр" },
  { id: "client-care", name: "Клиентская служба" },
] as const;

export type DepartmentId = (typeof departments)[number]["id"];

/** A member of the dealership's team. */
export type Worker = {
  /** Latin kebab-case name used in /worker/{slug}.html. */
  slug: string;
  name: string;
  position: string;
  department: DepartmentId;
  /** Year the person joined the dealership. */
  since: number;
  /** A few sentences about the person, paragraph by paragraph. */
  bio: readonly string[];
  languages: readonly string[];
  email: string;
};

/** The dealership's team, leaders of each department first. */
export const workers: readonly Worker[] = [
  {
    slug: "andrey-sokolov",
    name: "Андрей Соколов",
    position: "Директор дилерского центра",
    department: "management",
    since: 2018,
    bio: [
      "Руководит дилерским центром с первого дня его работы. До прихода в Genesis пятнадцать лет работал в розничных продажах премиальных автомобилей, из них шесть — руководителем.",
      "Считает, что репутацию дилера определяют не громкие обещания, а то, как он выполняет небольшие договорённости: перезванивает вовремя и заранее называет точную стоимость работ.",
    ],
    languages: ["русский", "английский"],
    email: "a.sokolov@genesis-khimki.ru",
  },
  {
    slug: "ekaterina-volkova",
    name: "Екатерина Волкова",
    position: "Руководитель отдела продаж",
    department: "sales",
    since: 2019,
    bio: [
      "Отвечает за то, чтобы каждый клиент получил автомобиль в нужной комплектации и в оговорённый срок. Лично проводит презентации G90 и помогает с выбором индивидуальных опций.",
      "В свободное время изучает историю автомобильного дизайна и может подробно рассказать, откуда у Genesis две линии фар.",
    ],
    languages: ["русский", "английский", "итальянский"],
    email: "e.volkova@genesis-khimki.ru",
  },
  {
    slug: "mikhail-lebedev",
    name: "Михаил Лебедев",
    position: "Персональный менеджер Genesis",
    department: "sales",
    since: 2020,
    bio: [
      "Сопровождает клиента от первого звонка до выдачи автомобиля и остаётся на связи после покупки: напомнит о сервисе, подскажет, как настроить систему помощи водителю.",
      "Лучше всех в команде знает семейство внедорожников GV70 и GV80 и охотно сравнивает их на тест-драйве по одному маршруту.",
    ],
    languages: ["русский", "английский"],
    email: "m.lebedev@genesis-khimki.ru",
  },
  {
    slug: "darya-nikitina",
    name: "Дарья Никитина",
    position: "Персональный менеджер Genesis",
    department: "sales",
    since: 2022,
    bio: [
      "Пришла в Genesis из гостиничного бизнеса и принесла с собой привычку продумывать встречу до мелочей: от маршрута тест-драйва до напитка, который вы предпочитаете.",
      "Проводит встречи в шоуруме и выездные презентации автомобилей у клиента дома или в офисе.",
    ],
    languages: ["русский", "английский", "китайский"],
    email: "d.nikitina@genesis-khimki.ru",
  },
  {
    slug: "anna-egorova",
    name: "Анна Егорова",
    position: "Специалист по кредитованию и страхованию",
    department: "finance",
    since: 2021,
    bio: [
      "Подбирает кредитные и страховые программы, сравнивает предложения банков-партнёров и объясняет условия простыми словами, без мелкого шрифта.",
      "Обычно готовит расчёт ежемесячного платежа в течение часа после обращения.",
    ],
    languages: ["русский", "английский"],
    email: "a.egorova@genesis-khimki.ru",
  },
  {
    slug: "roman-fedorov",
    name: "Роман Фёдоров",
    position: "Менеджер по корпоративным продажам",
    department: "corporate",
    since: 2023,
    bio: [
      "Работает с компаниями и лизинговыми партнёрами: готовит коммерческие предложения на автопарк, согласует сроки поставки и условия обслуживания.",
      "Ранее руководил транспортным подразделением крупной логистической компании и знает задачи автопарка изнутри.",
    ],
    languages: ["русский", "английский", "немецкий"],
    email: "r.fedorov@genesis-khimki.ru",
  },
  {
    slug: "natalya-orlova",
    name: "Наталья Орлова",
    position: "Эксперт по автомобилям с пробегом",
    department: "certified",
    since: 2022,
    bio: [
      "Оценивает автомобили в трейд-ин и отбирает машины для программы сертифицированных автомобилей с пробегом. Каждый автомобиль проверяет по истории обслуживания и юридической чистоте.",
      "Честно говорит, когда выгоднее оставить нынешний автомобиль себе, и за это её ценят постоянные клиенты.",
    ],
    languages: ["русский"],
    email: "n.orlova@genesis-khimki.ru",
  },
  {
    slug: "igor-kuznetsov",
    name: "Игорь Кузнецов",
    position: "Руководитель сервисного центра",
    department: "service",
    since: 2018,
    bio: [
      "Инженер-механик с двадцатилетним опытом. Выстроил работу сервиса так, чтобы плановое обслуживание занимало не больше времени, чем обещано при записи.",
      "Регулярно проходит обучение в техническом центре Genesis и лично разбирает сложные случаи диагностики.",
    ],
    languages: ["русский", "английский"],
    email: "i.kuznetsov@genesis-khimki.ru",
  },
  {
    slug: "aleksey-morozov",
    name: "Алексей Морозов",
    position: "Мастер-консультант",
    department: "service",
    since: 2021,
    bio: [
      "Принимает автомобили в сервис, согласует объём и стоимость работ и держит владельца в курсе каждого этапа — с фотографиями и пояснениями.",
      "Помнит автомобили своих клиентов по истории обслуживания и заранее напоминает о предстоящем ТО.",
    ],
    languages: ["русский", "английский"],
    email: "a.morozov@genesis-khimki.ru",
  },
  {
    slug: "sergey-pavlov",
    name: "Сергей Павлов",
    position: "Мастер-диагност",
    department: "service",
    since: 2019,
    bio: [
      "Специализируется на электрических системах и системах помощи водителю. Калибрует камеры и радары после замены стекла или кузовного ремонта.",
      "Имеет высшую категорию технической сертификации Genesis.",
    ],
    languages: ["русский"],
    email: "s.pavlov@genesis-khimki.ru",
  },
  {
    slug: "olga-semenova",
    name: "Ольга Семёнова",
    position: "Руководитель клиентской службы",
    department: "client-care",
    since: 2020,
    bio: [
      "Отвечает за то, как клиенту у нас: от приветствия на ресепшене до звонка после визита в сервис. Читает каждый отзыв и лично отвечает на обращения.",
      "Организует закрытые показы новых моделей и встречи клуба владельцев Genesis.",
    ],
    languages: ["русский", "английский", "французский"],
    email: "o.semenova@genesis-khimki.ru",
  },
];

/** The worker with this slug. */
export function findWorker(slug: string): Worker | undefined {
  return workers.find((worker) => worker.slug === slug);
}

/** The department's visible name. */
export function getDepartmentName(id: DepartmentId): string {
  return departments.find((department) => department.id === id)?.name ?? "";
}

/** Workers grouped by department in the departments' order; empty departments are left out. */
export function groupWorkersByDepartment(list: readonly Worker[]) {
  return departments
    .map((department) => ({ ...department, workers: list.filter((worker) => worker.department === department.id) }))
    .filter((group) => group.workers.length > 0);
}

/** Colleagues from the same department, the worker excluded. */
export function getColleagues(worker: Worker, list: readonly Worker[] = workers): Worker[] {
  return list.filter((other) => other.department === worker.department && other.slug !== worker.slug);
}

/** Initials of a name for an avatar: "Андрей Соколов" → "АС". */
export function getInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
}

/** How long someone has worked here, as text: "8 лет в компании", or "первый год в компании". */
export function formatTenure(since: number, currentYear: number): string {
  const years = currentYear - since;
  if (years < 1) return "первый год в компании";
  return `${years} ${pluralize(years, ["год", "года", "лет"])} в компании`;
}
