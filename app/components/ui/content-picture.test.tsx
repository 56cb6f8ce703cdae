import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { ContentPicture } from "./content-picture";

const sizes = "(min-width: 1280px) 384px, 92vw";

test("a news cover of the site's own is shown from its WebP copies, as wide as the page shows it", () => {
  render(<ContentPicture src="/images/news/genesis-magma.svg" alt="Обложка новости" width={640} height={360} sizes={sizes} />);
  const picture = screen.getByRole("img", { name: "Обложка новости" });
  expect(picture.getAttribute("src")).toBe("/images/news/genesis-magma-720.webp");
  expect(picture.getAttribute("srcset")).toContain("/images/news/genesis-magma-480.webp 480w");
  expect(picture.getAttribute("srcset")).toContain("/images/news/genesis-magma-1440.webp 1440w");
  expect(picture.getAttribute("sizes")).toBe(sizes);
});

test("a picture of the studio's library is offered as AVIF and WebP, with JPEG for the rest", () => {
  const hash = "a".repeat(64);
  const { container } = render(<ContentPicture src={`/media/${hash}-960.jpeg`} alt="Шоурум" sizes={sizes} />);
  expect([...container.querySelectorAll("source")].map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
  expect(screen.getByRole("img", { name: "Шоурум" }).getAttribute("srcset")).toContain(`/media/${hash}-480.jpeg 480w`);
});

test("any other file is the plain picture it names: an address outside /images/models and /images/news gets no copies", () => {
  for (const src of ["https://example.ru/cover.svg", "/images/og/home.svg", "/images/news/cover.png", "/images/news/../og/x.svg"]) {
    const { unmount } = render(<ContentPicture src={src} alt="Обложка" sizes={sizes} />);
    const picture = screen.getByRole("img", { name: "Обложка" });
    expect(picture.getAttribute("src")).toBe(src);
    expect(picture.hasAttribute("srcset")).toBe(false);
    expect(picture.hasAttribute("sizes")).toBe(false);
    unmount();
  }
});
