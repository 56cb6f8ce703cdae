import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderInApp } from "~/features/layout/render-in-app.test-helpers";
import { leftMenu } from "~/features/navigation/menus";
import { HeaderDropdown } from "./header-dropdown";

test("the purchase menu's offer shows the site's own drawing from its WebP copies, an API's picture as it is", () => {
  const purchase = leftMenu.find((item) => item.ads);
  expect(purchase?.ads?.image).toBe("/images/models/gv80-shadow.svg");
  const { container, unmount } = renderInApp(<HeaderDropdown item={purchase!} />);
  const offer = within(screen.getByRole("complementary", { name: "Предложение" }));
  expect(container.querySelector("aside img")?.getAttribute("src")).toBe("/images/models/gv80-shadow-720.webp");
  expect(container.querySelector("aside img")?.getAttribute("sizes")).toBe("320px");
  expect(offer.getByText("Почувствуйте Genesis за рулём: тест-драйв в удобное вам время.")).toBeVisible();
  unmount();
  const elsewhere = { ...purchase!, ads: { ...purchase!.ads!, image: "https://cdn.example.ru/offer.jpg" } };
  const { container: other } = renderInApp(<HeaderDropdown item={elsewhere} />);
  expect(other.querySelector("aside img")?.getAttribute("src")).toBe("https://cdn.example.ru/offer.jpg");
  expect(other.querySelector("aside img")?.hasAttribute("srcset")).toBe(false);
});
