import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ProgressiveImage } from "./progressive-image";

// jsdom never loads images: this stand-in loads (or fails) on the next microtask.
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    queueMicrotask(() => (value.includes("missing") ? this.onerror?.() : this.onload?.()));
  }
}

beforeEach(() => {
  vi.stubGlobal("Image", FakeImage);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test("the preview shows first; the full image replaces it 200 ms after loading", async () => {
  render(<ProgressiveImage src="/full.jpg" placeholder="/preview.jpg" alt="Genesis GV80" />);
  const image = screen.getByRole("img", { name: "Genesis GV80" });
  expect(image.getAttribute("src")).toBe("/preview.jpg");
  await act(async () => {
    await Promise.resolve();
    vi.advanceTimersByTime(199);
  });
  expect(image.getAttribute("src")).toBe("/preview.jpg");
  act(() => vi.advanceTimersByTime(1));
  expect(image.getAttribute("src")).toBe("/full.jpg");
});

test("a source that cannot be loaded is reported in Russian and the preview stays", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  render(<ProgressiveImage src="/missing.jpg" placeholder="/preview.jpg" alt="Салон" />);
  await act(async () => {
    await Promise.resolve();
    vi.advanceTimersByTime(500);
  });
  expect(error).toHaveBeenCalledWith("Не удалось получить изображение: /missing.jpg");
  expect(screen.getByRole("img", { name: "Салон" }).getAttribute("src")).toBe("/preview.jpg");
});
