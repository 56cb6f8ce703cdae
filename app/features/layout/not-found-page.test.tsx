import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderInApp } from "~/features/layout/render-in-app.test-helpers";
import { NotFoundPage } from "./not-found-page";

test("a 404 offers the five models, each drawn from the WebP copies of its side view", () => {
  const { container } = renderInApp(<NotFoundPage />);
  const links = screen.getAllByRole("link").filter((link) => link.querySelector("img"));
  expect(links.map((link) => link.textContent)).toEqual([
    "Genesis G70",
    "Genesis GV70",
    "Новый Genesis G80",
    "Genesis GV80",
    "Genesis G90",
  ]);
  const pictures = [...container.querySelectorAll("img")];
  expect(pictures.map((img) => img.getAttribute("src"))).toEqual(
    ["g70", "gv70", "g80-new", "gv80", "g90"].map((code) => `/images/models/${code}-720.webp`),
  );
  expect(pictures[0]?.getAttribute("srcset")).toContain("/images/models/g70-360.webp 360w");
  expect(pictures[0]?.getAttribute("sizes")).toBe("(min-width: 480px) 250px, 85vw");
});
