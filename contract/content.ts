// The content studio's forms and answers (issue 36): one schema per kind the studio edits, used by the
// editor page (its checks), the staff page's action and the staff API, so the three never disagree.
import { z } from "zod";
import { modelCodes } from "./model-codes";
import { specialOfferKinds } from "./special-offer";
import { hasDiallableCode, normalizeLeadPhone } from "./leads-fields";
import { isKpp, isOgrn, isOrganisationInn, isPdRegistryNumber } from "./requisites";
import { formatLeadPhone } from "./staff-labels";
import { slugMaxLength } from "./transliterate";

/** Russian texts of the studio. */
export const contentMessages = {
  titleRequired: "Напишите заголовок: от 3 до 200 символов",
  codeInvalid: `Адрес — латинские буквы, цифры и дефисы, от 3 до ${slugMaxLength} символов: например, novyj-gv80-v-himkah`,
  codeTaken: "Такой адрес уже у другой новости: измените его",
  dateInvalid: "Укажите дату и время публикации",
  previewRequired: "Напишите анонс: от 10 до 400 символов",
  pictureRequired: "Выберите картинку для анонса",
  pictureInvalid: "Картинка должна быть из библиотеки сайта",
  metaTitleTooLong: "Заголовок для поисковиков — не длиннее 120 символов",
  metaDescriptionTooLong: "Описание для поисковиков — не длиннее 300 символов",
  bodyRequired: "Напишите текст новости",
  bodyTooLong: "Текст новости слишком длинный: не больше 100 000 символов разметки",
  tooManyPhotos: "Не больше 12 дополнительных фотографий",
  saved: "Черновик сохранён",
  published: "Опубликовано: страница обновится на сайте в течение нескольких секунд",
  scheduled: (when: string) => `Публикация запланирована на ${when} (московское время)`,
  scheduleInPast: "Время публикации уже прошло: выберите будущее или опубликуйте сейчас",
  unpublished: "Снято с публикации",
  restored: (number: number) => `Восстановлена версия ${number}: она сохранена как новый черновик`,
  deleted: "Удалено: восстановить можно в течение 30 дней",
  undeleted: "Восстановлено из удалённых",
  conflict: (who: string, when: string) =>
    `Пока вы редактировали, ${who} сохранил(а) новую версию (${when}). Ваши правки не сохранены: откройте страницу заново, перенесите их и сохраните`,
  notFound: "Не найдено: материал удалён навсегда или адрес неверен",
  offerCodeTaken: "Такой адрес уже у другого предложения: измените его",
  offerKindInvalid: "Выберите, о чём предложение",
  offerShortRequired: "Напишите, в чём предложение, одной фразой: от 10 до 300 символов",
  offerTextRequired: "Напишите текст предложения: от 20 до 8000 символов",
  offerTermsRequired: "Напишите условия: от одной до 12 строк, каждая не длиннее 300 символов",
  offerDayInvalid: "Укажите день",
  offerPeriodInvalid: "Предложение не может закончиться раньше, чем начнётся",
  offerLegalRequired: "Напишите юридические условия: от 20 до 4000 символов",
  offerModelInvalid: "Такой модели нет",
  contactsNameRequired: "Напишите название дилерского центра: от 3 до 100 символов",
  contactsPhoneInvalid: "Телефон — российский номер из 10 цифр после +7 или 8, например +7 (495) 120-45-67",
  contactsEmailInvalid: "Электронная почта — в виде info@genesis-khimki.ru",
  contactsAddressRequired: "Напишите адрес: от 10 до 300 символов",
  contactsHoursRequired: "Напишите часы работы: от 5 до 200 символов",
  innInvalid: "ИНН организации — 10 цифр, и последняя должна сходиться с остальными: проверьте по выписке ЕГРЮЛ",
  ogrnInvalid: "ОГРН — 13 цифр, и последняя должна сходиться с остальными: проверьте по выписке ЕГРЮЛ",
  kppInvalid: "КПП — 9 знаков: например, 504701001",
  pdRegistryInvalid: "Номер в реестре операторов — как в выписке Роскомнадзора, например 50-23-012345; или оставьте поле пустым",
  socialInvalid: (site: string) => `Ссылка на ${site} — полный адрес страницы, начиная с https://`,
  contactsPermanent: "Контакты и реквизиты нельзя снять с сайта: измените их и опубликуйте",
  pricesPermanent: "Цены нельзя снять с сайта: измените их и опубликуйте — у модели без цены отметьте «Цена скоро»",
  consentTitleRequired: "Напишите название согласия: от 10 до 200 символов",
  consentTextRequired: "Напишите полный текст согласия: от 200 до 30 000 символов",
  consentsPermanent: "Согласие нельзя снять с сайта или удалить: опубликуйте новую редакцию",
  revisionNotFound: "Такой версии нет",
  goneToInvalid: "Адрес для перенаправления — путь на этом сайте, например /news.html",
} as const;

/** A path of the site's picture library (`/media/{hash}-{width}.{format}`) or a picture the site ships (`/images/…`). */
export const sitePicturePattern =
  /^\/(?:media\/[0-9a-f]{64}-\d{2,4}\.(?:avif|webp|jpeg)|images\/[a-z0-9/_-]+\.(?:svg|png|jpe?g|webp|avif))$/;

/** A moment as the editor's `datetime-local` field gives it, Moscow time: '2026-12-05T14:30'. */
const localMoment = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, contentMessages.dateInvalid);

/** A page's address in the studio: latin words joined by hyphens, made from the title by default. */
const pageAddress = z
  .string({ error: contentMessages.codeInvalid })
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, contentMessages.codeInvalid)
  .min(3, contentMessages.codeInvalid)
  .max(slugMaxLength, contentMessages.codeInvalid);

/** The news editor's form: every field of the spec's News item. */
export const newsDraftSchema = z.object({
  name: z
    .string({ error: contentMessages.titleRequired })
    .trim()
    .min(3, contentMessages.titleRequired)
    .max(200, contentMessages.titleRequired),
  code: pageAddress,
  date: localMoment,
  preview_description: z
    .string({ error: contentMessages.previewRequired })
    .trim()
    .min(10, contentMessages.previewRequired)
    .max(400, contentMessages.previewRequired),
  preview_file: z
    .string({ error: contentMessages.pictureRequired })
    .min(1, contentMessages.pictureRequired)
    .regex(sitePicturePattern, contentMessages.pictureInvalid),
  additional_photos: z
    .array(z.string().regex(sitePicturePattern, contentMessages.pictureInvalid))
    .max(12, contentMessages.tooManyPhotos)
    .default([]),
  metaTitle: z.string().trim().max(120, contentMessages.metaTitleTooLong).default(""),
  metaDescription: z.string().trim().max(300, contentMessages.metaDescriptionTooLong).default(""),
  active: z.boolean().default(true),
  description: z
    .string({ error: contentMessages.bodyRequired })
    .trim()
    .min(1, contentMessages.bodyRequired)
    .max(100_000, contentMessages.bodyTooLong),
});
export type NewsDraft = z.output<typeof newsDraftSchema>;

/** The lines of a text field: one term per line, blank lines dropped. */
export const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
/** The paragraphs of a text field: separated by a blank line. */
export const paragraphsOf = (text: string) =>
  text
    .split(/(?:\r?\n){2,}/)
    .map((part) => part.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter(Boolean);
const day = z.string({ error: contentMessages.offerDayInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, contentMessages.offerDayInvalid);

/**
 * The special offer editor's form: every field of the site's offers. The text is paragraphs separated
 * by a blank line, the terms one per line; the address is fixed once the offer exists (it is its id).
 */
export const offerDraftSchema = z
  .object({
    code: pageAddress,
    kind: z.enum(specialOfferKinds, { error: contentMessages.offerKindInvalid }),
    title: z
      .string({ error: contentMessages.titleRequired })
      .trim()
      .min(3, contentMessages.titleRequired)
      .max(200, contentMessages.titleRequired),
    short: z
      .string({ error: contentMessages.offerShortRequired })
      .trim()
      .min(10, contentMessages.offerShortRequired)
      .max(300, contentMessages.offerShortRequired),
    full: z
      .string({ error: contentMessages.offerTextRequired })
      .trim()
      .min(20, contentMessages.offerTextRequired)
      .max(8000, contentMessages.offerTextRequired),
    terms: z
      .string({ error: contentMessages.offerTermsRequired })
      .refine(
        (text) => linesOf(text).length >= 1 && linesOf(text).length <= 12 && linesOf(text).every((line) => line.length <= 300),
        contentMessages.offerTermsRequired,
      ),
    validFrom: day,
    validTo: day,
    models: z
      .array(z.enum(modelCodes, { error: contentMessages.offerModelInvalid }))
      .max(modelCodes.length)
      .default([]),
    legal: z
      .string({ error: contentMessages.offerLegalRequired })
      .trim()
      .min(20, contentMessages.offerLegalRequired)
      .max(4000, contentMessages.offerLegalRequired),
  })
  // Checked whenever both days are days, so the editor hears of the period with the other fields' problems.
  .refine((offer) => offer.validFrom <= offer.validTo, {
    message: contentMessages.offerPeriodInvalid,
    path: ["validTo"],
    when: (payload) => {
      const value = payload.value as { validFrom?: unknown; validTo?: unknown };
      return day.safeParse(value.validFrom).success && day.safeParse(value.validTo).success;
    },
  });
export type OfferDraft = z.output<typeof offerDraftSchema>;

/** The offer form's fields as an editor names them. */
export const offerFieldLabels: Record<keyof OfferDraft, string> = {
  code: "Адрес страницы",
  kind: "О чём предложение",
  title: "Заголовок",
  short: "Коротко",
  full: "Текст",
  terms: "Условия",
  validFrom: "Начало",
  validTo: "Окончание",
  models: "Модели",
  legal: "Юридические условия",
};

/** A link to the dealer's page on a social network, or nothing. */
const socialLink = (site: string, host: RegExp) =>
  z
    .string()
    .trim()
    .max(300, contentMessages.socialInvalid(site))
    .refine(
      (value) => value === "" || (URL.canParse(value) && new URL(value).protocol === "https:" && host.test(new URL(value).hostname)),
      contentMessages.socialInvalid(site),
    )
    .default("");

/**
 * The dealer's contacts and requisites (the spec's dealer options): what the header, the footer, the
 * contacts page and the legal documents print. The phone is kept as the site writes it.
 */
export const contactsDraftSchema = z.object({
  dealer_name: z
    .string({ error: contentMessages.contactsNameRequired })
    .trim()
    .min(3, contentMessages.contactsNameRequired)
    .max(100, contentMessages.contactsNameRequired),
  dealer_phone: z.string({ error: contentMessages.contactsPhoneInvalid }).transform((value, ctx) => {
    const phone = normalizeLeadPhone(value);
    if (phone === null || !hasDiallableCode(phone)) {
      ctx.addIssue({ code: "custom", message: contentMessages.contactsPhoneInvalid });
      return z.NEVER;
    }
    return formatLeadPhone(phone);
  }),
  dealer_email: z
    .string({ error: contentMessages.contactsEmailInvalid })
    .trim()
    .max(200, contentMessages.contactsEmailInvalid)
    .pipe(z.email({ error: contentMessages.contactsEmailInvalid })),
  dealer_address: z
    .string({ error: contentMessages.contactsAddressRequired })
    .trim()
    .min(10, contentMessages.contactsAddressRequired)
    .max(300, contentMessages.contactsAddressRequired),
  dealer_hours: z
    .string({ error: contentMessages.contactsHoursRequired })
    .trim()
    .min(5, contentMessages.contactsHoursRequired)
    .max(200, contentMessages.contactsHoursRequired),
  dealer_service_hours: z
    .string({ error: contentMessages.contactsHoursRequired })
    .trim()
    .min(5, contentMessages.contactsHoursRequired)
    .max(200, contentMessages.contactsHoursRequired),
  legal_inn: z.string({ error: contentMessages.innInvalid }).trim().refine(isOrganisationInn, contentMessages.innInvalid),
  legal_ogrn: z.string({ error: contentMessages.ogrnInvalid }).trim().refine(isOgrn, contentMessages.ogrnInvalid),
  legal_kpp: z.string({ error: contentMessages.kppInvalid }).trim().refine(isKpp, contentMessages.kppInvalid),
  // Optional: until staff set it, the documents say how to find the operator in the register by ИНН.
  legal_pd_registry: z
    .string({ error: contentMessages.pdRegistryInvalid })
    .trim()
    .refine((value) => value === "" || isPdRegistryNumber(value), contentMessages.pdRegistryInvalid)
    .default(""),
  social_vk: socialLink("ВКонтакте", /^(?:www\.)?vk\.(?:com|ru)$/),
  social_telegram: socialLink("Telegram", /^t\.me$/),
  social_youtube: socialLink("YouTube", /^(?:www\.)?youtube\.com$/),
});
export type ContactsDraft = z.output<typeof contactsDraftSchema>;

export const contactsFieldLabels: Record<keyof ContactsDraft, string> = {
  dealer_name: "Название",
  dealer_phone: "Телефон",
  dealer_email: "Электронная почта",
  dealer_address: "Адрес",
  dealer_hours: "Часы работы салона",
  dealer_service_hours: "Часы работы сервиса",
  legal_inn: "ИНН",
  legal_ogrn: "ОГРН",
  legal_kpp: "КПП",
  legal_pd_registry: "Номер в реестре операторов персональных данных",
  social_vk: "ВКонтакте",
  social_telegram: "Telegram",
  social_youtube: "YouTube",
};

/**
 * A new version of a consent (docs/decisions/0103): its title and whole text, paragraphs separated by a
 * blank line, list items starting with «— »; published, it becomes the next version, in effect at once.
 */
export const consentDraftSchema = z.object({
  title: z
    .string({ error: contentMessages.consentTitleRequired })
    .trim()
    .min(10, contentMessages.consentTitleRequired)
    .max(200, contentMessages.consentTitleRequired),
  text: z
    .string({ error: contentMessages.consentTextRequired })
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().min(200, contentMessages.consentTextRequired).max(30_000, contentMessages.consentTextRequired)),
});
export type ConsentDraft = z.output<typeof consentDraftSchema>;

export const consentFieldLabels: Record<keyof ConsentDraft, string> = {
  title: "Название",
  text: "Текст согласия",
};

/** The kinds the studio edits, as their address in the staff area names them. */
export const studioKinds = [
  "news",
  "offers",
  "contacts",
  "consents",
  "prices",
  "credit-programs",
  "vacancies",
  "workers",
  "home",
  "service-prices",
  "reviews",
] as const;
export type StudioKind = (typeof studioKinds)[number];

/** Where an item stands on the site. */
export const contentStatuses = ["published", "draft", "scheduled", "gone", "deleted"] as const;
export type ContentStatus = (typeof contentStatuses)[number];

export const contentStatusLabels: Record<ContentStatus, string> = {
  published: "Опубликовано",
  draft: "Черновик",
  scheduled: "Запланировано",
  gone: "Снято с сайта",
  deleted: "Удалено",
};

/** One row of the studio's list of a kind. */
export const contentListRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  code: z.string(),
  date: z.string(),
  status: z.enum(contentStatuses),
  /** A draft newer than what the site shows. */
  unpublishedChanges: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  publishAt: z.string().nullable(),
});
export type ContentListRow = z.infer<typeof contentListRowSchema>;

/** One save in an item's history. */
export const contentRevisionRowSchema = z.object({
  number: z.number(),
  author: z.string(),
  createdAt: z.string(),
  note: z.string().nullable(),
});
export type ContentRevisionRow = z.infer<typeof contentRevisionRowSchema>;

/** An item in the editor: the head's data, where it stands, its history. */
export const contentItemSchema = z.object({
  id: z.string(),
  /** The revision the form is based on: the next save is refused if another was saved since. */
  base: z.number(),
  data: z.record(z.string(), z.unknown()),
  status: z.enum(contentStatuses),
  published: z.number().nullable(),
  scheduled: z.number().nullable(),
  publishAt: z.string().nullable(),
  goneTo: z.string().nullable(),
  deletedAt: z.string().nullable(),
  history: z.array(contentRevisionRowSchema),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** Fields two revisions differ in, with their values (for the comparison and the conflict's report). */
export function changedFields(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((key) => JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null)).sort();
}

/** The news form's fields as an editor names them (the comparison lists them so). */
export const newsFieldLabels: Record<keyof NewsDraft, string> = {
  name: "Заголовок",
  code: "Адрес страницы",
  date: "Дата публикации",
  preview_description: "Анонс",
  preview_file: "Картинка анонса",
  additional_photos: "Дополнительные фотографии",
  metaTitle: "Заголовок для поисковиков",
  metaDescription: "Описание для поисковиков",
  active: "Показывать на сайте",
  description: "Текст",
};
