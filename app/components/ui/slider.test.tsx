import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { Slider, type SlideItem } from "./slider";

const names = ["Genesis G90", "Новый Genesis G80", "Genesis GV80", "Genesis GV70", "Genesis G70"];

function makeSlides(count = names.length): SlideItem[] {
  return names.slice(0, count).map((name) => ({
    key: name,
    label: name,
    content: (
      <>
        <p>{name}</p>
        <a href={`/${name}`}>Подробнее: {name}</a>
      </>
    ),
  }));
}

function renderSlider(count?: number) {
  render(<Slider label="Модели Genesis" slides={makeSlides(count)} />);
  const region = screen.getByRole("region", { name: "Модели Genesis" });
  const slides = within(region)
    .getAllByRole("group")
    .filter((g) => g.getAttribute("aria-roledescription") === "слайд");
  return { region, slides };
}

/** The slide a visitor sees: the one slide that is not inert. */
function visibleSlide(): string | null {
  const shown = screen.getAllByRole("group").filter((g) => g.getAttribute("aria-roledescription") === "слайд" && !g.hasAttribute("inert"));
  expect(shown).toHaveLength(1);
  return shown[0]?.getAttribute("aria-label") ?? null;
}

const liveText = () => document.querySelector('[aria-live="polite"]')?.textContent;
const currentDot = () =>
  screen
    .getAllByRole("button", { name: /^Слайд \d из \d/ })
    .find((dot) => dot.getAttribute("aria-current") === "true")
    ?.getAttribute("aria-label");

test("a labelled carousel of labelled slides: the first shown, the others inert", () => {
  const { region, slides } = renderSlider();
  expect(region.getAttribute("aria-roledescription")).toBe("карусель");
  expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual(names.map((name, i) => `${i + 1} из 5: ${name}`));
  expect(slides.map((s) => s.hasAttribute("inert"))).toEqual([false, true, true, true, true]);
  expect(liveText()).toBe("Слайд 1 из 5");
  expect(currentDot()).toBe("Слайд 1 из 5: Genesis G90");
});

test("the next and previous buttons move one slide and show only when useful", async () => {
  renderSlider();
  expect(screen.queryByRole("button", { name: "Предыдущий слайд" })).toBeNull();
  await userEvent.click(screen.getByRole("button", { name: "Следующий слайд" }));
  expect(visibleSlide()).toBe("2 из 5: Новый Genesis G80");
  expect(liveText()).toBe("Слайд 2 из 5");
  expect(currentDot()).toBe("Слайд 2 из 5: Новый Genesis G80");
  await userEvent.click(screen.getByRole("button", { name: "Предыдущий слайд" }));
  expect(visibleSlide()).toBe("1 из 5: Genesis G90");
  expect(screen.queryByRole("button", { name: "Предыдущий слайд" })).toBeNull();
});

test("on the last slide the next button goes and focus moves to the previous button", async () => {
  renderSlider(3);
  const next = screen.getByRole("button", { name: "Следующий слайд" });
  await userEvent.click(next);
  expect(document.activeElement).toBe(next);
  await userEvent.click(next);
  expect(visibleSlide()).toBe("3 из 3: Genesis GV80");
  expect(screen.queryByRole("button", { name: "Следующий слайд" })).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Предыдущий слайд" }));
});

test("a page dot shows its slide", async () => {
  renderSlider();
  await userEvent.click(screen.getByRole("button", { name: "Слайд 4 из 5: Genesis GV70" }));
  expect(visibleSlide()).toBe("4 из 5: Genesis GV70");
  expect(liveText()).toBe("Слайд 4 из 5");
  expect(currentDot()).toBe("Слайд 4 из 5: Genesis GV70");
  expect(screen.getByRole("region").hasAttribute("data-page-nav")).toBe(true);
  await userEvent.click(screen.getByRole("button", { name: "Следующий слайд" }));
  expect(screen.getByRole("region").hasAttribute("data-page-nav")).toBe(false);
});

test("arrow keys, Home and End work while focus is inside the slider", async () => {
  renderSlider();
  await userEvent.click(screen.getByRole("button", { name: "Слайд 1 из 5: Genesis G90" }));
  await userEvent.keyboard("{ArrowRight}");
  expect(visibleSlide()).toBe("2 из 5: Новый Genesis G80");
  // Focus follows to the dot of the new slide.
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Слайд 2 из 5: Новый Genesis G80" }));
  await userEvent.keyboard("{End}");
  expect(visibleSlide()).toBe("5 из 5: Genesis G70");
  await userEvent.keyboard("{ArrowRight}");
  expect(visibleSlide()).toBe("5 из 5: Genesis G70");
  await userEvent.keyboard("{ArrowLeft}");
  expect(visibleSlide()).toBe("4 из 5: Genesis GV70");
  await userEvent.keyboard("{Home}");
  expect(visibleSlide()).toBe("1 из 5: Genesis G90");
  expect(liveText()).toBe("Слайд 1 из 5");
});

test("a key pressed on a link of the slide moves focus to the new slide, never into an inert one", async () => {
  const { slides } = renderSlider();
  within(slides[0] as HTMLElement)
    .getByRole("link")
    .focus();
  await userEvent.keyboard("{ArrowRight}");
  expect(document.activeElement).toBe(slides[1]);
});

test("keys outside the slider leave it alone", async () => {
  render(
    <>
      <button type="button">Снаружи</button>
      <Slider label="Модели Genesis" slides={makeSlides()} />
    </>,
  );
  screen.getByRole("button", { name: "Снаружи" }).focus();
  await userEvent.keyboard("{ArrowRight}");
  expect(visibleSlide()).toBe("1 из 5: Genesis G90");
});

test("one slide has no buttons and no dots", () => {
  renderSlider(1);
  expect(screen.queryAllByRole("button")).toHaveLength(0);
  expect(visibleSlide()).toBe("1 из 1: Genesis G90");
});

test("fewer slides than the current index shows the last remaining slide", async () => {
  const { rerender } = render(<Slider label="Модели Genesis" slides={makeSlides()} />);
  await userEvent.click(screen.getByRole("button", { name: "Слайд 5 из 5: Genesis G70" }));
  rerender(<Slider label="Модели Genesis" slides={makeSlides(2)} />);
  expect(visibleSlide()).toBe("2 из 2: Новый Genesis G80");
  expect(liveText()).toBe("Слайд 2 из 2");
  expect(screen.queryByRole("button", { name: "Следующий слайд" })).toBeNull();
});

test("a touch swipe of 40 px or more turns the slide; a short or vertical one does not", () => {
  renderSlider();
  const viewport = screen.getAllByRole("group")[0]?.parentElement?.parentElement as HTMLElement;
  const swipe = (dx: number, dy: number, pointerType = "touch") => {
    fireEvent.pointerDown(viewport, { pointerId: 1, pointerType, isPrimary: true, clientX: 200, clientY: 200 });
    fireEvent.pointerMove(viewport, { pointerId: 1, pointerType, isPrimary: true, clientX: 200 + dx / 2, clientY: 200 + dy / 2 });
    fireEvent.pointerUp(viewport, { pointerId: 1, pointerType, isPrimary: true, clientX: 200 + dx, clientY: 200 + dy });
  };
  swipe(-80, 6);
  expect(visibleSlide()).toBe("2 из 5: Новый Genesis G80");
  swipe(-20, 0);
  expect(visibleSlide()).toBe("2 из 5: Новый Genesis G80");
  swipe(-60, 120);
  expect(visibleSlide()).toBe("2 из 5: Новый Genesis G80");
  swipe(-80, 0, "mouse");
  expect(visibleSlide()).toBe("2 из 5: Новый Genesis G80");
  swipe(90, 0);
  expect(visibleSlide()).toBe("1 из 5: Genesis G90");
});

test("a key that goes nowhere leaves focus alone, also for the next move", async () => {
  const { slides } = renderSlider();
  const link = within(slides[0] as HTMLElement).getByRole("link");
  link.focus();
  await userEvent.keyboard("{ArrowLeft}");
  expect(document.activeElement).toBe(link);
  const dot = screen.getByRole("button", { name: "Слайд 3 из 5: Genesis GV80" });
  await userEvent.click(dot);
  expect(visibleSlide()).toBe("3 из 5: Genesis GV80");
  expect(document.activeElement).toBe(dot);
});
