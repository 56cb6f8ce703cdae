import type { Vacancy } from "@contract/people";
import type { Review, Section } from "~/components/content/sections";
import type { Crumb } from "~/components/ui/page-header";
import type { SiteOptions } from "~/features/site/site-data";
import { formatPhone, phoneHref } from "~/lib/phone";

/** The dealer's contacts and identifiers as content pages quote them; null where the options give none. */
export type DealerFacts = {
  /** Visible phone, "+7 (495) 120-45-67". */
  phone: string | null;
  /** "tel:+74951204567". */
  phoneHref: string | null;
  email: string | null;
  address: string | null;
  hours: string | null;
  serviceHours: string | null;
  inn: string | null;
  ogrn: string | null;
  kpp: string | null;
  /** The entry in Roskomnadzor's register of personal-data operators, once staff set it. */
  pdRegistry: string | null;
};

/** A static content page: meta, header and sections; sections that quote the dealer's contacts are a function of them. */
export type ContentPage = {
  path: string;
  /** The <h1> and the last breadcrumb. */
  title: string;
  /** Meta title when it should differ from the <h1>. */
  metaTitle?: string;
  /** Meta description; also the page's summary in the sitemap and search. */
  description: string;
  lead: string;
  /** Breadcrumbs between «Главная» and the page itself. */
  crumbs: readonly Crumb[];
  sections: readonly Section[] | ((facts: DealerFacts, loaded: LoadedContent) => readonly Section[]);
  /** What the page's loader fetches from the API before the sections are drawn. */
  loads?: "vacancies" | "reviews";
};

/**
 * What pages fetch from the API: the vacancies (null when they could not be loaded) and the customers' reviews
 * as published in the studio (the shipped ones when the API fails; null when not fetched at all).
 */
export type LoadedContent = { vacancies: readonly Vacancy[] | null; reviews: readonly Review[] | null };

/** Nothing fetched: what search indexing and tests of the copy see (the backend indexes the reviews itself). */
export const nothingLoaded: LoadedContent = { vacancies: [], reviews: null };

/** Facts with nothing known: what search indexing and tests see. */
export const emptyDealerFacts: DealerFacts = {
  phone: null,
  phoneHref: null,
  email: null,
  address: null,
  hours: null,
  serviceHours: null,
  inn: null,
  ogrn: null,
  kpp: null,
  pdRegistry: null,
};

/** Picks the dealer facts out of the site options. */
export function getDealerFacts(options: Partial<SiteOptions>): DealerFacts {
  const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
  const rawPhone = text(options.phone) ?? text(options.dealer_phone);
  return {
    phone: rawPhone ? formatPhone(rawPhone) || null : null,
    phoneHref: rawPhone ? phoneHref(rawPhone) || null : null,
    email: text(options.dealer_email),
    address: text(options.dealer_address),
    hours: text(options.dealer_hours),
    serviceHours: text(options.dealer_service_hours),
    inn: text(options.legal_inn),
    ogrn: text(options.legal_ogrn),
    kpp: text(options.legal_kpp),
    pdRegistry: text(options.legal_pd_registry),
  };
}

/** The sections of a page for these facts. */
export function resolveSections(page: ContentPage, facts: DealerFacts, loaded: LoadedContent = nothingLoaded): readonly Section[] {
  return typeof page.sections === "function" ? page.sections(facts, loaded) : page.sections;
}

/** A call-to-action's contact buttons: the phone when known, otherwise the contacts page. */
export function contactActions(facts: DealerFacts, extra: readonly { label: string; href: string }[] = []) {
  return [
    ...(facts.phoneHref && facts.phone ? [{ label: `Позвонить ${facts.phone}`, href: facts.phoneHref }] : []),
    ...extra,
    ...(facts.phoneHref ? [] : [{ label: "Контакты дилера", href: "/contacts.html", variant: "ghost" as const }]),
  ];
}
