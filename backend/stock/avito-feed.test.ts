// The Avito autoload feed dealers publish (fixtures/avito-dealer.xml, written from the format's public
// description) read with the same rules as the other feeds: condition, ids without VINs, fuel, drive and
// colour in Avito's words, photos as <Image url>, and only the brand's cars (docs/decisions/0111).
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { readAvitoFeed } from "./avito";
import { sampleNewCars, sampleUsedCars } from "./content/sample-stock";
import { avitoXml } from "./sample-feeds";
import { stockFeeds } from "./stock-feeds";
import { testCarIdKey } from "./car-ids";

const feedXml = readFileSync(new URL("./fixtures/avito-dealer.xml", import.meta.url), "utf8");
// 5 December 2026 in Moscow: the clock is the reader's argument, never Date.now.
const now = new Date("2026-12-05T09:00:00Z");
/** What the done-when grep of issue 34 looks for: 17 characters of a VIN's alphabet in a row. */
const vinPattern = /[A-HJ-NPR-Z0-9]{17}/;

test("each car's condition is its CarType; an ad without one is used on its mileage, never new by default", async () => {
  const feed = await readAvitoFeed(feedXml, now);
  expect(feed.skipped).toEqual([]);
  expect(feed.cars.map((car) => [car.model, car.condition, car.type, car.mileage, car.warrantyDate])).toEqual([
    ["GV80", "new", "новый автомобиль", null, true],
    ["G80", "used", "автомобиль с пробегом", 23_500, false],
    ["GV60 (JW1), электро", "used", "автомобиль с пробегом", 18_000, false],
    ["G70", "new", "новый автомобиль", null, true],
  ]);
  expect(feed.health.conditions).toEqual({ marked: 3, run: 1 });
});

test("only the brand's passenger cars: an ad of wheels is no car at all, another mark is counted as one", async () => {
  const feed = await readAvitoFeed(feedXml, now);
  expect(feed.cars).toHaveLength(4);
  expect(feed.health.read).toBe(4);
  // The Hyundai; the wheels «for Genesis GV80» are neither a car nor another mark.
  expect(feed.otherMarks).toBe(1);
  expect(feed.health.dropped).toEqual([]);
});

test("Avito's words for fuel, drive and colour are the site's: a hybrid, a front-wheel drive, colours in lower case with «металлик»", async () => {
  const feed = await readAvitoFeed(feedXml, now);
  expect(feed.cars.map((car) => [car.engineType, car.driveType, car.bodyColor])).toEqual([
    ["Бензин", "Полный привод", "Чёрный"],
    ["Бензин", "Полный привод", "Белый"],
    ["Электро", "Полный привод", "Серый"],
    ["Гибрид", "Передний привод", "Синий"],
  ]);
  expect(feed.health.keptAsWritten).toEqual({ engine: {}, drive: {}, color: {} });
  expect(feed.health.notStated).toEqual({ engine: 0, drive: 0 });
});

test("photos are the <Image url> addresses over HTTPS; an archive's file name is not an address; a used car has no video", async () => {
  const [fresh, used, electric] = (await readAvitoFeed(feedXml, now)).cars;
  expect(fresh?.photos).toEqual(["https://img.example.ru/stk2201-1.jpg", "https://img.example.ru/stk2201-2.jpg"]);
  expect(fresh?.videos).toEqual(["https://video.example.ru/stk2201.mp4"]);
  expect(used?.photos).toEqual(["https://img.example.ru/stk2202-1.jpg"]);
  expect(electric?.photos).toEqual(["https://img.example.ru/stk2203-1.jpg"]);
});

test("availability: «В наличии» is available, «Под заказ» is not, for new and used cars alike", async () => {
  expect((await readAvitoFeed(feedXml, now)).cars.map((car) => car.availability)).toEqual([true, true, false, false]);
});

test("no VIN in any id: a stock number is kept, a VIN written as the Id and a missing Id become a keyed hash", async () => {
  const feed = await readAvitoFeed(feedXml, now, testCarIdKey);
  const ids = feed.cars.map((car) => car.id);
  expect(ids.slice(0, 2)).toEqual(["v-STK-2201", "v-STK-2202"]);
  expect(ids[2]).toMatch(/^v-[0-9a-f]{16}$/);
  expect(ids[3]).toMatch(/^v-[0-9a-f]{16}$/);
  const shown = feed.cars.map(({ vinKey: _key, vinFull: _full, ...car }) => car);
  expect(JSON.stringify(shown)).not.toMatch(vinPattern);
  expect(feed.cars.map((car) => car.vin)).toEqual(["0001", "0002", "0003", "0004"]);
});

test("an ad the site cannot show is dropped with its reason, the rest of the feed stays", async () => {
  const broken = feedXml.replace("<Price>5390000</Price>", "<Price>по запросу</Price>");
  const feed = await readAvitoFeed(broken, now);
  expect(feed.cars.map((car) => car.id)).not.toContain("v-STK-2202");
  expect(feed.skipped).toEqual([{ id: "STK-2202", reason: expect.stringContaining("Price") }]);
  expect(feed.cars).toHaveLength(3);
});

test("a page that is not an Avito feed is refused as a whole, not read as an empty stock", async () => {
  await expect(readAvitoFeed("<data><cars/></data>", now)).rejects.toThrow();
  await expect(readAvitoFeed("<html><body>Вход</body></html>", now)).rejects.toThrow(/HTML/);
  expect((await readAvitoFeed('<Ads formatVersion="3" target="Avito.ru"></Ads>', now)).cars).toEqual([]);
});

test("the embedded sample written in Avito's format reads back as the same cars, new and used", async () => {
  const cars = [...sampleUsedCars().slice(0, 2), ...sampleNewCars().slice(0, 2)];
  const feed = await readAvitoFeed(avitoXml(cars), now);
  expect(feed.skipped).toEqual([]);
  expect(feed.cars.map((car) => [car.condition, car.priceRub, car.photos.length > 0])).toEqual(
    cars.map((car) => [car.mileage > 0 ? "used" : "new", car.price, true]),
  );
});

test("AVITO_FEED_URL adds the feed as a source of its own; unset, it is not read", () => {
  const ids = async () => testCarIdKey;
  expect(stockFeeds({ avitoUrl: "https://dealer.example.ru/avito.xml" }, ids).map((feed) => feed.source)).toEqual(["avito"]);
  expect(stockFeeds({}, ids)).toEqual([]);
});
