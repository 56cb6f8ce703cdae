// The Auto.ru feeds real dealers publish (fixtures/, written from the format's public documentation):
// a used-car dealer's feed without <state>/<run>, an official dealer's feed of new cars without ids.
// One test per rule of docs/decisions/0090–0092.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { searchStock } from "./stock-search";
import { describesUsedCar, inferCondition, readAutoruFeed } from "./autoru";
import { feedCarId, hashedCarId, holdsVin, idOfOldVinId, testCarIdKey } from "./car-ids";
import { conditionsText, keptText } from "./stock-store";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const usedFeed = fixture("autoru-used-dealer.xml");
const newFeed = fixture("autoru-new-official.xml");
// 5 December 2026 in Moscow: the clock is the reader's argument, never Date.now.
const now = new Date("2026-12-05T09:00:00Z");
/** What the done-when grep of issue 34 looks for: 17 characters of a VIN's alphabet in a row. */
const vinPattern = /[A-HJ-NPR-Z0-9]{17}/;

test("a used dealer's feed without <state> or <run> is never new: each car's condition comes from its evidence, and the log line says from what", async () => {
  const feed = await readAutoruFeed(usedFeed, now);
  expect(feed.skipped).toEqual([]);
  expect(feed.cars.map((car) => [car.model, car.condition, car.type])).toEqual([
    ["G80 (DH), 2016", "used", "автомобиль с пробегом"],
    ["GV60 (JW1), электро", "used", "автомобиль с пробегом"],
    ["GV60 (JW1), электро", "used", "автомобиль с пробегом"],
    ["G70 (IK), рестайлинг", "used", "автомобиль с пробегом"],
    ["GV80 (JX1)", "unknown", "автомобиль"],
  ]);
  expect(feed.health.conditions).toEqual({ owners: 2, year: 2, none: 1 });
  expect(conditionsText(feed.health)).toBe(
    "состояние выведено у 4 (по числу владельцев — 2, по году выпуска — 2); не определено у 1 — они показаны без обещаний нового автомобиля и без пробега",
  );
  // No car of it is promised the new car's warranty, and none has a made-up mileage.
  for (const car of feed.cars) {
    expect(car.warrantyDate).toBe(false);
    expect(car.mileage).toBeNull();
    expect(car.videos).toEqual([]);
  }
});

test("the operator's section decides for the whole feed: new for an official dealer's feed, used for a used one", async () => {
  const fresh = await readAutoruFeed(newFeed, now, { section: "new" });
  expect(fresh.cars.map((car) => [car.condition, car.warrantyDate])).toEqual([
    ["new", true],
    ["new", true],
  ]);
  expect(fresh.health.conditions).toEqual({ declared: 2 });
  expect(conditionsText(fresh.health)).toBe("");
  // The same feed left to `auto`: 2026 cars with nothing to tell are unknown, never new by default.
  expect((await readAutoruFeed(newFeed, now)).cars.map((car) => car.condition)).toEqual(["unknown", "unknown"]);
  expect((await readAutoruFeed(usedFeed, now, { section: "used" })).cars.every((car) => car.condition === "used")).toBe(true);
});

test("auto infers used from a mileage, a state, owners, a year two or more before today's and a description's words; new only when marked", () => {
  const infer = (clues: Parameters<typeof inferCondition>[0], at = now) => inferCondition(clues, "auto", at);
  expect(infer({ run: 15_000 })).toEqual({ condition: "used", evidence: "run" });
  expect(infer({ run: 0 })).toEqual({ condition: "unknown", evidence: "none" });
  expect(infer({ state: "Отличное" })).toEqual({ condition: "used", evidence: "state" });
  expect(infer({ state: "новый" })).toEqual({ condition: "new", evidence: "marked" });
  expect(infer({ section: "new", year: 2026 })).toEqual({ condition: "new", evidence: "marked" });
  expect(infer({ owners: "Один владелец" })).toEqual({ condition: "used", evidence: "owners" });
  expect(infer({ owners: "0" })).toEqual({ condition: "unknown", evidence: "none" });
  // The year against the clock's Moscow year: 2024 is two years before 2026, 2025 could still be new.
  expect(infer({ year: 2024 })).toEqual({ condition: "used", evidence: "year" });
  expect(infer({ year: 2025 })).toEqual({ condition: "unknown", evidence: "none" });
  expect(infer({ year: 2025 }, new Date("2027-01-10T09:00:00Z"))).toEqual({ condition: "used", evidence: "year" });
  // New Year's Eve at 22:00 UTC is already 2027 in Moscow.
  expect(infer({ year: 2025 }, new Date("2026-12-31T22:00:00Z"))).toEqual({ condition: "used", evidence: "year" });
  expect(infer({ description: "Один хозяин, пробег 45 000 км, ПТС оригинал" })).toEqual({ condition: "used", evidence: "description" });
  expect(inferCondition({ run: 15_000 }, "new", now)).toEqual({ condition: "new", evidence: "declared" });
});

test("a description's words: driven cars are recognised, a new car's «без пробега» is not", () => {
  for (const text of [
    "Два владельца",
    "Владелец один, не бит, не крашен",
    "Продаю б/у автомобиль",
    "Пробег 120 000 км",
    "В эксплуатации с 2019 года",
    "ПРОБЕГ ОРИГИНАЛЬНЫЙ",
  ]) {
    expect(describesUsedCar(text), text).toBe(true);
  }
  for (const text of [
    "Новый автомобиль без пробега",
    "Пробег 0 км, в наличии",
    "Пробега нет",
    "Без владельцев, с завода",
    "Бумажный ПТС, комплект зимних шин",
  ]) {
    expect(describesUsedCar(text), text).toBe(false);
  }
});

test("a car of unknown condition, or a used one without a mileage, is counted neither under «Новые» nor under any mileage limit", async () => {
  const { cars } = await readAutoruFeed(usedFeed, now);
  const list = searchStock(cars, { filters: {}, sort: "price-asc", page: 1, pageSize: 24 });
  expect(list.facets.condition).toEqual([
    { value: "new", label: "Новые", count: 0 },
    { value: "used", label: "С пробегом", count: 4 },
  ]);
  expect(list.facets.mileageMax.map((limit) => limit.count)).toEqual([0, 0, 0, 0]);
  expect(searchStock(cars, { filters: { mileageMax: 10_000 }, sort: "price-asc", page: 1, pageSize: 24 }).total).toBe(0);
  // Sorted by mileage, cars whose mileage is unknown come after every known one.
  const withKnown = [...cars, { ...cars[0]!, id: "a-known", mileage: 90_000 }];
  expect(searchStock(withKnown, { filters: {}, sort: "mileage", page: 1, pageSize: 24 }).cars[0]?.id).toBe("a-known");
});

test("no VIN in any id: the feed's own id when it has one, else a keyed hash of dealer and VIN, stable across reads", async () => {
  const feed = await readAutoruFeed(usedFeed, now);
  const ids = feed.cars.map((car) => car.id);
  expect(ids[0]).toBe("a-UD-1001");
  // No <unique_id>, and a <unique_id> that is the VIN: both hashed, 16 hex digits.
  expect(ids[1]).toMatch(/^a-[0-9a-f]{16}$/);
  expect(ids[2]).toBe(`a-${hashedCarId("KMUKA81CXPU200003", testCarIdKey)}`);
  // Whatever the site sends of a car (its id, JSON-LD, the sitemap are made of these) holds no VIN.
  for (const car of feed.cars) {
    const { vinFull, vinKey, ...shown } = car;
    expect(vinFull).toMatch(vinPattern);
    expect(vinKey).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(shown)).not.toMatch(vinPattern);
  }
  expect((await readAutoruFeed(usedFeed, now)).cars.map((car) => car.id)).toEqual(ids);
  // Another secret or another dealer gives other ids: a VIN cannot be checked against an id without the secret.
  const other = await readAutoruFeed(usedFeed, now, { ids: { ...testCarIdKey, secret: "another-secret-of-16" } });
  expect(other.cars[1]?.id).not.toBe(ids[1]);
  expect(hashedCarId("KMUKA81CXPU200002", { ...testCarIdKey, dealer: "OTHER" })).not.toBe(hashedCarId("KMUKA81CXPU200002", testCarIdKey));
  // The new feed has no ids at all.
  const fresh = await readAutoruFeed(newFeed, now, { section: "new" });
  expect(fresh.cars.map((car) => car.id)).toEqual(fresh.cars.map((car) => `a-${hashedCarId(car.vinFull ?? "", testCarIdKey)}`));
});

test("an id that held a VIN is known by the hash of that VIN; ids without one are not rewritten", () => {
  expect(holdsVin("KMUKA81CXPU200002")).toBe(true);
  expect(holdsVin("UD-1001")).toBe(false);
  expect(feedCarId("UD-1001", "KMUKA81CXPU200002", testCarIdKey)).toBe("UD-1001");
  expect(feedCarId("kmuka81cxpu200002", "KMUKA81CXPU200002", testCarIdKey)).toBe(hashedCarId("KMUKA81CXPU200002", testCarIdKey));
  expect(idOfOldVinId("a-KMUKA81CXPU200002", testCarIdKey)).toBe(`a-${hashedCarId("KMUKA81CXPU200002", testCarIdKey)}`);
  expect(idOfOldVinId("a-UD-1001", testCarIdKey)).toBeNull();
  expect(idOfOldVinId("u-EM4045", testCarIdKey)).toBeNull();
});

test("everything the feed says is mapped: package, hybrid and electric, front and four-wheel drive, lower-case and coded colours; the rest kept as written and counted", async () => {
  const feed = await readAutoruFeed(usedFeed, now);
  expect(feed.cars.map((car) => [car.package, car.engineType, car.driveType, car.bodyColor])).toEqual([
    ["Premium", "Бензин", "Полный привод", "Чёрный"],
    ["Performance", "Электро", "Полный привод", "Серебристый"],
    [null, "Электро", "Полный привод", "Серебристый"],
    ["Advance", "Бензин", "Передний привод", "Красный"],
    // «2.5hyb» is a hybrid; a modification without a drive names none — never «Задний».
    ["Royal", "Гибрид", null, "мятный"],
  ]);
  expect(feed.health.keptAsWritten).toEqual({ engine: {}, drive: {}, color: { мятный: 1 } });
  expect(feed.health.notStated).toEqual({ engine: 0, drive: 1 });
  expect(keptText(feed.health)).toBe("оставлено как в фиде: цвет «мятный» — 1; не указан привод — 1");
  const fresh = await readAutoruFeed(newFeed, now, { section: "new" });
  expect(fresh.cars.map((car) => [car.package, car.bodyColor, car.driveType])).toEqual([
    ["Business", "Белый", "Полный привод"],
    ["Luxury", "Зелёный", "Полный привод"],
  ]);
});

test("a model with commas and brackets is a value the list filters by, exactly as the feed wrote it", async () => {
  const { cars } = await readAutoruFeed(usedFeed, now);
  const model = "GV60 (JW1), электро";
  const all = searchStock(cars, { filters: {}, sort: "price-asc", page: 1, pageSize: 24 });
  expect(all.facets.model.find((value) => value.value === model)).toEqual({ value: model, label: model, count: 2 });
  const chosen = searchStock(cars, { filters: { model }, sort: "price-asc", page: 1, pageSize: 24 });
  expect(chosen.cars.map((car) => car.model)).toEqual([model, model]);
  expect(searchStock(cars, { filters: { model: "gv60 (jw1), электро" }, sort: "price-asc", page: 1, pageSize: 24 }).total).toBe(0);
});
