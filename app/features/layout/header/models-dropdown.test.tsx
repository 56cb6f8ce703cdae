import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { buildModels, renderInApp } from "~/features/layout/render-in-app.test-helpers";
import { ModelsDropdown } from "./models-dropdown";

test("the models menu lists the five models by the names the rest of the site uses", () => {
  renderInApp(<ModelsDropdown models={buildModels()} />);
  const items = within(screen.getByRole("list", { name: "Модели Genesis" })).getAllByRole("listitem");
  expect(items).toHaveLength(5);
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
    "Genesis G70",
    "Genesis GV70",
    "Новый Genesis G80",
    "Genesis GV80",
    "Genesis G90",
  ]);
  // The links' names decline «Новый» as a sentence would.
  expect(screen.getByRole("link", { name: "Подробнее о новом Genesis G80" })).toHaveAttribute("href", "/new-g80.html");
  expect(screen.getByRole("link", { name: "Конфигуратор нового Genesis G80" })).toHaveAttribute(
    "href",
    "/configurator#slide=1&model=g80-new",
  );
  expect(screen.getByRole("link", { name: "Подробнее о Genesis G90" })).toBeVisible();
});

test("prices read as starting prices, or «Цена скоро» while coming", () => {
  renderInApp(<ModelsDropdown models={buildModels()} />);
  const prices = screen.getAllByRole("listitem").map((item) => item.querySelector("p")?.textContent);
  expect(prices).toEqual(["от 2 249 000 ₽", "от 4 740 000 ₽", "Цена скоро", "Цена скоро", "от 4 740 000 ₽"]);
});

test("each model links to its page and to its configurator", () => {
  renderInApp(<ModelsDropdown models={buildModels()} />);
  const details = screen.getAllByRole("link", { name: /^Подробнее/ }).map((a) => a.getAttribute("href"));
  expect(details).toEqual(["/new-g70.html", "/gv70.html", "/new-g80.html", "/gv80.html", "/g90.html"]);
  const configurators = screen.getAllByRole("link", { name: /^Конфигуратор/ }).map((a) => a.getAttribute("href"));
  expect(configurators).toEqual([
    "/configurator#slide=1&model=g70-fl",
    "/configurator#slide=1&model=gv70",
    "/configurator#slide=1&model=g80-new",
    "/configurator#slide=1&model=gv80",
    "/configurator#slide=1&model=g90",
  ]);
});

test("images are scaled by car width, the widest filling its card", () => {
  const { container } = renderInApp(<ModelsDropdown models={buildModels()} />);
  const widths = Array.from(container.querySelectorAll("img")).map((img) => img.style.width);
  expect(widths).toEqual(["90%", "90.6%", "95.9%", "95%", "100%"]);
  // The site's own drawing is shown from its WebP copies (ADR 0140): the 720 px one without srcset.
  const first = container.querySelector("img");
  expect(first?.getAttribute("src")).toBe("/images/models/g70-shadow-720.webp");
  expect(first?.getAttribute("srcset")).toContain("/images/models/g70-shadow-360.webp 360w");
  expect(first?.getAttribute("sizes")).toBe("320px");
});

test("a picture of the brand's API that is not the site's own file is shown as the API gives it", () => {
  const [model, ...rest] = buildModels();
  const picture = "https://www.genesis.com/content/dam/genesis/g70.png";
  const { container } = renderInApp(<ModelsDropdown models={[{ ...model!, imageWithShadow: picture }, ...rest]} />);
  const first = container.querySelector("img");
  expect(first?.getAttribute("src")).toBe(picture);
  expect(first?.hasAttribute("srcset")).toBe(false);
});
