import { expect, test } from "vitest";
import { homeMessages, homePageDraftSchema, homeSlideSchema } from "./home-page";
import { shippedHomePage } from "./home-page-shipped";

const slide = {
  model: "",
  eyebrow: "Только в декабре",
  title: "Зимние шины в подарок",
  text: "Купите Genesis до конца месяца — комплект зимних шин на дисках поставим за наш счёт.",
  buttonLabel: "Условия акции",
  link: "/special-offers.html",
  picture: "a".repeat(64),
  pictureAlt: "Genesis GV80 на заснеженной дороге",
};

/** The message of each field a slide is refused for. */
const refusals = (input: Record<string, unknown>) => {
  const parsed = homeSlideSchema.safeParse({ ...slide, ...input });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

test("the shipped page reads as the studio's form", () => {
  expect(homePageDraftSchema.parse(shippedHomePage)).toEqual(shippedHomePage);
});

test("a link is a path of the site or an http(s) address, never a script or a bare word", () => {
  for (const link of ["/special-offers.html", "/avto-v-nalicii.html?model=gv80", "/servis.html#to", "https://genesis.ru/promo"])
    expect(refusals({ link }), link).toEqual({});
  for (const link of ["javascript:alert(1)", "special-offers.html", "//evil.example/x", "ftp://genesis.ru", "/пробел в пути", ""])
    expect(refusals({ link }), link).toEqual({ link: homeMessages.linkInvalid });
});

test("a picture needs its alt text; a slide without a model needs a picture", () => {
  expect(refusals({ pictureAlt: "  " })).toEqual({ pictureAlt: homeMessages.altRequired });
  expect(refusals({ picture: "", pictureAlt: "" })).toEqual({ picture: homeMessages.visualRequired });
  expect(refusals({ model: "g90", picture: "", pictureAlt: "" })).toEqual({});
  expect(refusals({ picture: "/images/car.png" })).toEqual({ picture: homeMessages.pictureInvalid });
  expect(refusals({ model: "g100" })).toEqual({ model: homeMessages.modelInvalid });
});

test("every text field says what it wants, in Russian", () => {
  expect(refusals({ eyebrow: "", title: "Да", text: "Коротко", buttonLabel: "" })).toEqual({
    eyebrow: homeMessages.eyebrowRequired,
    title: homeMessages.titleRequired,
    text: homeMessages.textRequired,
    buttonLabel: homeMessages.buttonLabelRequired,
  });
  // Line breaks typed into a field become spaces; a no-break space stays.
  expect(homeSlideSchema.parse({ ...slide, title: " Зимние\nшины\u00a0в подарок " }).title).toBe("Зимние шины\u00a0в подарок");
});

test("one to eight slides, and every block named once", () => {
  const blocks = shippedHomePage.blocks;
  const issues = (input: unknown) => {
    const parsed = homePageDraftSchema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };
  expect(issues({ slides: [], blocks })).toEqual([homeMessages.tooFewSlides]);
  expect(issues({ slides: Array.from({ length: 9 }, () => slide), blocks })).toEqual([homeMessages.tooManySlides]);
  expect(issues({ slides: Array.from({ length: 8 }, () => slide), blocks })).toEqual([]);
  expect(issues({ slides: [slide], blocks: blocks.slice(1) })).toEqual([homeMessages.blocksInvalid]);
  expect(issues({ slides: [slide], blocks: [...blocks.slice(1), blocks[1]] })).toEqual([homeMessages.blocksInvalid]);
  expect(issues({ slides: [slide], blocks: [...blocks].reverse().map((block) => ({ ...block, shown: false })) })).toEqual([]);
});
