import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderInApp } from "~/features/layout/render-in-app.test-helpers";
import { buildLineup } from "./lineup";
import { LineupList } from "./lineup-card";
import { makeMenuModel } from "./menu-model.test-helpers";
import { getModelSummaries } from "./model-summaries.server";

test("a card with its price printed asks for an offer; a card whose price is coming asks for the price", async () => {
  const lineup = buildLineup([makeMenuModel("g70", 2_249_000), makeMenuModel("g80-new", null)], getModelSummaries({}));
  renderInApp(<LineupList items={lineup} heading="h2" detailed />);
  await screen.findByRole("link", { name: "Узнать условия Genesis G70" });
  expect(screen.queryByRole("link", { name: "Узнать цену Genesis G70" })).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Узнать цену Новый Genesis G80" })).toBeVisible();
});

test("a card's car is the WebP copy of its side view as wide as the card shows it, with the view's own size", () => {
  const lineup = buildLineup([makeMenuModel("gv70", 5_349_000)], getModelSummaries({}));
  renderInApp(<LineupList items={lineup} heading="h3" />);
  const picture = screen.getByRole("img", { name: "Genesis GV70, вид сбоку" });
  expect(picture.getAttribute("src")).toBe("/images/models/gv70-side-720.webp");
  expect(picture.getAttribute("srcset")?.split(", ")).toEqual([
    "/images/models/gv70-side-240.webp 240w",
    "/images/models/gv70-side-360.webp 360w",
    "/images/models/gv70-side-480.webp 480w",
    "/images/models/gv70-side-720.webp 720w",
    "/images/models/gv70-side-960.webp 960w",
    "/images/models/gv70-side-1440.webp 1440w",
  ]);
  expect(picture.getAttribute("sizes")).toBe("(min-width: 1280px) 175px, 155px");
  // The width and height keep the card from shifting while the picture loads.
  expect(Number(picture.getAttribute("width"))).toBeGreaterThan(Number(picture.getAttribute("height")));
});
