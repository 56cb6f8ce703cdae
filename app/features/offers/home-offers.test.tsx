import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import type { SpecialOffer } from "@contract/special-offer";
import { HomeOffers } from "./home-offers";
import { makeOffer } from "./offer.test-helpers";

function renderBlock(offers: SpecialOffer[] | null) {
  const router = createMemoryRouter([{ path: "/", element: <HomeOffers offers={offers} /> }]);
  return render(<RouterProvider router={router} />);
}

test("the home page shows the three offers ending soonest, each linking to its page, and a link to all", () => {
  const offers = ["trade-in", "kasko", "service-winter", "genesis-finance"].map((id, i) =>
    makeOffer(id, { title: `Предложение ${i + 1}`, validTo: `2026-12-0${i + 1}` }),
  );
  renderBlock(offers);
  expect(screen.getByRole("heading", { level: 2, name: "Специальные предложения" })).toBeVisible();
  const titles = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
  expect(titles).toEqual(["Предложение 1", "Предложение 2", "Предложение 3"]);
  expect(screen.getByRole("link", { name: "Предложение 1" })).toHaveAttribute("href", "/special-offers/trade-in.html");
  expect(screen.getByText("1 декабря 2026")).toBeVisible();
  expect(screen.getByRole("link", { name: "Все предложения" })).toHaveAttribute("href", "/special-offers.html");
});

test("without offers, or when the API failed, the home page leaves the block out", () => {
  const { container, unmount } = renderBlock([]);
  expect(container.querySelector("section")).toBeNull();
  unmount();
  expect(renderBlock(null).container.querySelector("section")).toBeNull();
});
