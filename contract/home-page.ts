// The home page as the studio edits it (issue 36; docs/decisions/0108): the hero's slides and the order of
// the blocks below it. One schema for the editor's checks, the staff page's action and the staff API.
import { z } from "zod";
import { modelCodes } from "./model-codes";

/** The blocks below the hero, as the page shipped them in order. The hero itself is always first and always shown. */
export const homeBlocks = ["models", "offers", "purchase", "service", "news", "contacts"] as const;
export type HomeBlock = (typeof homeBlocks)[number];

export const homeBlockLabels: Record<HomeBlock, string> = {
  models: "Модельный ряд",
  offers: "Специальные предложения",
  purchase: "Как купить Genesis",
  service: "Сервис Genesis",
  news: "Новости",
  contacts: "Дилерский центр: адрес и телефоны",
};

/** Whether a link leaves the site. */
const isExternalLink = (link: string) => /^https?:\/\//i.test(link);

/** The single item of the kind. */
export const homeItemId = "page";
export const homeSlidesMin = 1;
export const homeSlidesMax = 8;

export const homeMessages = {
  modelInvalid: "Выберите модель из списка или оставьте «Без модели»",
  eyebrowRequired: "Напишите надзаголовок: от 3 до 80 символов",
  titleRequired: "Напишите заголовок слайда: от 3 до 90 символов",
  textRequired: "Напишите текст слайда: от 20 до 400 символов",
  buttonLabelRequired: "Напишите надпись на кнопке: от 3 до 40 символов",
  linkInvalid: "Ссылка — путь на этом сайте, начиная с «/» (например, /special-offers.html), или полный адрес, начиная с https://",
  linkUnknown: "Такой страницы на сайте нет: проверьте путь или выберите ссылку из меню сайта",
  pictureInvalid: "Картинка должна быть из библиотеки сайта",
  pictureMissing: "Этой картинки больше нет в библиотеке: выберите другую или загрузите её снова",
  altRequired: "Опишите, что на картинке (от 3 до 200 символов): так её прочтут незрячие посетители",
  visualRequired: "Слайду без модели нужна картинка: выберите её в библиотеке или загрузите",
  tooFewSlides: "На главной должен остаться хотя бы один слайд",
  tooManySlides: `Не больше ${homeSlidesMax} слайдов: посетитель не долистает дальше`,
  blocksInvalid: "Порядок блоков должен назвать каждый блок главной ровно один раз",
  homePermanent: "Главную страницу нельзя снять с сайта: измените её и опубликуйте",
} as const;

const text = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/[ \t\r\n]+/g, " ").trim())
    .pipe(z.string().min(min, message).max(max, message));

/** A site path (`/special-offers.html`, `/news.html#top`) or an http(s) address. */
const sitePathPattern = /^\/(?!\/)[A-Za-z0-9/._~%-]*(?:\?[^\s#]*)?(?:#[\w-]*)?$/;

const link = z
  .string({ error: homeMessages.linkInvalid })
  .trim()
  .max(300, homeMessages.linkInvalid)
  .refine((value) => {
    if (sitePathPattern.test(value)) return true;
    if (!isExternalLink(value)) return false;
    return URL.canParse(value) && !/\s/.test(value);
  }, homeMessages.linkInvalid);

/** One slide: a model's (its drawn car, price and test drive) or an offer's with a picture of its own. */
export const homeSlideSchema = z
  .object({
    model: z.union([z.enum(modelCodes), z.literal("")], { error: homeMessages.modelInvalid }),
    eyebrow: text(3, 80, homeMessages.eyebrowRequired),
    title: text(3, 90, homeMessages.titleRequired),
    text: text(20, 400, homeMessages.textRequired),
    buttonLabel: text(3, 40, homeMessages.buttonLabelRequired),
    link,
    /** The hash of a picture of the studio's library; empty: the model's drawn car. */
    picture: z.union([z.literal(""), z.string().regex(/^[0-9a-f]{64}$/, homeMessages.pictureInvalid)], {
      error: homeMessages.pictureInvalid,
    }),
    pictureAlt: z.string({ error: homeMessages.altRequired }).trim().max(200, homeMessages.altRequired),
  })
  .superRefine((slide, ctx) => {
    if (slide.picture !== "" && slide.pictureAlt.length < 3)
      ctx.addIssue({ code: "custom", path: ["pictureAlt"], message: homeMessages.altRequired });
    if (slide.picture === "" && slide.model === "")
      ctx.addIssue({ code: "custom", path: ["picture"], message: homeMessages.visualRequired });
  });
export type HomeSlide = z.output<typeof homeSlideSchema>;

/** The editor's form: the slides in order, then every block below the hero in order, shown or hidden. */
export const homePageDraftSchema = z.object({
  slides: z
    .array(homeSlideSchema, { error: homeMessages.tooFewSlides })
    .min(homeSlidesMin, homeMessages.tooFewSlides)
    .max(homeSlidesMax, homeMessages.tooManySlides),
  blocks: z
    .array(z.object({ id: z.enum(homeBlocks), shown: z.boolean() }), { error: homeMessages.blocksInvalid })
    .refine(
      (blocks) => blocks.length === homeBlocks.length && new Set(blocks.map((block) => block.id)).size === homeBlocks.length,
      homeMessages.blocksInvalid,
    ),
});
export type HomePageDraft = z.output<typeof homePageDraftSchema>;

/** The name a slide's field has in the form and in the API's refusal: `slides.2.title`. */
export const slideFieldOf = (index: number, field: keyof HomeSlide) => `slides.${index}.${field}`;

/** The form's parts as an editor names them (the comparison lists them so). */
export const homeFieldLabels: Record<keyof HomePageDraft, string> = {
  slides: "Слайды",
  blocks: "Блоки главной",
};

/** A library picture as the page draws it: its size keeps the page from shifting while it loads. */
const libraryPictureSchema = z.object({ hash: z.string(), width: z.number().int().positive(), height: z.number().int().positive() });

/** GET /v1/home: the published slides (a picture no longer in the library is dropped) and the blocks shown, in order. */
export const homePageSchema = z.object({
  slides: z.array(
    z.object({
      model: z.union([z.enum(modelCodes), z.literal("")]),
      eyebrow: z.string(),
      title: z.string(),
      text: z.string(),
      buttonLabel: z.string(),
      link: z.string(),
      picture: libraryPictureSchema.nullable(),
      pictureAlt: z.string(),
    }),
  ),
  blocks: z.array(z.enum(homeBlocks)),
});
export type HomePage = z.infer<typeof homePageSchema>;
export type HomePageSlide = HomePage["slides"][number];
