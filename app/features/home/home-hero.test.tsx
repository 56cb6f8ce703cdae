import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { LayoutStoreProvider, usePopups } from "~/features/layout/layout-context";
import { buildLineup } from "~/features/models/lineup";
import { homeContent } from "./home-content";
import { HomeHero } from "./home-hero";
import { makeMenuModel } from "~/features/models/menu-model.test-helpers";

const menuItem = (code: string, price: number | null) => makeMenuModel(code, price, 4_900);

const lineup = buildLineup(
  [menuItem("g70", 2_249_000), menuItem("gv70", 4_740_000), menuItem("g80-new", null), menuItem("gv80", null), menuItem("g90", 4_740_000)],
  [],
);

/** Shows where the test-drive popup was opened from, as the real popup does. */
function PopupPlace() {
  const { testDrive } = usePopups();
  return <output aria-label="Открыт тест-драйв">{testDrive.open ? testDrive.place : ""}</output>;
}

function renderHero() {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <LayoutStoreProvider cookiesAgreed>
            <HomeHero copy={homeContent.hero} lineup={lineup} />
            <PopupPlace />
          </LayoutStoreProvider>
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole("region", { name: homeContent.hero.label });
}

const shownSlide = (region: HTMLElement) =>
  within(region)
    .getAllByRole("group")
    .find((g) => g.getAttribute("aria-roledescription") === "слайд" && !g.hasAttribute("inert")) as HTMLElement;

test("one slide per model, in the copy's order, the first one's title is the page's only h1", () => {
  const region = renderHero();
  const slides = within(region)
    .getAllByRole("group")
    .filter((g) => g.getAttribute("aria-roledescription") === "слайд");
  expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual([
    "1 из 5: Genesis G90",
    "2 из 5: Новый Genesis G80",
    "3 из 5: Genesis GV80",
    "4 из 5: Genesis GV70",
    "5 из 5: Genesis G70",
  ]);
  const h1 = screen.getAllByRole("heading", { level: 1 });
  expect(h1.map((h) => h.textContent)).toEqual(["Роскошь, в центре которой — человек"]);
  expect(slides[0]?.contains(h1[0] as HTMLElement)).toBe(true);
  expect(within(slides[1] as HTMLElement).getByRole("heading", { level: 2 }).textContent).toBe("Классика, которой есть что сказать");
});

test("each slide carries its price from the lineup and two calls to action", async () => {
  const region = renderHero();
  let slide = shownSlide(region);
  expect(slide.textContent).toContain("от 4 740 000 ₽");
  expect(within(slide).getByRole("link", { name: "Подробнее о G90" }).getAttribute("href")).toBe("/g90.html");
  expect(within(slide).getByRole("link", { name: "Записаться на тест-драйв" }).getAttribute("href")).toBe("/test-drive.html");

  await userEvent.click(within(region).getByRole("button", { name: "Следующий слайд" }));
  slide = shownSlide(region);
  expect(slide.getAttribute("aria-label")).toBe("2 из 5: Новый Genesis G80");
  expect(slide.textContent).toContain("Цена скоро");

  await userEvent.click(within(region).getByRole("button", { name: "Слайд 5 из 5: Genesis G70" }));
  slide = shownSlide(region);
  expect(slide.textContent).toContain("от 2 249 000 ₽");
  expect(within(slide).getByRole("link", { name: "Подробнее о G70" }).getAttribute("href")).toBe("/new-g70.html");
});

test("the slide's test-drive link opens the popup with the place it came from", async () => {
  const region = renderHero();
  await userEvent.click(within(region).getByRole("button", { name: "Слайд 4 из 5: Genesis GV70" }));
  await userEvent.click(within(shownSlide(region)).getByRole("link", { name: "Записаться на тест-драйв" }));
  expect(screen.getByRole("status", { name: "Открыт тест-драйв" }).textContent).toBe("главная страница, Genesis GV70");
});

test("the lineup beside the slider lists the five models with starting prices", () => {
  renderHero();
  const list = screen.getByRole("navigation", { name: "Модели и цены" });
  expect(within(list).getAllByRole("link")).toHaveLength(5);
  expect(list.textContent).toContain("от 2 249 000 ₽");
});
