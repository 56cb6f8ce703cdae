import { screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { stockPhotoViews } from "@contract/stock";
import { makeStockCar } from "@contract/stock.test-helpers";
import { renderInApp } from "~/features/layout/render-in-app.test-helpers";
import { modelFamilies } from "~/features/models/model-pages";
import { pictureWidths } from "~/lib/picture-sources";
import { renderStockPhoto } from "./stock-photo.server";
import { StockCard, stockPhotoSources } from "./stock-card";
import { stockCarJsonLd } from "./stock-car-ld";
import { StockCarDrawing } from "./stock-car-drawing";
import { StockCarView, warrantyText } from "./stock-car-view";
import { CompareButton, FavouriteButton } from "./stock-favourites";
import { stockSitemapGroup } from "./stock-sitemap";

const car = makeStockCar({
  id: "u-EM4045",
  condition: "used",
  model: "G80",
  modelCode: "g80-new",
  package: "Элит",
  photos: ["/stock-photos/g80-new/side/16171a.svg"],
  vin: "5J0V",
  priceRub: 5_790_000,
  warrantyUntil: "2028-09-02",
  year: 2024,
  mileage: 28_900,
});

test("a car's JSON-LD is a schema.org Car with its Offer in roubles and absolute pictures", () => {
  const ld = stockCarJsonLd(car, "https://genesis-khimki.ru/feed/u-EM4045.html", "https://genesis-khimki.ru");
  expect(ld).toMatchObject({
    "@type": "Car",
    name: "Genesis G80 Элит",
    itemCondition: "https://schema.org/UsedCondition",
    mileageFromOdometer: { value: 28_900, unitCode: "KMT" },
    image: ["https://genesis-khimki.ru/stock-photos/g80-new/side/16171a.svg"],
    offers: { "@type": "Offer", price: 5_790_000, priceCurrency: "RUB", availability: "https://schema.org/InStock" },
  });
});

/** A new car on its way whose feed gives no colour yet. */
const inTransit = makeStockCar({
  id: "n-70777",
  photos: ["/stock-photos/gv80/side/16171a.svg"],
  bodyColor: null,
  availability: false,
  year: 2026,
});

test("a car without a colour is listed, and its card says to ask the manager about the colour", () => {
  renderInApp(<StockCard car={inTransit} />, { path: "/avto-v-nalicii.html" });
  const card = screen.getByRole("article", { name: "Genesis GV80 Престиж" });
  expect(within(card).getByText("2026 г. · Бензин · Полный привод · Цвет уточняйте у менеджера")).toBeVisible();
  expect(within(card).getByText("В пути")).toBeVisible();
});

test("a car the feed sent without photos says the manager will show them, on its card and its page", () => {
  const bare = { ...inTransit, photos: [] };
  renderInApp(<StockCard car={bare} />, { path: "/avto-v-nalicii.html" });
  const card = screen.getByRole("article", { name: "Genesis GV80 Престиж" });
  expect(within(card).getByText("Фотографии покажет менеджер")).toBeVisible();
  expect(within(card).queryByRole("img")).not.toBeInTheDocument();
  renderInApp(<StockCarView car={bare} credit={null} intent="reserve" />, { path: "/feed/n-70777.html" });
  expect(
    within(screen.getByRole("region", { name: "Фотографии" })).getByText("Фотографии этого автомобиля покажет менеджер."),
  ).toBeVisible();
});

test("a car without a colour has its page: the colour is «уточняйте у менеджера», and its JSON-LD names none", () => {
  renderInApp(<StockCarView car={inTransit} credit={null} intent="reserve" />, { path: "/feed/n-70777.html" });
  expect(screen.getByRole("heading", { level: 1, name: "Genesis GV80 Престиж" })).toBeVisible();
  expect(screen.getByText("2026 г. · Бензин · Полный привод · Цвет уточняйте у менеджера")).toBeVisible();
  const colour = screen.getByText("Цвет кузова").parentElement;
  expect(colour?.textContent).toBe("Цвет кузоваУточняйте у менеджера");
  const ld = stockCarJsonLd(inTransit, "https://genesis-khimki.ru/feed/n-70777.html", "https://genesis-khimki.ru");
  expect(ld).not.toHaveProperty("color");
  expect(stockCarJsonLd(car, "https://genesis-khimki.ru/feed/u-EM4045.html", "https://genesis-khimki.ru")).toHaveProperty(
    "color",
    "Чёрный",
  );
  expect(stockSitemapGroup([inTransit]).blocks[1]?.entries[0]?.description).toBe(
    "Новый автомобиль: 2026 г., бензин, полный привод, цвет уточняйте у менеджера.",
  );
});

test("a stock car is drawn in its paint from each angle; the third is the first mirrored", () => {
  const front = renderToStaticMarkup(<StockCarDrawing model="gv70" view="three-quarter" paint="#24415f" />);
  const left = renderToStaticMarkup(<StockCarDrawing model="gv70" view="three-quarter-left" paint="#24415f" />);
  expect(front).toContain('fill="#24415f"');
  expect(left).toContain("scale(-1 1)");
  expect(front).not.toContain("scale(-1 1)");
  expect(renderToStaticMarkup(<StockCarDrawing model="kia" view="side" paint="#000000" />)).toBe("");
});

test("a picture's address gives SVG for a known model, angle and paint, nothing otherwise", () => {
  expect(renderStockPhoto("g90", "side", "eeeeea.svg")?.svg).toMatch(/^<\?xml[^]*<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(renderStockPhoto("g90", "top", "eeeeea.svg")).toBeNull();
  expect(renderStockPhoto("g90", "side", "red.svg")).toBeNull();
  expect(renderStockPhoto("g90", "side", "eeeeea.png")).toBeNull();
  expect(renderStockPhoto("x5", "side", "eeeeea.svg")).toBeNull();
});

test("the site's own drawing is shown from its WebP copies in every width the server makes; a feed's photo as it is", () => {
  expect(stockPhotoSources("/stock-photos/g80-new/side/16171a.svg")).toEqual({
    src: "/stock-photos/g80-new/side/16171a-720.webp",
    srcSet: pictureWidths.map((width) => `/stock-photos/g80-new/side/16171a-${width}.webp ${width}w`).join(", "),
  });
  for (const photo of [
    "https://cdn.example.ru/cars/123/1.jpg",
    "https://dealer.example.ru/stock-photos/g70/side/16171a.svg",
    "/media/a.jpeg",
  ]) {
    expect(stockPhotoSources(photo)).toEqual({ src: photo });
  }
  renderInApp(<StockCard car={inTransit} eager />, { path: "/avto-v-nalicii.html" });
  const picture = screen.getByRole("img", { name: "Genesis GV80 Престиж, фото" });
  expect(picture.getAttribute("src")).toBe("/stock-photos/gv80/side/16171a-720.webp");
  expect(picture.getAttribute("srcset")).toContain("/stock-photos/gv80/side/16171a-1440.webp 1440w");
  expect(picture.getAttribute("sizes")).toBe("(min-width: 768px) 340px, 92vw");
});

test("a picture in any paint is the car drawn afresh in that paint, for every model and angle", () => {
  for (const family of modelFamilies) {
    for (const view of stockPhotoViews) {
      for (const paint of ["24415f", "eeeeea", "0b0b0c"]) {
        const drawn = renderToStaticMarkup(<StockCarDrawing model={family.code} view={view} paint={`#${paint}`} />);
        expect(drawn).toContain(`fill="#${paint}"`);
        expect(renderStockPhoto(family.code, view, `${paint}.svg`)?.svg).toBe(
          `<?xml version="1.0" encoding="UTF-8"?>\n${drawn.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"')}`,
        );
      }
    }
  }
});

test("«Добавить к сравнению» and the heart are in the server's page, disabled until scripts run (they hold their place)", () => {
  const compare = renderToStaticMarkup(<CompareButton car={car} />);
  const heart = renderToStaticMarkup(<FavouriteButton car={car} />);
  expect(compare).toMatch(/^<button[^>]* disabled=""[^>]*>Добавить к сравнению<\/button>$/);
  expect(heart).toMatch(/^<button[^>]* disabled=""/);
  // Named with the VIN's end: two G80 Элит in stock would otherwise have one name.
  expect(heart).toContain("G80 Элит, VIN …5J0V: добавить в избранное");
});

test("the warranty line gives the date in Russian like the site's other dates, or says it has ended", () => {
  expect(warrantyText(car)).toBe("Действует до 2\u00a0сентября 2028");
  expect(warrantyText({ ...car, warrantyDate: false, warrantyUntil: "2025-01-31" })).toBe("Закончилась 31\u00a0января 2025");
  expect(warrantyText({ ...car, warrantyUntil: "уточняйте у менеджера" })).toBe("Действует");
  expect(warrantyText({ ...car, warrantyDate: false, warrantyUntil: null })).toBe("Нет данных");
  expect(warrantyText({ ...car, condition: "new" })).toBe("Гарантия производителя 5\u00a0лет без ограничения пробега");
});

test("a credit with a residual value names its final payment beside the monthly one, the ПСК and the lender, the conditions one click away", () => {
  const conditions = {
    program: "Genesis Finance с остаточным платежом",
    lender: "Genesis Finance",
    rate: 9.9,
    cost: { min: 9.9, max: 9.9 },
    minTerm: 24,
    maxTerm: 48,
    minPrepay: 20,
    maxPrepay: 70,
    minCredit: 500_000,
    maxCredit: 10_000_000,
    feePercent: 0,
    insurancePercent: 0,
    restcost: 45,
  };
  const credit = {
    monthly: 29_848,
    program: "Genesis Finance с остаточным платежом",
    prepayPercent: 20,
    months: 48,
    rate: 9.9,
    finalPercent: 45,
    finalPayment: 2_605_500,
    conditions,
  };
  renderInApp(<StockCarView car={car} credit={credit} intent="reserve" />, { path: "/feed/u-EM4045.html" });
  const line = screen.getByText(/₽\/мес/).closest("p");
  expect(line?.textContent?.replace(/\s+/g, " ")).toBe(
    "от 29 848 ₽/мес в кредит: программа «Genesis Finance с остаточным платежом», первый взнос 20 %, 48 мес., ставка 9,9 % годовых, ПСК 9,900 % годовых, последний платёж 45 % — 2 605 500 ₽. Кредитор — Genesis Finance. Решение о кредите принимает банк.",
  );
  const details = screen.getByText("Условия кредита и кредитор").closest("details");
  expect(details?.textContent).toContain("Остаточный платёж45\u00a0% стоимости автомобиля в конце срока");
});

test("the car's request form reserves this very car or asks its terms, and hints at what helps with a car already made", () => {
  renderInApp(<StockCarView car={car} credit={null} intent="reserve" />, { path: "/feed/u-EM4045.html" });
  const form = screen.getByRole("form", { name: "Заявка на Genesis G80 Элит" });
  const intent = within(form).getByLabelText("Что вас интересует");
  expect(
    within(intent)
      .getAllByRole("option")
      .map((option) => [(option as HTMLOptionElement).value, option.textContent]),
  ).toEqual([
    ["reserve", "Забронировать этот автомобиль"],
    ["price", "Узнать цену и условия на этот автомобиль"],
  ]);
  expect((intent as HTMLSelectElement).value).toBe("reserve");
  expect(form.textContent).toContain("когда вам удобно посмотреть автомобиль");
  expect(form.textContent).not.toContain("желаемый цвет");
  expect(within(screen.getByRole("region", { name: "Забронировать или узнать условия" })).getByRole("form")).toBe(form);
});

/** A used-car dealer's car its feed says nothing of but the year: unknown condition, no mileage, no drive. */
const unknownCar = makeStockCar({
  id: "a-3f9c2b7d1e0a4c58",
  source: "autoru",
  condition: "unknown",
  type: "автомобиль",
  model: "GV80 (JX1)",
  modelCode: "gv80",
  package: "Royal",
  modification: "2.5hyb AT (304 л.с.)",
  engineType: "Гибрид",
  driveType: null,
  warrantyDate: false,
  mileage: null,
  year: 2026,
});
/** A used car whose feed gives no mileage. */
const usedNoMileage = makeStockCar({
  id: "a-UD-1001",
  source: "autoru",
  condition: "used",
  type: "автомобиль с пробегом",
  mileage: null,
  warrantyDate: false,
  year: 2017,
});

test("a car of unknown condition makes no new-car promise: no manufacturer's warranty, no «Новый» badge, its mileage and drive to ask", () => {
  expect(warrantyText(unknownCar)).toBe("Уточняйте у менеджера");
  renderInApp(<StockCard car={unknownCar} />, { path: "/avto-v-nalicii.html" });
  const card = screen.getByRole("article", { name: "Genesis GV80 (JX1) Royal" });
  expect(within(card).getByText("Состояние уточняйте")).toBeVisible();
  expect(within(card).getByText("2026 г. · пробег уточняйте · Гибрид · Чёрный")).toBeVisible();
  renderInApp(<StockCarView car={unknownCar} credit={null} intent="reserve" />, { path: "/feed/a-3f9c2b7d1e0a4c58.html" });
  expect(screen.queryByText(/Гарантия производителя/)).not.toBeInTheDocument();
  const specs = Object.fromEntries(
    [...document.querySelectorAll("dl > div")].map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]),
  );
  expect(specs).toMatchObject({
    Тип: "автомобиль",
    Пробег: "Уточняйте у менеджера",
    Привод: "Уточняйте у менеджера",
    Гарантия: "Уточняйте у менеджера",
  });
  // Search engines get no condition and no drive the feed did not give.
  const ld = stockCarJsonLd(unknownCar, "https://genesis-khimki.ru/feed/a-3f9c2b7d1e0a4c58.html", "https://genesis-khimki.ru");
  expect(ld).not.toHaveProperty("itemCondition");
  expect(ld).not.toHaveProperty("driveWheelConfiguration");
  expect(ld.offers).not.toHaveProperty("itemCondition");
});

test("a used car whose feed gives no mileage reads «пробег уточняйте», never a mileage it does not have", () => {
  renderInApp(<StockCard car={usedNoMileage} />, { path: "/avto-v-nalicii.html" });
  const card = screen.getByRole("article", { name: "Genesis GV80 Престиж" });
  expect(within(card).getByText("С пробегом")).toBeVisible();
  expect(within(card).getByText("2017 г. · пробег уточняйте · Бензин · Полный привод · Чёрный")).toBeVisible();
  expect(warrantyText(usedNoMileage)).toBe("Нет данных");
});
