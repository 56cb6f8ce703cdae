// Every feed format read end to end, and every bad feed of the issue: malformed XML, entity
// expansion and external entities, a 50 MB file, wrong types, missing fields, duplicate ids, other
// marks, a provider that hangs, HTML instead of XML, a wrong status.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { readAutoruFeed } from "./autoru";
import { sampleNewCars, sampleSoldCars, sampleUsedCars } from "./content/sample-stock";
import { readExportMasterFeed } from "./export-master";
import { FeedError, fetchFeedText } from "./feed-xml";
import { ilsaOffersUrl, readIlsaOffersFeed } from "./ilsa-offers";
import { withAbsoluteAddresses } from "./reshape";
import { autoruXml, exportMasterXml, ilsaOffersXml } from "./sample-feeds";

const now = new Date("2026-11-24T09:00:00Z");

function usedVehicle(fields: Record<string, string>): string {
  const base: Record<string, string> = {
    id: "EM1",
    brand: "Genesis",
    model: "GV70",
    engineType: "petrol",
    driveType: "full_4wd",
    mileage: "38500",
    // Each car its own VIN unless a test says otherwise: one VIN twice is one car listed twice.
    vin: `KMUMB81DXNU${(fields.id ?? "EM1").padStart(6, "0").slice(-6)}`,
    bodyColor: "Черный металлик",
    price: "4390000",
    availability: "available",
    warrantyDate: "2027-03-15",
    ...fields,
  };
  const body = Object.entries(base)
    .filter(([, value]) => value !== "\u0000")
    .map(([key, value]) => `<${key}>${value}</${key}>`)
    .join("");
  return `<vehicle>${body}<photos><photo>https://img.example.ru/1.jpg</photo></photos></vehicle>`;
}

const usedFeed = (...vehicles: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><export><vehicles>${vehicles.join("")}</vehicles></export>`;

test("the sample used export reads as 24 certified used cars, normalised", async () => {
  const cars = sampleUsedCars(now);
  const feed = await readExportMasterFeed(exportMasterXml(cars), now);
  expect(feed.cars).toHaveLength(24);
  expect(feed.skipped).toEqual([]);
  const first = feed.cars[0];
  expect(first?.type).toBe("автомобиль с пробегом");
  expect(first?.id).toMatch(/^u-EM\d+$/);
  expect(first?.vin).toHaveLength(4);
  expect(first?.price).toMatch(/^\d{1,3}( \d{3})+$/);
  for (const car of feed.cars) {
    expect(["Бензин", "Дизель"]).toContain(car.engineType);
    expect(car.modelCode).not.toBeNull();
    expect(car.photos).toHaveLength(3);
    expect(car.mileage).toBeGreaterThan(0);
  }
  // Plausible: nothing older than 2019, some warranties already over, some still running.
  expect(Math.min(...feed.cars.map((c) => c.year ?? 0))).toBeGreaterThanOrEqual(2019);
  expect(feed.cars.some((c) => c.warrantyDate)).toBe(true);
  expect(feed.cars.some((c) => !c.warrantyDate)).toBe(true);
});

test("a used car the export lists as sold has left the stock", async () => {
  const feed = await readExportMasterFeed(exportMasterXml([...sampleUsedCars(now), ...sampleSoldCars(now)]), now);
  expect(feed.cars).toHaveLength(24);
  expect(feed.sold.map((car) => car.id)).toEqual(["u-EM3901", "u-EM3902"]);
  expect(await readExportMasterFeed(usedFeed(usedVehicle({ availability: "SOLD" })), now)).toMatchObject({
    cars: [],
    sold: [{ id: "u-EM1" }],
  });
});

test("the sample offers read as 36 new cars with the spec's texts", async () => {
  const feed = await readIlsaOffersFeed(ilsaOffersXml(sampleNewCars()), now);
  expect(feed.cars).toHaveLength(36);
  expect(new Set(feed.cars.map((c) => c.modelCode))).toEqual(new Set(["g70", "gv70", "g80-new", "gv80", "g90"]));
  for (const car of feed.cars) {
    expect(car.type).toBe("новый автомобиль");
    expect(car.driveType).toBe("Полный привод");
    expect(car.warrantyDate).toBe(true);
    expect(car.mileage).toBeNull();
  }
  expect(feed.cars.some((c) => c.bodyColor === "Чёрный")).toBe(true);
  expect(feed.cars.some((c) => !c.availability)).toBe(true);
});

test("the Auto.ru sample reads its used cars as used; its new cars are new only when the feed is declared new", async () => {
  const sample = [...sampleUsedCars(now).slice(0, 2), ...sampleNewCars().slice(0, 2)];
  // The sample's new cars carry nothing that tells their condition: `auto` never makes them new.
  expect((await readAutoruFeed(autoruXml(sample), now)).cars.map((c) => c.condition)).toEqual(["used", "used", "unknown", "unknown"]);
  expect((await readAutoruFeed(autoruXml(sample.slice(2)), now, { section: "new" })).cars.map((c) => c.condition)).toEqual(["new", "new"]);
  const feed = await readAutoruFeed(autoruXml(sample), now);
  expect(feed.cars[0]?.id).toMatch(/^a-/);
  expect(feed.cars[0]?.driveType).toBe("Полный привод");
  expect(feed.cars.map((c) => c.availability)).toEqual(sample.map((car) => car.inStock));
});

test("an Auto.ru car is read as ADR 0028 maps it, its condition and drive as 0090 and 0092 say", async () => {
  const xml = `<data><cars><car><unique_id>A77</unique_id><mark_id>GENESIS</mark_id><folder_id>GV80</folder_id>
    <modification_id>3.0d AT 4WD (249 л.с.)</modification_id><color>белый</color><metallic>да</metallic>
    <availability>в пути</availability><year>2026</year><price>8290000</price><currency>RUR</currency>
    <vin>KMUHB81CXSU000777</vin><images><image>https://img.example.ru/a.jpg</image><image>http://img.example.ru/b.jpg</image></images>
    <video>https://video.example.ru/a.mp4</video></car>
    <car><unique_id>A78</unique_id><mark_id>Genesis</mark_id><folder_id>G70</folder_id><modification_id>2.0 AT (197 л.с.)</modification_id>
    <color>серый</color><availability>в наличии</availability><state>отличное</state><run>52000</run><year>2020</year>
    <price>2450000</price><vin>KMTG341AXLU000001</vin><warranty_expire>2025-06</warranty_expire></car>
    <car><unique_id>A79</unique_id><mark_id>Genesis</mark_id><folder_id>G90</folder_id><modification_id>3.5T AT 4WD</modification_id>
    <color>черный</color><availability>в наличии</availability><year>2026</year><price>100000</price><currency>USD</currency><vin>KMTF341BXSU000002</vin></car>
    </cars></data>`;
  const feed = await readAutoruFeed(xml, now);
  expect(feed.cars).toHaveLength(2);
  const [gv80, g70] = feed.cars;
  // A 2026 car with nothing that tells its condition: unknown, with no new-car promise and no videos of a new car's.
  expect(gv80).toMatchObject({
    id: "a-A77",
    condition: "unknown",
    type: "автомобиль",
    engineType: "Дизель",
    driveType: "Полный привод",
    bodyColor: "Белый",
    availability: false,
    warrantyDate: false,
    vin: "0777",
  });
  // An http: photo asks for https:, which the site's CSP allows and a browser would upgrade to anyway.
  expect(gv80?.photos).toEqual(["https://img.example.ru/a.jpg", "https://img.example.ru/b.jpg"]);
  // No drive in «2.0 AT (197 л.с.)»: none assumed (it was «Задний» before 0092).
  expect(g70).toMatchObject({
    condition: "used",
    mileage: 52_000,
    availability: true,
    driveType: null,
    warrantyUntil: "2025-06-30",
    warrantyDate: false,
  });
  expect((await readAutoruFeed(xml, now, { section: "new" })).cars[0]).toMatchObject({
    id: "a-A77",
    condition: "new",
    warrantyDate: true,
    videos: ["https://video.example.ru/a.mp4"],
  });
  expect(feed.skipped).toEqual([{ id: "A79", reason: "цена не в рублях (USD)" }]);
});

test("a car whose feed gives no colour (a new car on its way) is kept, its colour null", async () => {
  const offers = await readIlsaOffersFeed(
    `<offers><offer><id>1</id><mark>Genesis</mark><model>GV80</model><engine-type>бензин</engine-type><gear-type>полный</gear-type>
      <vin>KMUHB81CXSU000777</vin><exterior-color/><price>8290000</price><stock>в пути</stock></offer>
      <offer><id>2</id><mark>Genesis</mark><model>G90</model><engine-type>бензин</engine-type><gear-type>полный</gear-type>
      <vin>KMTF341BXSU000002</vin><exterior-color>&nbsp;</exterior-color><price>9990000</price><stock>в пути</stock></offer></offers>`,
    now,
  );
  expect(offers.skipped).toEqual([]);
  expect(offers.cars.map((c) => [c.id, c.bodyColor, c.availability])).toEqual([
    ["n-1", null, false],
    ["n-2", null, false],
  ]);
  const autoru = await readAutoruFeed(
    `<data><cars><car><unique_id>A1</unique_id><mark_id>Genesis</mark_id><folder_id>GV70</folder_id><modification_id>2.5T AT 4WD</modification_id>
      <color></color><metallic>да</metallic><availability>в пути</availability><price>6190000</price><vin>KMUMB81DXSU000001</vin></car></cars></data>`,
    now,
  );
  expect(autoru.cars.map((c) => [c.id, c.bodyColor])).toEqual([["a-A1", null]]);
  const used = await readExportMasterFeed(usedFeed(usedVehicle({ bodyColor: "" }), usedVehicle({ id: "EM2", bodyColor: "\u0000" })), now);
  expect(used.cars.map((c) => [c.id, c.bodyColor])).toEqual([
    ["u-EM1", null],
    ["u-EM2", null],
  ]);
});

test("a used car without a mileage, or with 0, is kept with none («пробег уточняйте»); a new car has none", async () => {
  const used = await readExportMasterFeed(
    usedFeed(
      usedVehicle({ id: "M1", mileage: "\u0000" }),
      usedVehicle({ id: "M2", mileage: "" }),
      usedVehicle({ id: "M3", mileage: "0" }),
      usedVehicle({ id: "OK" }),
    ),
    now,
  );
  expect(used.cars.map((c) => [c.id, c.condition, c.mileage])).toEqual([
    ["u-M1", "used", null],
    ["u-M2", "used", null],
    ["u-M3", "used", null],
    ["u-OK", "used", 38_500],
  ]);
  expect(used.skipped).toEqual([]);
  // Auto.ru: a `state` makes the car used, with or without `run`; without either (and nothing else) it is unknown.
  const car = (id: string, extra: string) =>
    `<car><unique_id>${id}</unique_id><mark_id>Genesis</mark_id><folder_id>GV70</folder_id><modification_id>2.5T AT 4WD</modification_id>
      <color>белый</color><availability>в наличии</availability>${extra}<price>6190000</price><vin>KMUMB81DXSU00000${id.length}</vin></car>`;
  const autoru = await readAutoruFeed(
    `<data><cars>${car("A1", "<state>отличное</state>")}${car("A22", "<state>отличное</state><run/>")}${car("A333", "")}${car("A4444", "<run>0</run>")}</cars></data>`,
    now,
  );
  expect(autoru.cars.map((c) => [c.id, c.condition, c.mileage])).toEqual([
    ["a-A1", "used", null],
    ["a-A22", "used", null],
    ["a-A333", "unknown", null],
    ["a-A4444", "unknown", null],
  ]);
  expect(autoru.skipped).toEqual([]);
});

test("reading a long feed lets the event loop turn every few hundred cars, so pages are served meanwhile", async () => {
  const sample = sampleNewCars();
  const many = Array.from({ length: 1_000 }, (_, i) => ({
    ...sample[i % sample.length]!,
    id: String(900_000 + i),
    vin: `KMUHB81CXSU${900_000 + i}`,
  }));
  let turns = 0;
  let ticking = true;
  const tick = () => {
    turns += 1;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  const feed = await readIlsaOffersFeed(ilsaOffersXml(many), now);
  ticking = false;
  expect(feed.cars).toHaveLength(1_000);
  // One turn before each 250 cars; a reader that never yielded would let none happen.
  expect(turns).toBeGreaterThanOrEqual(3);
});

test("other marks are left out, not counted as errors", async () => {
  const feed = await readExportMasterFeed(
    usedFeed(usedVehicle({ id: "A1", brand: "Hyundai" }), usedVehicle({ id: "A2", brand: "GENESIS" })),
    now,
  );
  expect(feed.cars.map((c) => c.id)).toEqual(["u-A2"]);
  expect(feed.otherMarks).toBe(1);
  expect(feed.skipped).toEqual([]);
  const offers = await readIlsaOffersFeed("<offers><offer><id>1</id><mark>Kia</mark></offer></offers>", now);
  expect(offers).toMatchObject({
    cars: [],
    sold: [],
    skipped: [],
    otherMarks: 1,
    recovered: { htmlEntities: 0, keptAsWritten: 0 },
    health: { read: 0, otherMarks: 1, dropped: [] },
  });
});

test("a duplicate id keeps the first car and skips the repeat", async () => {
  const feed = await readExportMasterFeed(usedFeed(usedVehicle({ id: "D1", price: "100" }), usedVehicle({ id: "D1", price: "200" })), now);
  expect(feed.cars.map((c) => c.priceRub)).toEqual([100]);
  expect(feed.skipped).toEqual([{ id: "u-D1", reason: "повторный id" }]);
});

test("the same VIN under two ids is one car listed twice: the first is kept, the repeat skipped with the reason", async () => {
  const feed = await readExportMasterFeed(
    usedFeed(
      usedVehicle({ id: "V1", vin: "KMUMB81DXNU777001", price: "100" }),
      usedVehicle({ id: "V2", vin: "kmumb81dxnu777001", price: "200" }),
    ),
    now,
  );
  expect(feed.cars.map((c) => c.id)).toEqual(["u-V1"]);
  expect(feed.skipped).toEqual([{ id: "u-V2", reason: "тот же VIN, что у u-V1: автомобиль указан дважды" }]);
});

test("a vehicle with wrong types is skipped, the rest kept", async () => {
  const feed = await readExportMasterFeed(
    usedFeed(
      usedVehicle({ id: "W1", price: "дорого" }),
      usedVehicle({ id: "W2", mileage: "-5" }),
      usedVehicle({ id: "W3", year: "19" }),
      usedVehicle({ id: "OK" }),
    ),
    now,
  );
  expect(feed.cars.map((c) => c.id)).toEqual(["u-OK"]);
  expect(feed.skipped.map((s) => s.id)).toEqual(["W1", "W2", "W3"]);
  expect(feed.skipped[0]?.reason).toMatch(/^price:/);
});

test("a vehicle with a missing field is skipped; a nested element where text belongs too; the log says which and why in words", async () => {
  const feed = await readExportMasterFeed(
    usedFeed(
      usedVehicle({ id: "M1", vin: "\u0000" }),
      usedVehicle({ id: "M2", model: "<a>1</a>" }),
      usedVehicle({ id: "bad id!" }),
      usedVehicle({ id: "M4", engineType: "" }),
      usedVehicle({ id: "M5", price: "\u0000" }),
      usedVehicle({ id: "M6", price: "-100" }),
      usedVehicle({ id: "OK" }),
    ),
    now,
  );
  expect(feed.cars.map((c) => c.id)).toEqual(["u-OK"]);
  expect(feed.skipped.map((s) => s.reason)).toEqual([
    "vin: не указано (элемента нет)",
    "model: вместо текста вложенные элементы или атрибуты",
    "id: id не из латинских букв, цифр, _ и -",
    "engineType: не указано (элемент пуст)",
    "price: не указано (элемента нет)",
    "price: не целое число без знака",
  ]);
});

test("a feed with cars of the brand but none valid fails, so the last good stock stays", async () => {
  await expect(readExportMasterFeed(usedFeed(usedVehicle({ price: "" }), usedVehicle({ id: "E2", price: "x" })), now)).rejects.toThrow(
    FeedError,
  );
  await expect(readIlsaOffersFeed("<offers><offer><mark>Genesis</mark><id>5</id></offer></offers>", now)).rejects.toThrow(
    /ни одного корректного/,
  );
});

test("an empty feed is an empty stock, a document of another shape is a failure", async () => {
  expect((await readExportMasterFeed("<export><vehicles/></export>", now)).cars).toEqual([]);
  expect((await readIlsaOffersFeed("<offers></offers>", now)).cars).toEqual([]);
  await expect(readExportMasterFeed("<offers><offer/></offers>", now)).rejects.toThrow(/нет элемента <export>/);
  await expect(readIlsaOffersFeed("<rss><channel/></rss>", now)).rejects.toThrow(FeedError);
  await expect(readAutoruFeed('{"cars": []}', now)).rejects.toThrow(/не XML/);
});

test("malformed XML fails", async () => {
  await expect(readExportMasterFeed("<export><vehicles><vehicle><id>1</vehicle></vehicles></export>", now)).rejects.toThrow(
    /XML повреждён/,
  );
  await expect(readIlsaOffersFeed("<offers><offer>", now)).rejects.toThrow(FeedError);
  await expect(readIlsaOffersFeed("", now)).rejects.toThrow(FeedError);
});

test("entity-expansion payloads and external entities are refused before parsing", async () => {
  const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
    <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><offers><offer><id>&lol3;</id></offer></offers>`;
  await expect(readIlsaOffersFeed(laughs, now)).rejects.toThrow(/DOCTYPE/);
  const external = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><export><vehicles>${usedVehicle({ model: "&xxe;" })}</vehicles></export>`;
  await expect(readExportMasterFeed(external, now)).rejects.toThrow(/DOCTYPE/);
  // Without a DOCTYPE, an entity is only ever one of the fixed tables or its own text: nothing is expanded.
  const feed = await readExportMasterFeed(usedFeed(usedVehicle({ model: "G80 &amp; co &xxe;", bodyColor: "&#x43A;" })), now);
  expect(feed.cars[0]?.model).toBe("G80 & co &xxe;");
});

test("a dealer's offers with &nbsp; and «&laquo;» in the texts and & in photo addresses give their cars, the texts tidied", async () => {
  const offer = (id: string, extra: string) => `<offer><id>${id}</id><mark>Genesis</mark><model>GV80</model>
    <complectation>Prestige&nbsp;Plus &laquo;Люкс&raquo;</complectation><modification>2.5T&nbsp;AT 4WD &mdash; 249&nbsp;л.с.</modification>
    <engine-type>бензин</engine-type><gear-type>полный</gear-type>
    <images><image>https://cdn.example/p.jpg?w=800&h=600</image><image>https://cdn.example/q.jpg?w=800&amp;h=600</image></images>
    <vin>KMUHB81CXSU00077${id}</vin><exterior-color>Черный&nbsp;металлик</exterior-color><price>8&nbsp;290&nbsp;000</price><stock>в&nbsp;наличии</stock>${extra}</offer>`;
  const feed = await readIlsaOffersFeed(
    `<?xml version="1.0"?><offers>${offer("1", "<description>Цена &ndash; с НДС & скидкой</description>")}${offer("2", "")}</offers>`,
    now,
  );
  expect(feed.skipped).toEqual([]);
  expect(feed.cars).toHaveLength(2);
  expect(feed.cars[0]).toMatchObject({
    id: "n-1",
    package: "Prestige Plus «Люкс»",
    modification: "2.5T AT 4WD — 249 л.с.",
    bodyColor: "Чёрный",
    priceRub: 8_290_000,
    availability: true,
    photos: ["https://cdn.example/p.jpg?w=800&h=600", "https://cdn.example/q.jpg?w=800&h=600"],
  });
  // Per offer: &nbsp; ×7, &laquo; &raquo; &mdash;, and &ndash; in the first; a bare & in a photo, and one in the first's description.
  expect(feed.recovered).toEqual({ htmlEntities: 21, keptAsWritten: 3 });
  const used = await readExportMasterFeed(
    usedFeed(usedVehicle({ complectation: "Advance&nbsp;&amp;&nbsp;Sport", model: "G80&nbsp;" })),
    now,
  );
  expect(used.cars[0]).toMatchObject({ package: "Advance & Sport", model: "G80" });
});

test("an HTML page instead of XML fails", async () => {
  await expect(readExportMasterFeed("<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>", now)).rejects.toThrow(FeedError);
  await expect(readIlsaOffersFeed("<html><head><title>Вход</title></head><body><form></form></body></html>", now)).rejects.toThrow(
    FeedError,
  );
  await expect(readIlsaOffersFeed("<html><body><p>Технические работы<br></p></body></html>", now)).rejects.toThrow(FeedError);
});

// A provider on a local port that answers as each test tells it.
let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function provider(handler: http.RequestListener): Promise<string> {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test("an 80 MB file is cut off at the 64 MB cap, with or without Content-Length", async () => {
  const chunk = Buffer.alloc(1024 * 1024, "a");
  let sent = 0;
  const url = await provider((req, res) => {
    if (req.url === "/declared") res.setHeader("Content-Length", String(80 * chunk.length));
    res.writeHead(200, { "Content-Type": "application/xml" });
    const write = () => {
      while (sent < 80 && !res.destroyed) {
        sent += 1;
        if (!res.write(chunk)) return void res.once("drain", write);
      }
      res.end();
    };
    write();
  });
  await expect(fetchFeedText(`${url}/declared`)).rejects.toThrow(/больше 67108864 байт \(83886080\)/);
  sent = 0;
  await expect(fetchFeedText(`${url}/streamed`)).rejects.toThrow(/больше 67108864 байт$/);
  // It stopped reading before the end.
  expect(sent).toBeLessThan(80);
});

test("a 30 MB feed (5 000 cars with 40 photos each weigh ~23.5 MB) is read whole", async () => {
  const chunk = Buffer.alloc(1024 * 1024, "a");
  const url = await provider((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/xml", "Content-Length": String(30 * chunk.length) });
    res.end(Buffer.concat(Array.from({ length: 30 }, () => chunk)));
  });
  expect((await fetchFeedText(url)).length).toBe(30 * chunk.length);
});

test("a provider that hangs times out", async () => {
  const url = await provider(() => {
    // Never answers.
  });
  const started = Date.now();
  await expect(fetchFeedText(url, { timeoutMs: 300 })).rejects.toThrow("нет ответа за 300 мс");
  expect(Date.now() - started).toBeLessThan(5_000);
});

test("a provider that stops halfway through the body times out too", async () => {
  const url = await provider((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/xml" });
    res.write("<offers><offer>");
  });
  await expect(fetchFeedText(url, { timeoutMs: 300 })).rejects.toThrow(FeedError);
});

test("a non-2xx answer and a refused connection fail", async () => {
  const url = await provider((_req, res) => {
    res.writeHead(503, "Service Unavailable").end("<error/>");
  });
  await expect(fetchFeedText(url)).rejects.toThrow("ответ 503 Service Unavailable");
  await expect(fetchFeedText("http://127.0.0.1:9/")).rejects.toThrow(/запрос не выполнен/);
});

test("a windows-1251 export is decoded by its declaration", async () => {
  const xml = `<?xml version="1.0" encoding="windows-1251"?><export><vehicles>${usedVehicle({ bodyColor: "Черный" })}</vehicles></export>`;
  const bytes = Buffer.from([...xml].map((ch) => (ch >= "А" && ch <= "я" ? ch.charCodeAt(0) - 0x410 + 0xc0 : ch.charCodeAt(0))));
  const url = await provider((_req, res) => res.writeHead(200).end(bytes));
  const feed = await readExportMasterFeed(await fetchFeedText(url), now);
  expect(feed.cars[0]?.bodyColor).toBe("Чёрный");
});

test("a charset the HTTP header names decodes the export when its declaration names none", async () => {
  const xml = `<?xml version="1.0"?><export><vehicles>${usedVehicle({ bodyColor: "Черный" })}</vehicles></export>`;
  const bytes = Buffer.from([...xml].map((ch) => (ch >= "А" && ch <= "я" ? ch.charCodeAt(0) - 0x410 + 0xc0 : ch.charCodeAt(0))));
  const url = await provider((req, res) =>
    res.writeHead(200, { "Content-Type": `text/xml; charset=${req.url === "/unknown" ? "koi9-r" : "windows-1251"}` }).end(bytes),
  );
  expect((await readExportMasterFeed(await fetchFeedText(url), now)).cars[0]?.bodyColor).toBe("Чёрный");
  await expect(fetchFeedText(`${url}/unknown`)).rejects.toThrow("неизвестная кодировка koi9-r");
});

test("a windows-1251 export its server labels UTF-8 is read by its own declaration; text neither names is refused naming both", async () => {
  const xml = `<?xml version="1.0" encoding="windows-1251"?><export><vehicles>${usedVehicle({ bodyColor: "Черный" })}</vehicles></export>`;
  const bytes = Buffer.from([...xml].map((ch) => (ch >= "А" && ch <= "я" ? ch.charCodeAt(0) - 0x410 + 0xc0 : ch.charCodeAt(0))));
  const url = await provider((_req, res) => res.writeHead(200, { "Content-Type": "text/xml; charset=UTF-8" }).end(bytes));
  expect((await readExportMasterFeed(await fetchFeedText(url), now)).cars[0]?.bodyColor).toBe("Чёрный");
  const broken = Buffer.concat([Buffer.from('<?xml version="1.0" encoding="utf-16"?>'), Buffer.from([0xc3, 0x28])]);
  const other = await provider((_req, res) => res.writeHead(200, { "Content-Type": "text/xml; charset=utf-8" }).end(broken));
  await expect(fetchFeedText(other)).rejects.toThrow("текст не в кодировке utf-8 из заголовка ответа и не в utf-16 из объявления XML");
});

test("an HTML page answered with 200 is refused as what it is", async () => {
  await expect(readExportMasterFeed("<!DOCTYPE html><html><body>Вход в систему</body></html>", now)).rejects.toThrow(
    "ответ — HTML-страница, а не XML",
  );
});

test("the offers are asked for with the dealer code, ascending sort and the token", () => {
  const url = new URL(ilsaOffersUrl("https://offers.example.ru/api/", "GNS-KHM-01", "t0k&n"));
  expect(url.pathname).toBe("/api/offers");
  expect(Object.fromEntries(url.searchParams)).toEqual({ dealer_code: "GNS-KHM-01", sort: "asc", token: "t0k&n" });
});

test("character references and the predefined entities are decoded in values", async () => {
  const feed = await readExportMasterFeed(
    usedFeed(usedVehicle({ model: "G80 &lt;Long&gt;", bodyColor: "&#x427;&#1077;&#x440;&#x43D;&#x44B;&#x439;" })),
    now,
  );
  expect(feed.cars[0]?.model).toBe("G80 <Long>");
  expect(feed.cars[0]?.bodyColor).toBe("Чёрный");
});

test("prices and mileages are read as dealers' systems write them; a fraction or a word is no number", async () => {
  const prices = ["4390000", "4 390 000", "4,390,000", "4390000.00", "4390000,00", "4 390 000 руб.", "4 390 000 ₽", "4390000 RUB"];
  const feed = await readExportMasterFeed(
    usedFeed(...prices.map((price, i) => usedVehicle({ id: `P${i}`, price, mileage: i % 2 ? "38 500 км" : "38500" }))),
    now,
  );
  expect(feed.skipped).toEqual([]);
  expect(feed.cars.map((car) => [car.priceRub, car.mileage])).toEqual(prices.map(() => [4_390_000, 38_500]));
  const bad = await readExportMasterFeed(
    usedFeed(
      usedVehicle({ id: "OK" }),
      usedVehicle({ id: "B1", price: "4390000,50" }),
      usedVehicle({ id: "B2", price: "4,39,000" }),
      usedVehicle({ id: "B3", price: "дорого" }),
    ),
    now,
  );
  expect(bad.cars.map((car) => car.id)).toEqual(["u-OK"]);
  expect(bad.skipped.map((skip) => skip.id)).toEqual(["B1", "B2", "B3"]);
});

test("photo paths without a host are addresses on the feed's server, a query and all; the site's own feed keeps its paths", async () => {
  // The first photo listed twice, once over http:, as exports often do: it is shown once.
  const photos = [
    "/upload/cars/1.jpg?w=800&amp;h=600",
    "/upload/cars/2.jpg",
    "//cdn.example.ru/3.jpg",
    "https://img.example.ru/4.jpg",
    "upload/5.jpg",
    "http://img.example.ru/4.jpg",
  ]
    .map((p) => `<photo>${p}</photo>`)
    .join("");
  const xml = usedFeed(usedVehicle({ id: "R1" }).replace(/<photos>.*<\/photos>/, `<photos>${photos}</photos>`));
  const feed = await readExportMasterFeed(xml, now);
  // A path relative to the document and not to its host is too rare to guess at: it is dropped.
  expect(feed.cars[0]?.photos).toEqual([
    "/upload/cars/1.jpg?w=800&h=600",
    "/upload/cars/2.jpg",
    "https://cdn.example.ru/3.jpg",
    "https://img.example.ru/4.jpg",
  ]);
  // Read from a dealer's server (over http:, so asked for over https: like every photo)…
  expect(withAbsoluteAddresses(feed, "http://export.dealer.example/feeds/export.xml", "http://127.0.0.1:3000").cars[0]?.photos).toEqual([
    "https://export.dealer.example/upload/cars/1.jpg?w=800&h=600",
    "https://export.dealer.example/upload/cars/2.jpg",
    "https://cdn.example.ru/3.jpg",
    "https://img.example.ru/4.jpg",
  ]);
  // …or served by this process (the embedded provider, whose paths are the site's own drawings).
  expect(withAbsoluteAddresses(feed, "http://127.0.0.1:3000/export-master/export.xml", "http://127.0.0.1:3000")).toBe(feed);
});
