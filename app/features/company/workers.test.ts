import { expect, test } from "vitest";
import { pluralize } from "~/lib/format";
import { departments, findWorker, formatTenure, getColleagues, getDepartmentName, groupWorkersByDepartment } from "./workers";
import { makeWorker } from "./people.test-helpers";

test("findWorker finds by slug among the workers given and misses unknown slugs", () => {
  const list = [makeWorker({ slug: "igor-kuznetsov", name: "Игорь Кузнецов" }), makeWorker()];
  expect(findWorker("igor-kuznetsov", list)?.name).toBe("Игорь Кузнецов");
  expect(findWorker("Igor-Kuznetsov", list)).toBeUndefined();
  expect(findWorker("", list)).toBeUndefined();
  expect(findWorker("igor-kuznetsov", [])).toBeUndefined();
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

test("getColleagues lists the same department without the worker", () => {
  const me = makeWorker({ slug: "me-me" });
  const list = [me, makeWorker({ slug: "you-you" }), makeWorker({ slug: "boss-boss", department: "management" })];
  expect(getColleagues(me, list).map((w) => w.slug)).toEqual(["you-you"]);
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
