import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { ModelColours } from "./model-colours";
import type { ModelRef } from "./model-page-data.server";
import type { Paint } from "./paints";

const model: ModelRef = {
  code: "g70",
  name: "G70",
  fullName: "Genesis G70",
  body: "sedan",
  homePath: "/new-g70.html",
  configuratorHref: "/configurator#slide=1&model=g70-fl",
  stockHref: "/avto-v-nalicii.html?model=g70",
  pages: [],
  colour: "#7a1c22",
};

const paints: Paint[] = [
  { code: "uyuni-white", name: "Белый Уюни", hex: "#eeeeea", metallic: false, priceRub: 0 },
  { code: "mauna-red", name: "Красный Мауна", hex: "#7a1c22", metallic: true, priceRub: 80_000 },
  { code: "capri-blue", name: "Синий Капри", hex: "#24415f", metallic: true, priceRub: 80_000 },
];

/** The paint the picture's drawing is asked for in (its address ends in the paint's hex digits). */
const paintOf = (picture: HTMLElement) => /\/([0-9a-f]{6})-720\.webp$/.exec(picture.getAttribute("src") ?? "")?.[1];

test("the car starts in the hero paint and a swatch recolours it, naming the paint and its price", async () => {
  render(<ModelColours model={model} paints={paints} initial="mauna-red" />);
  const picture = screen.getByRole("img", { name: "Genesis G70 в цвете «Красный Мауна», вид три четверти спереди" });
  expect(paintOf(picture)).toBe("7a1c22");
  expect(screen.getByRole("radio", { name: "Красный Мауна" })).toBeChecked();
  expect(screen.getByText("Металлик, доплата 80 000 ₽")).toBeVisible();
  expect(screen.getByRole("radiogroup", { name: "Цвет кузова" })).toBeVisible();

  await userEvent.click(screen.getByRole("radio", { name: "Белый Уюни" }));
  const white = screen.getByRole("img", { name: "Genesis G70 в цвете «Белый Уюни», вид три четверти спереди" });
  expect(paintOf(white)).toBe("eeeeea");
  expect(screen.getByText("Неметаллик, без доплаты")).toBeVisible();
});

test("a hero paint the API does not list falls back to its first paint; no paints means no swatches", () => {
  const { unmount } = render(<ModelColours model={model} paints={paints} initial="vik-black" />);
  expect(screen.getByRole("radio", { name: "Белый Уюни" })).toBeChecked();
  unmount();

  render(<ModelColours model={model} paints={[]} initial="mauna-red" />);
  expect(screen.queryByRole("radio")).not.toBeInTheDocument();
  const picture = screen.getByRole("img", { name: "Genesis G70, вид три четверти спереди" });
  expect(paintOf(picture)).toBe("7a1c22");
});
