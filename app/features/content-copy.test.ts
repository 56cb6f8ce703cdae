// The copy rules (docs/conventions.md, «Russian copy») over every content module of the pages, one row
// each: a text in Latin, with an exclamation mark, a placeholder or empty fails the row of its page.
import { expect, test } from "vitest";
import { copyProblems } from "@contract/copy-check.test-helpers";
import { shippedServicePrices } from "@contract/service-prices-shipped";
import { loungeScreens } from "./company/lounge";
import { configuratorContent } from "./configurator/configurator-content";
import { fallbackDealerContacts } from "./contacts/contacts";
import { contactDepartments, dealerListings, directionSections } from "./contacts/contact-directory";
import { conceptPages, futureOverview } from "./future/future-content";
import { homeContent } from "./home/home-content";
import { getModelContent } from "./models/model-content";
import { modelFamilies } from "./models/model-pages";
import { modelsOverview } from "./models/models-overview";
import { promoPages } from "./promo/promo-content";
import { callbackSections } from "./service/service-callback";
import { getMaintenanceSections, getServiceDetailSections, serviceIntro, serviceOutro } from "./service/service-content";
import { services } from "./service/services";
import { stockContent } from "./stock/stock-content";
import { testDriveContent } from "./test-drive/test-drive-content";

const contentModules: [pages: string, copy: unknown][] = [
  ["the home page", homeContent],
  ["the models page", modelsOverview],
  ...modelFamilies.map((family): [string, unknown] => [`the ${family.name} pages`, getModelContent(family.code)]),
  ["the configurator", configuratorContent],
  ["the test-drive page", testDriveContent],
  ["the stock page", stockContent],
  ["the future pages", [futureOverview, ...conceptPages]],
  ["the promo landings", promoPages],
  ["the contacts", [contactDepartments, dealerListings, directionSections, fallbackDealerContacts]],
  [
    "the service pages",
    [
      services,
      serviceIntro,
      serviceOutro,
      callbackSections,
      getMaintenanceSections(shippedServicePrices.maintenance),
      shippedServicePrices.services,
      services.map((s) => getServiceDetailSections(s, "от 1 ₽")),
    ],
  ],
  ["the lounge screens", loungeScreens],
];

test.each(contentModules)("the copy of %s is Russian, calm and free of placeholders", (_pages, copy) => {
  expect(copyProblems(copy)).toEqual([]);
});
