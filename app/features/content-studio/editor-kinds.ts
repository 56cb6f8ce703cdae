// The studio's editors, kind by kind: a blank form, how a posted form reads as the draft the API takes,
// and the fields' names the comparison and the conflict report print.
import {
  consentFieldLabels,
  contactsFieldLabels,
  newsFieldLabels,
  offerFieldLabels,
  type ConsentDraft,
  type ContactsDraft,
  type NewsDraft,
  type OfferDraft,
} from "@contract/content";
import { creditProgramFieldLabels, type CreditProgramForm } from "@contract/credit-program-draft";
import { modelCodes, type ModelCode } from "@contract/model-codes";
import { homeBlocks, homeFieldLabels, type HomeBlock, type HomePageDraft, type HomeSlide } from "@contract/home-page";
import { pricesFieldLabels, type PricesForm } from "@contract/prices";
import {
  maintenanceFieldOf,
  maintenanceIntervalCount,
  serviceCodes,
  serviceFieldOf,
  servicePricesFieldLabels,
  type ServicePricesForm,
} from "@contract/service-prices";
import { reviewsFieldLabels, type ReviewDraft, type ReviewsDraft } from "@contract/reviews";
import { vacancyFieldLabels, workerFieldLabels, type VacancyDraft, type WorkerDraft } from "@contract/people";
import { addDays, localDayOf, localMinutesOf, toTimeKey } from "@contract/test-drive-time";
import { formFields } from "~/lib/form-fields";
import type { EditorKind } from "./editor.server";

/** Now in Moscow as a `datetime-local` field writes it ('2026-12-05T14:30'). */
function moscowNow(now = new Date()): string {
  return `${localDayOf(now)}T${toTimeKey(localMinutesOf(now))}`;
}

/** The values of a field that may be given several times (checkboxes). */
const allOf = (form: FormData, name: string) =>
  form.getAll(name).filter((value): value is string => typeof value === "string" && value !== "");

export const newsEditor: EditorKind<NewsDraft> = {
  kind: "news",
  area: "content",
  notFound: "Новость не найдена: её удалили навсегда или адрес неверен",
  blank: () => ({
    name: "",
    code: "",
    date: moscowNow(),
    preview_description: "",
    preview_file: "",
    additional_photos: [],
    metaTitle: "",
    metaDescription: "",
    active: true,
    description: "",
  }),
  draftOf(form) {
    const text = formFields(form);
    return {
      name: text("name"),
      code: text("code"),
      date: text("date"),
      preview_description: text("preview_description"),
      preview_file: text("preview_file"),
      additional_photos: allOf(form, "additional_photos"),
      metaTitle: text("metaTitle"),
      metaDescription: text("metaDescription"),
      active: text("active") === "on",
      description: text("description"),
    };
  },
  labels: newsFieldLabels,
};

export const offerEditor: EditorKind<OfferDraft> = {
  kind: "offers",
  area: "content",
  notFound: "Предложение не найдено: его удалили навсегда или адрес неверен",
  // A new offer runs from today for 30 days until its editor says otherwise.
  blank: () => {
    const today = localDayOf(new Date());
    return {
      code: "",
      kind: "credit",
      title: "",
      short: "",
      full: "",
      terms: "",
      validFrom: today,
      validTo: addDays(today, 30),
      models: [],
      legal: "",
    };
  },
  draftOf(form) {
    const text = formFields(form);
    return {
      code: text("code"),
      kind: text("kind") as OfferDraft["kind"],
      title: text("title"),
      short: text("short"),
      full: text("full"),
      terms: text("terms"),
      validFrom: text("validFrom"),
      validTo: text("validTo"),
      models: allOf(form, "models") as OfferDraft["models"],
      legal: text("legal"),
    };
  },
  labels: offerFieldLabels,
};

export const contactsEditor: EditorKind<ContactsDraft> = {
  kind: "contacts",
  area: "content",
  notFound: "Контакты дилерского центра открываются по адресу /staff/content/contacts/dealer",
  // Never blank: the item is there from the start (revision 0, as the site shipped it).
  blank: () => ({
    dealer_name: "",
    dealer_phone: "",
    dealer_email: "",
    dealer_address: "",
    dealer_hours: "",
    dealer_service_hours: "",
    legal_inn: "",
    legal_ogrn: "",
    legal_kpp: "",
    legal_pd_registry: "",
    social_vk: "",
    social_telegram: "",
    social_youtube: "",
  }),
  draftOf(form) {
    const text = formFields(form);
    const draft = contactsEditor.blank();
    for (const key of Object.keys(draft) as (keyof ContactsDraft)[]) draft[key] = text(key);
    return draft;
  },
  labels: contactsFieldLabels,
};

export const consentEditor: EditorKind<ConsentDraft> = {
  kind: "consents",
  area: "content",
  notFound: "Согласия открываются по адресам /staff/content/consents/personal-data, /third-parties и /advertising",
  // Never blank: each consent is there from the start (revision 0, the version in effect).
  blank: () => ({ title: "", text: "" }),
  draftOf(form) {
    const text = formFields(form);
    return { title: text("title"), text: text("text") };
  },
  labels: consentFieldLabels,
};

export const pricesEditor: EditorKind<PricesForm> = {
  kind: "prices",
  area: "content",
  notFound: "Цены моделей и комплектаций открываются по адресу /staff/content/prices/catalogue",
  // Never blank: the catalogue's prices are there from the start (revision 0, as the site shows them).
  blank: () => ({ models: [] }),
  // The fields are named by what they price: «price:g70/premium-2.0t», «guide:…» and «soon:g70»; the
  // server writes the names from the catalogue.
  draftOf(form) {
    const models = new Map<string, PricesForm["models"][number]>();
    for (const [key, value] of form.entries()) {
      const match = /^price:([^/]+)\/(.+)$/.exec(key);
      if (!match?.[1] || !match[2] || typeof value !== "string") continue;
      const [, modelCode, packageCode] = match;
      const model = models.get(modelCode) ?? {
        code: modelCode,
        name: "",
        priceComingSoon: form.get(`soon:${modelCode}`) === "on",
        packages: [],
      };
      models.set(modelCode, model);
      model.packages.push({
        code: packageCode,
        name: "",
        priceRub: value,
        priceIndicative: form.get(`guide:${modelCode}/${packageCode}`) === "on",
      });
    }
    return { models: [...models.values()] };
  },
  labels: pricesFieldLabels,
};

export const creditProgramEditor: EditorKind<CreditProgramForm> = {
  kind: "credit-programs",
  area: "content",
  notFound: "Кредитная программа не найдена: её удалили навсегда или адрес неверен",
  // A new program goes to the end of the configurator's list, inactive until its editor says otherwise.
  blank: () => ({
    name: "",
    bank: "",
    description: "",
    active: false,
    min_price: "",
    max_price: "",
    min_credit: "",
    max_credit: "",
    min_prepay: "",
    max_prepay: "",
    rate: "",
    restcost: "0",
    terms: "",
    models: [],
    order: "100",
    lender: "",
    fee_percent: "",
    insurance_percent: "",
  }),
  // Numbers go as typed: the schema reads «1 234 567» and «14,9» on the server as in the browser.
  draftOf(form) {
    const text = formFields(form);
    return {
      name: text("name"),
      bank: text("bank"),
      description: text("description"),
      active: text("active") === "on",
      min_price: text("min_price"),
      max_price: text("max_price"),
      min_credit: text("min_credit"),
      max_credit: text("max_credit"),
      min_prepay: text("min_prepay"),
      max_prepay: text("max_prepay"),
      rate: text("rate"),
      restcost: text("restcost"),
      terms: text("terms"),
      models: allOf(form, "models") as ModelCode[],
      order: text("order"),
      lender: text("lender"),
      fee_percent: text("fee_percent"),
      insurance_percent: text("insurance_percent"),
    };
  },
  labels: creditProgramFieldLabels,
};

export const vacancyEditor: EditorKind<VacancyDraft> = {
  kind: "vacancies",
  area: "people",
  notFound: "Вакансия не найдена: её удалили навсегда или адрес неверен",
  // A new vacancy goes to the end of the list until its editor says otherwise.
  blank: () => ({
    code: "",
    title: "",
    department: "sales",
    employment: "Полная занятость",
    schedule: "",
    salary: "",
    summary: "",
    duties: "",
    requirements: "",
    conditions: "",
    order: 100,
    active: true,
  }),
  draftOf(form) {
    const text = formFields(form);
    return {
      code: text("code"),
      title: text("title"),
      department: text("department") as VacancyDraft["department"],
      employment: text("employment"),
      schedule: text("schedule"),
      salary: text("salary"),
      summary: text("summary"),
      duties: text("duties"),
      requirements: text("requirements"),
      conditions: text("conditions"),
      order: Number(text("order")),
      active: text("active") === "on",
    };
  },
  labels: vacancyFieldLabels,
};

export const workerEditor: EditorKind<WorkerDraft> = {
  kind: "workers",
  area: "people",
  notFound: "Сотрудник не найден: карточку удалили навсегда или адрес неверен",
  blank: () => ({
    slug: "",
    name: "",
    position: "",
    department: "sales",
    since: new Date().getFullYear(),
    bio: "",
    languages: "русский",
    email: "",
    photo: "",
    order: 100,
    active: true,
  }),
  draftOf(form) {
    const text = formFields(form);
    return {
      slug: text("slug"),
      name: text("name"),
      position: text("position"),
      department: text("department") as WorkerDraft["department"],
      since: Number(text("since")),
      bio: text("bio"),
      languages: text("languages"),
      email: text("email"),
      photo: text("photo"),
      order: Number(text("order")),
      active: text("active") === "on",
    };
  },
  labels: workerFieldLabels,
};

/** A slide's fields as the form names them: `slide.{key}.title`, the keys listed in order by the `slide` fields. */
export const homeSlideFields = [
  "model",
  "eyebrow",
  "title",
  "text",
  "buttonLabel",
  "link",
  "picture",
  "pictureAlt",
] as const satisfies readonly (keyof HomeSlide)[];

export const homeEditor: EditorKind<HomePageDraft> = {
  kind: "home",
  area: "content",
  notFound: "Главная страница открывается по адресу /staff/content/home/page",
  // Never blank: the page is there from the start (revision 0, as the site shipped it).
  blank: () => ({ slides: [], blocks: homeBlocks.map((id) => ({ id, shown: true })) }),
  // Each slide's fields carry a key that stays with it as it moves, so moving one never mixes its fields with
  // another's; the `slide` and `block` fields give the order.
  draftOf(form) {
    const text = formFields(form);
    const slides = allOf(form, "slide").map((key) => {
      const slide = Object.fromEntries(homeSlideFields.map((field) => [field, text(`slide.${key}.${field}`)]));
      return slide as HomeSlide;
    });
    const blocks = allOf(form, "block").map((id) => ({ id: id as HomeBlock, shown: text(`shown.${id}`) === "on" }));
    return { slides, blocks };
  },
  labels: homeFieldLabels,
};

export const servicePricesEditor: EditorKind<ServicePricesForm> = {
  kind: "service-prices",
  area: "serviceContent",
  notFound: "Цены сервиса открываются по адресу /staff/content/service-prices/catalogue",
  // Never blank: the prices are there from the start (revision 0, as the site shipped them).
  blank: () => ({ maintenance: {}, services: {} }) as ServicePricesForm,
  // Prices go as typed («18 900», «18900 ₽»): the schema reads them on the server. A model or a service whose
  // fields the form lacks is left out, so the server refuses the form rather than take it for «по запросу».
  draftOf(form) {
    const typed = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : null;
    };
    const maintenance: Record<string, string[]> = {};
    for (const model of modelCodes) {
      const prices = Array.from({ length: maintenanceIntervalCount }, (_, index) => typed(maintenanceFieldOf(model, index)));
      if (prices.every((price) => price !== null)) maintenance[model] = prices as string[];
    }
    const services: Record<string, { priceFrom: string; priceNote: string }> = {};
    for (const code of serviceCodes) {
      const [priceFrom, priceNote] = [typed(serviceFieldOf(code, "priceFrom")), typed(serviceFieldOf(code, "priceNote"))];
      if (priceFrom !== null && priceNote !== null) services[code] = { priceFrom, priceNote };
    }
    return { maintenance, services } as ServicePricesForm;
  },
  labels: servicePricesFieldLabels,
};

export const reviewsEditor: EditorKind<ReviewsDraft> = {
  kind: "reviews",
  area: "content",
  notFound: "Отзывы открываются по адресу /staff/content/reviews/page",
  // Never blank: the reviews are there from the start (revision 0, as the site shipped them).
  blank: () => ({ reviews: [] }),
  // Like the home page's slides: each review's fields carry a key that stays with it as it moves, and the
  // `review` fields give the order.
  draftOf(form) {
    const text = formFields(form);
    const reviews = allOf(form, "review").map((key): ReviewDraft => ({
      name: text(`review.${key}.name`),
      car: text(`review.${key}.car`),
      date: text(`review.${key}.date`),
      rating: Number(text(`review.${key}.rating`)),
      text: text(`review.${key}.text`),
      shown: text(`review.${key}.shown`) === "on",
    }));
    return { reviews };
  },
  labels: reviewsFieldLabels,
};
