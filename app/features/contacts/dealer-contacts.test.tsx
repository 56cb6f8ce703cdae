import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { buildSiteData, renderInApp } from "~/features/layout/render-in-app.test-helpers";
import type { SiteOptions } from "~/features/site/site-data";
import { DealerContacts } from "./dealer-contacts";

/** The value the block shows under a label. */
const under = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

async function renderBlock(options: SiteOptions) {
  renderInApp(<DealerContacts options={options} title="Дилерский центр" />);
  await screen.findByRole("heading", { name: "Дилерский центр" });
}

test("the dealer block says whose hours are whose, as the contacts page does", async () => {
  await renderBlock({
    ...buildSiteData().options,
    dealer_hours: "Ежедневно с 10:00 до 20:00",
    dealer_service_hours: "Сервис: ежедневно с 8:00 до 22:00",
  });
  expect(under("Шоурум и отдел продаж")).toBe("Ежедневно с 10:00 до 20:00");
  expect(under("Сервисный центр")).toBe("Ежедневно с 8:00 до 22:00");
  expect(screen.queryByText("Часы работы")).toBeNull();
});

test("without hours in the options the block shows the published ones, still labelled", async () => {
  await renderBlock(buildSiteData().options);
  expect(under("Шоурум и отдел продаж")).toBe("Ежедневно с 9:00 до 21:00");
  expect(under("Сервисный центр")).toBe("Ежедневно с 8:00 до 22:00");
});
