import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { ProgressiveImage } from "./progressive-image";

// docs/product.md §2.2 and §8: a picture from a feed's host appears over its placeholder when it comes; one that
// cannot be had is logged in Russian and gives way to words, never a broken-image icon.

const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "complete");
const naturalWidth = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "naturalWidth");

/** Makes every <img> report what a browser would before the scripts ran. */
function imagesAre(state: { complete: boolean; naturalWidth: number }) {
  Object.defineProperty(HTMLImageElement.prototype, "complete", { configurable: true, get: () => state.complete });
  Object.defineProperty(HTMLImageElement.prototype, "naturalWidth", { configurable: true, get: () => state.naturalWidth });
}

afterEach(() => {
  if (complete) Object.defineProperty(HTMLImageElement.prototype, "complete", complete);
  if (naturalWidth) Object.defineProperty(HTMLImageElement.prototype, "naturalWidth", naturalWidth);
  vi.restoreAllMocks();
});

const photo = "https://photos.example.ru/g80/1.jpg";
const picture = (src = photo) => (
  <ProgressiveImage src={src} alt="Genesis G80, фото 1" width={560} height={420} failed={<span>Фото не загрузилось</span>} />
);

test("a photo still coming is hidden over its placeholder, then shown when it loads", () => {
  imagesAre({ complete: false, naturalWidth: 0 });
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  render(picture());
  const image = screen.getByRole("img", { name: "Genesis G80, фото 1" });
  expect(image.parentElement).toHaveAttribute("data-image", "coming");
  fireEvent.load(image);
  expect(image.parentElement).toHaveAttribute("data-image", "shown");
  expect(errors).not.toHaveBeenCalled();
});

test("a photo whose host fails is logged in Russian with its address and replaced by words", () => {
  imagesAre({ complete: false, naturalWidth: 0 });
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  render(picture());
  fireEvent.error(screen.getByRole("img"));
  expect(errors).toHaveBeenCalledWith(`Не удалось получить изображение: ${photo}`);
  expect(screen.queryByRole("img")).toBeNull();
  expect(screen.getByText("Фото не загрузилось")).toBeVisible();
});

test("a photo refused before the page's scripts ran is found broken at once; one already loaded stays as it is", () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  imagesAre({ complete: true, naturalWidth: 0 });
  const { unmount } = render(picture());
  expect(errors).toHaveBeenCalledWith(`Не удалось получить изображение: ${photo}`);
  expect(screen.getByText("Фото не загрузилось")).toBeVisible();
  unmount();

  imagesAre({ complete: true, naturalWidth: 560 });
  render(picture("https://photos.example.ru/g80/2.jpg"));
  // Nothing to change: the picture stays as the page drew it.
  expect(screen.getByRole("img")).toBeVisible();
  expect(screen.getByRole("img").parentElement).not.toHaveAttribute("data-image");
  expect(errors).toHaveBeenCalledTimes(1);
});

test("another source after a failure is another picture: it is tried again", () => {
  imagesAre({ complete: false, naturalWidth: 0 });
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { rerender } = render(picture());
  fireEvent.error(screen.getByRole("img"));
  expect(screen.queryByRole("img")).toBeNull();
  act(() => rerender(picture("https://photos.example.ru/g80/2.jpg")));
  expect(screen.getByRole("img")).toHaveAttribute("src", "https://photos.example.ru/g80/2.jpg");
});
