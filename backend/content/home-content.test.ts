// The home page in the studio (docs/decisions/0108), through the staff API on both databases: the page ships
// as it always looked; a form is refused field by field (a page the site lacks, a picture not in the library);
// a publish changes GET /v1/home and the content version at once; restoring the shipped version brings it back.
import { contentItemSchema } from "@contract/content";
import { homeMessages, homePageSchema, type HomePageDraft } from "@contract/home-page";
import { shippedHomePage } from "@contract/home-page-shipped";
import { staffMessages, type StaffSession } from "@contract/staff";
import { expect, test } from "vitest";
import { readContentVersion } from "../db/content-versions";
import { createTestClock } from "../testing/clock";
import { describeEachDatabase } from "../testing/databases";
import { staffSuite } from "../testing/staff-suite";

const itemPath = "/v1/staff/content/home/page";

const offerSlide = {
  model: "",
  eyebrow: "Только в декабре",
  title: "Зимние шины в подарок",
  text: "Купите Genesis до конца месяца — комплект зимних шин на дисках поставим за наш счёт.",
  buttonLabel: "Условия акции",
  link: "/special-offers.html",
  picture: "",
  pictureAlt: "",
};

describeEachDatabase((ctx) => {
  const clock = createTestClock("2026-12-05T12:00:00+03:00");
  const { url, api, sessions } = staffSuite(ctx, { roles: ["marketing", "hr"], network: "10.31.0", now: clock.now });
  const as = (session: StaffSession) => ({ token: session.token, csrf: session.csrfToken });
  const homeOnSite = async () => {
    const response = await fetch(`${url()}/v1/home`);
    return homePageSchema.parse(((await response.json()) as { data: unknown }).data);
  };
  const open = async () => contentItemSchema.parse((await api().call(itemPath, { token: sessions.marketing.token })).body.data);
  /** The fields a save was refused for, each with its message. */
  const refused = (answer: { body: { data: unknown } }) => (answer.body.data as { fields?: Record<string, string> }).fields;
  const save = (base: number, data: unknown) => api().call(`${itemPath}/save`, { ...as(sessions.marketing), json: { base, data } });

  test("the page ships with its five model slides and every block in order; hr may not edit it", async () => {
    const home = await homeOnSite();
    expect(home.slides.map((slide) => [slide.model, slide.link, slide.picture])).toEqual([
      ["g90", "/g90.html", null],
      ["g80-new", "/new-g80.html", null],
      ["gv80", "/gv80.html", null],
      ["gv70", "/gv70.html", null],
      ["g70", "/new-g70.html", null],
    ]);
    expect(home.blocks).toEqual(["models", "offers", "purchase", "service", "news", "contacts"]);
    const item = await open();
    expect(item).toMatchObject({ id: "page", base: 0, status: "published" });
    expect(item.data).toEqual(shippedHomePage);
    const refused = await api().call(itemPath, { token: sessions.hr.token });
    expect([refused.status, refused.body.message]).toEqual([403, staffMessages.forbidden]);
    const takeDown = await api().call(`${itemPath}/take-down`, { ...as(sessions.marketing), json: {} });
    expect([takeDown.status, takeDown.body.message]).toEqual([400, homeMessages.homePermanent]);
  });

  test("a form is refused field by field, and nothing is saved", async () => {
    const slides = shippedHomePage.slides;
    const bad = await save(0, {
      slides: [
        { ...offerSlide, link: "/net-takoj-stranicy.html" },
        { ...offerSlide, link: "javascript:alert(1)", title: "", model: "gv70" },
        { ...offerSlide, model: "g90", picture: "f".repeat(64), pictureAlt: "Автомобиль" },
      ],
      blocks: shippedHomePage.blocks,
    });
    expect(bad.status).toBe(400);
    // The schema's refusals come first; the page and the picture are checked once the form reads well.
    expect(refused(bad)).toEqual({
      "slides.0.picture": homeMessages.visualRequired,
      "slides.1.link": homeMessages.linkInvalid,
      "slides.1.title": homeMessages.titleRequired,
    });
    const unknown = await save(0, {
      slides: [
        { ...offerSlide, model: "g90", link: "/net-takoj-stranicy.html" },
        { ...offerSlide, model: "gv80", picture: "f".repeat(64), pictureAlt: "Автомобиль" },
      ],
      blocks: shippedHomePage.blocks,
    });
    expect(refused(unknown)).toEqual({
      "slides.0.link": homeMessages.linkUnknown,
      "slides.1.picture": homeMessages.pictureMissing,
    });
    const tooMany = await save(0, { slides: Array.from({ length: 9 }, () => slides[0]), blocks: shippedHomePage.blocks });
    expect(refused(tooMany)).toEqual({ slides: homeMessages.tooManySlides });
    const twice = await save(0, { slides, blocks: [...shippedHomePage.blocks.slice(1), shippedHomePage.blocks[1]] });
    expect(refused(twice)).toEqual({ blocks: homeMessages.blocksInvalid });
    expect((await open()).history).toEqual([]);
  });

  test("a publish puts the new first slide and the blocks' new order on the site; restoring the shipped version brings it back", async () => {
    const db = ctx.database().db;
    const draft: HomePageDraft = {
      slides: [{ ...offerSlide, model: "gv80" }, ...shippedHomePage.slides],
      blocks: [
        { id: "offers", shown: true },
        { id: "models", shown: true },
        { id: "purchase", shown: false },
        { id: "service", shown: true },
        { id: "news", shown: true },
        { id: "contacts", shown: true },
      ],
    };
    const saved = await save(0, draft);
    expect(saved.status, saved.body.message).toBe(200);
    // Revision 1 keeps the page as it shipped; the draft is revision 2, and the site has not changed.
    expect((await homeOnSite()).slides[0]?.model).toBe("g90");
    const before = await readContentVersion(db);
    const published = await api().call(`${itemPath}/publish`, { ...as(sessions.marketing), json: { number: 2 } });
    expect(published.status, published.body.message).toBe(200);
    expect(await readContentVersion(db)).not.toBe(before);
    const home = await homeOnSite();
    expect(home.slides.map((slide) => slide.title)[0]).toBe("Зимние шины в подарок");
    expect(home.slides).toHaveLength(6);
    expect(home.blocks).toEqual(["offers", "models", "service", "news", "contacts"]);

    const restored = await api().call(`${itemPath}/restore`, { ...as(sessions.marketing), json: { number: 1, base: 2 } });
    expect(restored.status, restored.body.message).toBe(200);
    const again = await api().call(`${itemPath}/publish`, { ...as(sessions.marketing), json: { number: 3 } });
    expect(again.status, again.body.message).toBe(200);
    const back = await homeOnSite();
    expect(back.slides.map((slide) => slide.model)).toEqual(["g90", "g80-new", "gv80", "gv70", "g70"]);
    expect(back.blocks).toEqual(["models", "offers", "purchase", "service", "news", "contacts"]);
    expect((await open()).data).toEqual(shippedHomePage);
  });
});
