// The vacancies and the team in the studio (docs/decisions/0104), through the staff API on both
// databases: only the people area (admin, hr) opens them; a bad form is refused field by field and
// saves nothing; a publish is on the public API at once; a worker taken down answers 410.
import { contentItemSchema, contentListRowSchema } from "@contract/content";
import { peopleMessages, vacancyListSchema, workerListSchema, workerSchema, type VacancyDraft, type WorkerDraft } from "@contract/people";
import { staffMessages, type StaffSession } from "@contract/staff";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { eq } from "drizzle-orm";
import { readContentVersion } from "../db/content-versions";
import { searchDocuments } from "../search/schema";
import { createBackendRouter } from "../http/router";
import { withPeopleDocuments } from "../people/people-search";
import { staffClient } from "../staff/staff-api.test-helpers";
import { addStaffAccount } from "../staff/staff-auth";
import { createTestClock } from "../testing/clock";
import { describeEachDatabase } from "../testing/databases";
import { startTestServer, type TestServer } from "../testing/http-server";

const password = "достаточно-длинный-пароль";
const listSchema = z.object({ items: z.array(contentListRowSchema) });

describeEachDatabase((ctx) => {
  let server: TestServer | undefined;
  const clock = createTestClock("2026-12-05T12:00:00+03:00");
  const api = () => staffClient(server?.url ?? "");
  let hr: StaffSession;
  let marketing: StaffSession;
  let sales: StaffSession;
  const as = (session: StaffSession) => ({ token: session.token, csrf: session.csrfToken });
  const publicGet = async (path: string) => {
    const response = await fetch(`${server?.url}${path}`);
    return { status: response.status, body: (await response.json()) as { data: unknown; message: string } };
  };
  const vacanciesOnSite = async () => vacancyListSchema.parse((await publicGet("/v1/vacancies")).body.data).items;
  const workersOnSite = async () => workerListSchema.parse((await publicGet("/v1/workers")).body.data).items;

  beforeAll(async () => {
    const db = ctx.database().db;
    server = await startTestServer(createBackendRouter({ db, now: clock.now, limits: false }), "/dealer", { trustProxy: "loopback" });
    await addStaffAccount(db, "hr@genesis-khimki.ru", password, "hr");
    await addStaffAccount(db, "marketing@genesis-khimki.ru", password, "marketing");
    await addStaffAccount(db, "sales@genesis-khimki.ru", password, "sales");
    hr = await api().signIn("hr@genesis-khimki.ru", password, "10.30.0.1");
    marketing = await api().signIn("marketing@genesis-khimki.ru", password, "10.30.0.2");
    sales = await api().signIn("sales@genesis-khimki.ru", password, "10.30.0.3");
  });
  afterAll(() => server?.close());

  test("the site ships with its six vacancies and eleven colleagues, in the pages' order", async () => {
    const vacancies = await vacanciesOnSite();
    expect(vacancies.map((vacancy) => vacancy.title)).toEqual([
      "Менеджер по продажам новых автомобилей",
      "Менеджер по автомобилям с пробегом и трейд-ин",
      "Мастер-консультант сервиса",
      "Автомеханик",
      "Диагност-автоэлектрик",
      "Специалист по кредитованию и страхованию",
    ]);
    expect(vacancies[0]).toMatchObject({ salary: "Доход от 150\u00a0000\u00a0₽", schedule: "График 2/2", employment: "Полная занятость" });
    const workers = await workersOnSite();
    expect(workers).toHaveLength(11);
    expect(workers[0]).toMatchObject({ slug: "andrey-sokolov", department: "management", photo: null });
    expect((await publicGet("/v1/workers/net-takogo")).status).toBe(404);
    // The site search finds each worker's page by what it says, and each position at its place on the vacancies page.
    const page = {
      path: "/vakansii.html",
      title: "Вакансии",
      description: "Работа",
      text: "Мы ищем людей.",
      section: "Компания",
      type: "page",
    } as const;
    const documents = new Map((await withPeopleDocuments(ctx.database().db, [page])).map((doc) => [doc.path, doc]));
    expect(documents.size).toBe(18);
    expect(documents.get("/vakansii.html")?.text).toBe("Мы ищем людей.");
    expect(documents.get("/vakansii.html#avtomekhanik")).toMatchObject({ title: "Вакансия: Автомеханик", section: "Компания" });
    expect(documents.get("/vakansii.html#diagnost-avtoelektrik")?.text).toContain("Калибровка камер и радаров систем ADAS.");
    expect(documents.get("/worker/ekaterina-volkova.html")).toMatchObject({ title: "Екатерина Волкова", section: "Компания" });
    expect(documents.get("/worker/ekaterina-volkova.html")?.text).toMatch(/Языки: русский, английский, итальянский\.$/);
  });

  test("marketing and sales are refused every people endpoint; hr lists both kinds", async () => {
    for (const session of [marketing, sales]) {
      for (const path of ["/v1/staff/content/vacancies", "/v1/staff/content/workers", "/v1/staff/content/workers/andrey-sokolov"]) {
        const refused = await api().call(path, { token: session.token });
        expect([path, refused.status, refused.body.message]).toEqual([path, 403, staffMessages.forbidden]);
      }
      const save = await api().call("/v1/staff/content/workers/andrey-sokolov/save", { ...as(session), json: { base: 0, data: {} } });
      expect(save.status).toBe(403);
    }
    // hr, for its part, does not edit the news.
    expect((await api().call("/v1/staff/content/news", { token: hr.token })).status).toBe(403);
    const vacancies = listSchema.parse((await api().call("/v1/staff/content/vacancies", { token: hr.token })).body.data).items;
    expect(vacancies.find((row) => row.id === "avtomekhanik")).toMatchObject({
      title: "Автомеханик",
      status: "published",
      date: "service",
    });
    const found = listSchema.parse((await api().call("/v1/staff/content/workers?q=орлова", { token: hr.token })).body.data).items;
    expect(found.map((row) => row.code)).toEqual(["natalya-orlova"]);
  });

  describe("vacancies", () => {
    const draft = (over: Partial<Record<keyof VacancyDraft, unknown>> = {}) => ({
      code: "menedzher-po-aksessuaram",
      title: "Менеджер по продаже аксессуаров",
      department: "sales",
      employment: "Полная занятость",
      schedule: "График 5/2",
      salary: "Доход от 90 000 ₽",
      summary: "Помогаете владельцам Genesis подобрать аксессуары и оригинальные запчасти и оформляете заказы.",
      duties: "Консультации по аксессуарам\nОформление заказов\n\nРабота с витриной",
      requirements: "Опыт продаж от года\nВнимательность",
      conditions: "Оклад и процент от продаж\nПолис ДМС после испытательного срока",
      order: 70,
      active: true,
      ...over,
    });

    test("a bad form names each field in Russian and saves nothing", async () => {
      const bad = await api().call("/v1/staff/content/vacancies/new", {
        ...as(hr),
        json: { base: 0, data: draft({ title: "", department: "kitchen", duties: "", order: -1, salary: "x".repeat(61) }) },
      });
      expect(bad.status).toBe(400);
      expect((bad.body.data as { fields: Record<string, string> }).fields).toEqual({
        title: peopleMessages.vacancyTitleRequired,
        department: peopleMessages.departmentInvalid,
        duties: peopleMessages.listRequired("обязанности"),
        order: peopleMessages.orderInvalid,
        salary: peopleMessages.salaryTooLong,
      });
      const taken = await api().call("/v1/staff/content/vacancies/new", {
        ...as(hr),
        json: { base: 0, data: draft({ code: "avtomekhanik" }) },
      });
      expect((taken.body.data as { fields: Record<string, string> }).fields).toEqual({ code: peopleMessages.vacancyCodeTaken });
      expect((await api().call("/v1/staff/content/vacancies/menedzher-po-aksessuaram", { token: hr.token })).status).toBe(404);
    });

    test("a new vacancy is a draft until published; published, the page's list has it and the content version moves", async () => {
      const created = await api().call("/v1/staff/content/vacancies/new", { ...as(hr), json: { base: 0, data: draft() } });
      expect(created.status, created.body.message).toBe(200);
      expect(created.body.data).toEqual({ itemId: "menedzher-po-aksessuaram", number: 1 });
      expect((await vacanciesOnSite()).map((vacancy) => vacancy.code)).not.toContain("menedzher-po-aksessuaram");
      const before = await readContentVersion(ctx.database().db);
      const published = await api().call("/v1/staff/content/vacancies/menedzher-po-aksessuaram/publish", {
        ...as(hr),
        json: { number: 1 },
      });
      expect(published.status, published.body.message).toBe(200);
      expect(await readContentVersion(ctx.database().db)).not.toBe(before);
      // Found by the site search at once, at its place on the vacancies page.
      const found = async () =>
        (
          (await (await fetch(`${server?.url}/v1/search?q=${encodeURIComponent("аксессуаров")}`)).json()) as {
            data: { items: { href: string }[] };
          }
        ).data.items.map((item) => item.href);
      expect(await found()).toContain("/vakansii.html#menedzher-po-aksessuaram");
      const shown = await vacanciesOnSite();
      expect(shown.at(-1)).toEqual({
        code: "menedzher-po-aksessuaram",
        title: "Менеджер по продаже аксессуаров",
        department: "sales",
        employment: "Полная занятость",
        schedule: "График 5/2",
        salary: "Доход от 90 000 ₽",
        summary: draft().summary,
        duties: ["Консультации по аксессуарам", "Оформление заказов", "Работа с витриной"],
        requirements: ["Опыт продаж от года", "Внимательность"],
        conditions: ["Оклад и процент от продаж", "Полис ДМС после испытательного срока"],
      });
      // The address is the vacancy's id: it does not change.
      const moved = await api().call("/v1/staff/content/vacancies/menedzher-po-aksessuaram/save", {
        ...as(hr),
        json: { base: 1, data: draft({ code: "drugoj-adres" }) },
      });
      expect((moved.body.data as { fields: Record<string, string> }).fields).toEqual({ code: peopleMessages.codeFixed });
    });

    test("taken down, a shipped vacancy leaves the list; its history keeps it, and a restore brings it back", async () => {
      const down = await api().call("/v1/staff/content/vacancies/avtomekhanik/take-down", { ...as(hr), json: {} });
      expect(down.status, down.body.message).toBe(200);
      expect((await vacanciesOnSite()).map((vacancy) => vacancy.code)).not.toContain("avtomekhanik");
      const item = contentItemSchema.parse((await api().call("/v1/staff/content/vacancies/avtomekhanik", { token: hr.token })).body.data);
      expect(item).toMatchObject({ status: "gone", base: 1 });
      expect(item.history.map((entry) => entry.note)).toEqual(["Как было на сайте"]);
      const republished = await api().call("/v1/staff/content/vacancies/avtomekhanik/publish", { ...as(hr), json: { number: 1 } });
      expect(republished.status).toBe(200);
      expect((await vacanciesOnSite()).find((vacancy) => vacancy.code === "avtomekhanik")?.conditions[0]).toBe(
        "Сдельная оплата от нормо-часа",
      );
    });
  });

  describe("workers", () => {
    const sokolov = async () =>
      contentItemSchema.parse((await api().call("/v1/staff/content/workers/andrey-sokolov", { token: hr.token })).body.data);

    test("the editor opens a shipped worker as the page shows them", async () => {
      const item = await sokolov();
      expect(item).toMatchObject({ status: "published", base: 0 });
      expect(item.data).toMatchObject({
        slug: "andrey-sokolov",
        position: "Директор дилерского центра",
        since: 2018,
        languages: "русский, английский",
        photo: "",
        order: 10,
        active: true,
      });
      expect(String(item.data.bio).split("\n\n")).toHaveLength(2);
    });

    test("a bad form names each field; a photo not in the library is refused", async () => {
      const item = await sokolov();
      const bad = await api().call("/v1/staff/content/workers/andrey-sokolov/save", {
        ...as(hr),
        json: { base: 0, data: { ...item.data, name: "", since: 1980, email: "a.sokolov", languages: " , " } },
      });
      expect(bad.status).toBe(400);
      expect((bad.body.data as { fields: Record<string, string> }).fields).toEqual({
        name: peopleMessages.nameRequired,
        since: peopleMessages.sinceInvalid(new Date().getFullYear()),
        email: peopleMessages.emailInvalid,
        languages: peopleMessages.languagesRequired,
      });
      const photo = await api().call("/v1/staff/content/workers/andrey-sokolov/save", {
        ...as(hr),
        json: { base: 0, data: { ...item.data, photo: "a".repeat(64) } },
      });
      expect((photo.body.data as { fields: Record<string, string> }).fields).toEqual({ photo: peopleMessages.photoInvalid });
      expect((await sokolov()).base).toBe(0);
    });

    test("hr uploads a photo and changes the position: published, the worker's page has both", async () => {
      const pixels = Buffer.alloc(1000 * 1200 * 3, 90);
      const bytes = await sharp(pixels, { raw: { width: 1000, height: 1200, channels: 3 } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.set("alt", "Андрей Соколов в шоуруме");
      form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "sokolov.jpg");
      const uploaded = await api().call("/v1/staff/images/upload", { method: "POST", body: form, ...as(hr) });
      expect(uploaded.status, uploaded.body.message).toBe(200);
      const { hash } = uploaded.body.data as { hash: string };
      const item = await sokolov();
      const data: Partial<WorkerDraft> = { ...item.data, position: "Генеральный директор", photo: hash };
      const saved = await api().call("/v1/staff/content/workers/andrey-sokolov/save", { ...as(hr), json: { base: 0, data } });
      expect(saved.body.data).toEqual({ itemId: "andrey-sokolov", number: 2 });
      expect(workerSchema.parse((await publicGet("/v1/workers/andrey-sokolov")).body.data).position).toBe("Директор дилерского центра");
      expect((await api().call("/v1/staff/content/workers/andrey-sokolov/publish", { ...as(hr), json: { number: 2 } })).status).toBe(200);
      expect(workerSchema.parse((await publicGet("/v1/workers/andrey-sokolov")).body.data)).toMatchObject({
        position: "Генеральный директор",
        photo: hash,
        photoAlt: "Андрей Соколов в шоуруме",
      });
      expect((await sokolov()).history.map((entry) => [entry.number, entry.author])).toEqual([
        [2, "hr@genesis-khimki.ru"],
        [1, "hr@genesis-khimki.ru"],
      ]);
    }, 60_000);

    test("taken down, the worker's page answers 410 and the team leaves them out; a restored revision brings them back", async () => {
      const down = await api().call("/v1/staff/content/workers/sergey-pavlov/take-down", { ...as(hr), json: {} });
      expect(down.status, down.body.message).toBe(200);
      const gone = await publicGet("/v1/workers/sergey-pavlov");
      expect([gone.status, gone.body.message]).toEqual([410, peopleMessages.workerGone]);
      expect((await workersOnSite()).map((worker) => worker.slug)).not.toContain("sergey-pavlov");
      const searched = () =>
        ctx
          .database()
          .db.select({ href: searchDocuments.href })
          .from(searchDocuments)
          .where(eq(searchDocuments.href, "/worker/sergey-pavlov.html"));
      expect(await searched()).toEqual([]);
      const restored = await api().call("/v1/staff/content/workers/sergey-pavlov/restore", { ...as(hr), json: { number: 1, base: 1 } });
      expect(restored.body.data).toEqual({ number: 2 });
      expect((await api().call("/v1/staff/content/workers/sergey-pavlov/publish", { ...as(hr), json: { number: 2 } })).status).toBe(200);
      expect((await publicGet("/v1/workers/sergey-pavlov")).status).toBe(200);
      expect(await searched()).toEqual([{ href: "/worker/sergey-pavlov.html" }]);
    });
  });
});
