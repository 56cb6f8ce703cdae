// The kinds the studio edits (docs/decisions/0074): for each, how its form is checked, how its items are
// listed and published, and the staff area that edits it.
import type { StudioKind } from "@contract/content";
import type { StaffArea } from "@contract/staff-roles";
import type { Db } from "../db/database";
import { listedCreditPrograms, listedNews, listedOffers, listedVacancies, listedWorkers, type ListedKind } from "./content-list";
import { checkCreditProgramDraft, creditProgramsAdapter } from "./credit-program-content";
import { checkConsentDraft, consentsAdapter } from "./consent-content";
import { checkContactsDraft, contactsAdapter } from "./contacts-content";
import { checkHomeDraft, homeAdapter } from "./home-content";
import { checkNewsDraft, newsAdapter } from "./news-content";
import { checkOfferDraft, offersAdapter } from "./offer-content";
import { checkPricesDraft, pricesAdapter } from "./prices-content";
import { checkReviewsDraft, reviewsAdapter } from "./reviews-content";
import type { ContentAdapter } from "./revisions";
import { checkServicePricesDraft, servicePricesAdapter } from "./service-prices-content";
import { checkVacancyDraft, vacanciesAdapter } from "./vacancy-content";
import { checkWorkerDraft, workersAdapter } from "./worker-content";

/** The studio's kinds: how each is checked, listed and published, and the staff area that edits it. */
type StudioKindDefinition = {
  adapter: ContentAdapter;
  area: StaffArea;
  /** The form checked as it is stored (400 with each field's message). */
  check(db: Db, itemId: string | null, input: unknown): Promise<Record<string, unknown>>;
  /** How its items are listed; none for a kind of one item (the contacts), whose editor the hub opens. */
  listed?: ListedKind;
  /** The ids of existing items: numbers for news, the address for offers. */
  idPattern: RegExp;
  /** A new item's id from its checked form, for kinds whose id is their address; otherwise the adapter makes one. */
  idOf?: (draft: Record<string, unknown>) => string;
};

export const studioKindDefinitions: Record<StudioKind, StudioKindDefinition> = {
  news: { adapter: newsAdapter, area: "content", check: checkNewsDraft, listed: listedNews, idPattern: /^\d{1,9}$/ },
  offers: {
    adapter: offersAdapter,
    area: "content",
    check: checkOfferDraft,
    listed: listedOffers,
    idPattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    idOf: (draft) => String(draft.code),
  },
  contacts: { adapter: contactsAdapter, area: "content", check: checkContactsDraft, idPattern: /^dealer$/ },
  // One item per kind of consent; a publish writes its next version (docs/decisions/0103).
  consents: {
    adapter: consentsAdapter,
    area: "content",
    check: checkConsentDraft,
    idPattern: /^(?:personal-data|third-parties|advertising)$/,
  },
  // One item: every model's and package's price; a price list uploaded becomes a revision of it (docs/decisions/0105).
  prices: { adapter: pricesAdapter, area: "content", check: checkPricesDraft, idPattern: /^catalogue$/ },
  // The credit programs the configurator and the stock cars offer, with what their ПСК is computed from (docs/decisions/0097).
  "credit-programs": {
    adapter: creditProgramsAdapter,
    area: "content",
    check: checkCreditProgramDraft,
    listed: listedCreditPrograms,
    idPattern: /^\d{1,9}$/,
  },
  // The dealership's vacancies and team, which the hr role edits (docs/decisions/0104).
  vacancies: {
    adapter: vacanciesAdapter,
    area: "people",
    check: checkVacancyDraft,
    listed: listedVacancies,
    idPattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    idOf: (draft) => String(draft.code),
  },
  // One item: the home page's slides and the order of its blocks, kept as the published revision (docs/decisions/0108).
  home: { adapter: homeAdapter, area: "content", check: checkHomeDraft, idPattern: /^page$/ },
  // One item: the maintenance and service prices, which the service role edits, kept as the published revision (docs/decisions/0112).
  "service-prices": {
    adapter: servicePricesAdapter,
    area: "serviceContent",
    check: checkServicePricesDraft,
    idPattern: /^catalogue$/,
  },
  // One item: the customers' reviews in order, each shown or hidden, kept as the published revision (docs/decisions/0113).
  reviews: { adapter: reviewsAdapter, area: "content", check: checkReviewsDraft, idPattern: /^page$/ },
  workers: {
    adapter: workersAdapter,
    area: "people",
    check: checkWorkerDraft,
    listed: listedWorkers,
    idPattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    idOf: (draft) => String(draft.slug),
  },
};

/** Every adapter, for the publisher job. */
export const studioAdapters: readonly ContentAdapter[] = Object.values(studioKindDefinitions).map((definition) => definition.adapter);
