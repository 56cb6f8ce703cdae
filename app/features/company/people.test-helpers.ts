import type { Vacancy, Worker } from "@contract/people";

/** A vacancy as GET /v1/vacancies sends it. */
export function makeVacancy(overrides: Partial<Vacancy> = {}): Vacancy {
  return {
    code: "avtomekhanik",
    title: "Автомеханик",
    department: "service",
    employment: "Полная занятость",
    schedule: "График 2/2",
    salary: "Доход от 130 000 ₽",
    summary: "Выполняете техническое обслуживание и ремонт автомобилей Genesis на современном оборудовании.",
    duties: ["Плановое техническое обслуживание", "Ремонт двигателя, подвески и трансмиссии"],
    requirements: ["Опыт работы автомехаником от двух лет"],
    conditions: ["Сдельная оплата от нормо-часа", "Полис ДМС после испытательного срока"],
    ...overrides,
  };
}

/** A member of the team as GET /v1/workers sends them. */
export function makeWorker(overrides: Partial<Worker> = {}): Worker {
  return {
    slug: "ivan-ivanov",
    name: "Иван Иванов",
    position: "Мастер-консультант",
    department: "service",
    since: 2020,
    bio: ["Принимает автомобили в сервис и держит владельца в курсе каждого этапа."],
    languages: ["русский"],
    email: "i.ivanov@genesis-khimki.ru",
    photo: null,
    ...overrides,
  };
}
