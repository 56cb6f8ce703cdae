import { expect, test } from "vitest";
import { pluralize } from "~/lib/format";
import {
  type Worker,
  departments,
  findWorker,
  formatTenure,
  getColleagues,
  getDepartmentName,
  getInitials,
  groupWorkersByDepartment,
  workers,
} from "./workers";

const makeWorker = (overrides: Partial<Worker> = {}): Worker => ({
  slug: "ivan-ivanov",
  name: "Иван Иванов",
  position: "Мастер-консультант",
  department: "service",
  since: 2020,
  bio: ["Биография."],
  languages: ["русский"],
  email: "i.ivanov@genesis-khimki.ru",
  ...overrides,
});

test("the team has at least eight people with complete, unique profiles", () => {
  expect(workers.length).toBeGreaterThanOrEqual(8);
  expect(new Set(workers.map((w) => w.slug)).size).toBe(workers.length);
  expect(new Set(workers.map((w) => w.email)).size).toBe(workers.length);
  const departmentIds = departments.map((d) => d.id as string);
  for (const worker of workers) {
    expect(worker.slug).toMatch(/^[a-z]+(?:-[a-z]+)+$/);
    expect(worker.email).toMatch(/^[a-z.]+@genesis-khimki\.ru$/);
    expect(departmentIds).toContain(worker.department);
    expect(worker.bio.length).toBeGreaterThan(0);
    expect(worker.languages.length).toBeGreaterThan(0);
    expect(worker.since).toBeGreaterThanOrEqual(2018);
  }
});

test("findWorker finds by slug and misses unknown slugs", () => {
  expect(findWorker("igor-kuznetsov")?.name).toBe("Игорь Кузнецов");
  expect(findWorker("Igor-Kuznetsov")).toBeUndefined();
  expect(findWorker("")).toBeUndefined();
});

test("groupWorkersByDepartment follows the departments' order and skips empty departments", () => {
  const list = [
    makeWorker({ slug: "a-a", department: "service" }),
    makeWorker({ slug: "b-b", department: "management" }),
    makeWorker({ slug: "c-c", department: "service" }),
  ];
  const groups = groupWorkersByDepartment(list);
  expect(groups.map((g) => g.id)).toEqual(["management", "service"]);
  expect(groups[1]?.workers.map((w) => w.slug)).toEqual(["a-a", "c-c"]);
  expect(groups[0]?.name).toBe("Руководство");
});

test("every worker of the real team lands in a group", () => {
  const grouped = groupWorkersByDepartment(workers).flatMap((g) => g.workers);
  expect(grouped).toHaveLength(workers.length);
});

test("getColleagues lists the same department without the worker", () => {
  const me = makeWorker({ slug: "me-me" });
  const list = [me, makeWorker({ slug: "you-you" }), makeWorker({ slug: "boss-boss", department: "management" })];
  expect(getColleagues(me, list).map((w) => w.slug)).toEqual(["you-you"]);
});

test("getInitials takes the first letters of the first two words", () => {
  expect(getInitials("Андрей Соколов")).toBe("АС");
  expect(getInitials("  ольга   семёнова ")).toBe("ОС");
  expect(getInitials("Игорь")).toBe("И");
});

test("pluralize and formatTenure follow Russian plural rules", () => {
  const forms = ["год", "года", "лет"] as const;
  expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map((n) => pluralize(n, forms))).toEqual([
    "год",
    "года",
    "года",
    "лет",
    "лет",
    "лет",
    "лет",
    "год",
    "года",
    "лет",
    "год",
    "лет",
  ]);
  expect(formatTenure(2018, 2026)).toBe("8 лет в компании");
  expect(formatTenure(2025, 2026)).toBe("1 год в компании");
  expect(formatTenure(2023, 2026)).toBe("3 года в компании");
  expect(formatTenure(2026, 2026)).toBe("первый год в компании");
});

test("getDepartmentName names every department", () => {
  for (const department of departments) expect(getDepartmentName(department.id)).toBe(department.name);
});

