import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { LayoutStoreProvider, usePopups } from "~/features/layout/layout-context";
import { buildLineup } from "~/features/models/lineup";
import { shippedHomePage } from "@contract/home-page-shipped";
import type { HomePageSlide } from "@contract/home-page";
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

const shippedSlides: HomePageSlide[] = shippedHomePage.slides.map((slide) => ({ ...slide, picture: null }));

function renderHero(slides: readonly HomePageSlide[] = shippedSlides) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <LayoutStoreProvider cookiesAgreed>
            <HomeHero copy={homeContent.hero} slides={slides} lineup={lineup} />
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

const offerSlide: HomePageSlide = {
  model: "",
  eyebrow: "Только в декабре",
  title: "Зимние шины в подарок",
  text: "Купите Genesis до конца месяца — комплект зимних шин на дисках поставим за наш счёт.",
  buttonLabel: "Условия акции",
  link: "https://example.ru/akciya",
  picture: { hash: "a".repeat(64), width: 1600, height: 900 },
  pictureAlt: "Genesis GV80 на заснеженной дороге",
};

test("a slide without a model shows its own picture with its size, its button, and neither price nor test drive", () => {
  const region = renderHero([offerSlide, ...shippedSlides]);
  const slide = shownSlide(region);
  expect(slide.getAttribute("aria-label")).toBe("1 из 6: Зимние шины в подарок");
  expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Зимние шины в подарок"]);
  const picture = within(slide).getByRole("img", { name: "Genesis GV80 на заснеженной дороге" });
  expect([picture.getAttribute("width"), picture.getAttribute("height")]).toEqual(["1600", "900"]);
  expect(picture.getAttribute("fetchpriority")).toBe("high");
  expect(within(slide).getByRole("link", { name: "Условия акции" }).getAttribute("href")).toBe("https://example.ru/akciya");
  expect(within(slide).queryByRole("link", { name: "Записаться на тест-драйв" })).toBeNull();
  expect(slide.textContent).not.toContain("₽");
});

test("a model's slide with a picture of its own shows it instead of the drawn car, and keeps its price", () => {
  const g90 = shippedSlides[0] as HomePageSlide;
  const region = renderHero([
    { ...g90, picture: { hash: "b".repeat(64), width: 1200, height: 800 }, pictureAlt: "G90 у шоурума в Химках" },
  ]);
  const slide = shownSlide(region);
  const picture = within(slide).getByRole("img", { name: "G90 у шоурума в Химках" });
  // The marketer's upload, at its own size, not the drawn car.
  expect(picture.getAttribute("src")).toContain("b".repeat(64));
  expect([picture.getAttribute("width"), picture.getAttribute("height")]).toEqual(["1200", "800"]);
  expect(within(slide).queryByRole("img", { name: /вид три четверти спереди/ })).toBeNull();
  expect(slide.textContent).toContain("от 4 740 000 ₽");
});
