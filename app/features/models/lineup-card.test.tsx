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
