import { contentImageMessages } from "@contract/content-images";
import { contentItemSchema, contentListRowSchema, contentMessages, type NewsDraft, type OfferDraft } from "@contract/content";
import { staffMessages, type StaffSession } from "@contract/staff";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { createBackendRouter } from "../http/router";
import { staffClient } from "../staff/staff-api.test-helpers";
import { addStaffAccount } from "../staff/staff-auth";
import { createTestClock } from "../testing/clock";
import { describeEachDatabase } from "../testing/databases";
import { startTestServer, type TestServer } from "../testing/http-server";
import { publishDue, purgeDeleted } from "./revisions";
import { newsAdapter } from "./news-content";
import { readVariant } from "./images";
import { readContentVersion } from "../db/content-versions";
import { eq } from "drizzle-orm";
import { listConsents } from "../consents/consent-queries";
import { consentDocuments } from "../consents/schema";

const password = "достаточно-длинный-пароль";
const listSchema = z.object({ items: z.array(contentListRowSchema) });

/** A photograph-like picture of a given size and format, made for the test. */
async function picture(width: number, height: number, format: "jpeg" | "png" | "webp" = "jpeg"): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 5)) % 251;
  const image = sharp(noise, { raw: { width, height, channels: 3 } });
  return image[format]().toBuffer();
}

describeEachDatabase((ctx) => {
  let server: TestServer | undefined;
  const clock = createTestClock("2026-12-05T12:00:00+03:00");
  const api = () => staffClient(server?.url ?? "");
  let editor: StaffSession;
  let sales: StaffSession;
  const as = (session: StaffSession) => ({ token: session.token, csrf: session.csrfToken });

  beforeAll(async () => {
    const db = ctx.database().db;
    server = await startTestServer(createBackendRouter({ db, now: clock.now, limits: false }), "/dealer", { trustProxy: "loopback" });
    await addStaffAccount(db, "editor@genesis-khimki.ru", password, "marketing");
    await addStaffAccount(db, "seller@genesis-khimki.ru", password, "sales");
    editor = await api().signIn("editor@genesis-khimki.ru", password, "10.20.0.1");
    sales = await api().signIn("seller@genesis-khimki.ru", password, "10.20.0.2");
  });
  afterAll(() => server?.close());

  const upload = async (bytes: Buffer, alt: string, session = editor, type = "image/jpeg", name = "photo.jpg") => {
    const form = new FormData();
    form.set("alt", alt);
    form.set("file", new Blob([new Uint8Array(bytes)], { type }), name);
    return api().call("/v1/staff/images/upload", { method: "POST", body: form, token: session.token, csrf: session.csrfToken });
  };
  const publicNews = async (code: string) => {
    const response = await fetch(`${server?.url}/v1/news?code=${code}`);
    return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> | null; message: string } };
  };
  const list = async (query = "") =>
    listSchema.parse((await api().call(`/v1/staff/content/news${query}`, { token: editor.token })).body.data).items;

  test("a sales account cannot open the studio; the list needs the content role", async () => {
    const refused = await api().call("/v1/staff/content/news", { token: sales.token });
    expect([refused.status, refused.body.message]).toEqual([403, staffMessages.forbidden]);
    expect((await upload(await picture(1200, 800), "Салон GV80", sales)).status).toBe(403);
    const items = await list();
    expect(items.length).toBeGreaterThanOrEqual(17);
    // What the site shipped: on the site, but for an ended campaign kept hidden.
    expect(items.find((item) => item.code === "gv70-novaya-postavka")?.status).toBe("published");
    expect(items.find((item) => item.code === "letnij-kondicioner-2025")?.status).toBe("draft");
  });

  // Sharp encodes nine variants per picture (AVIF is the slow one): seconds alone, far more on a machine busy with other suites.
  describe("pictures", () => {
    test("a JPEG and a PNG are taken: variants at 480, 960 and 1600 px in AVIF, WebP and JPEG, served from the database", async () => {
      const jpeg = await upload(await picture(2000, 1200), "Genesis GV80 у шоурума в Химках");
      expect(jpeg.status, jpeg.body.message).toBe(200);
      const image = jpeg.body.data as { hash: string; width: number; height: number; src: string };
      expect(image).toMatchObject({ width: 2000, height: 1200, src: `/media/${image.hash}-960.jpeg` });
      for (const width of [480, 960, 1600]) {
        for (const format of ["avif", "webp", "jpeg"] as const) {
          const variant = await readVariant(ctx.database().db, `${image.hash}-${width}.${format}`);
          expect(variant, `${width} ${format}`).not.toBeNull();
          const meta = await sharp(variant?.bytes).metadata();
          expect(meta.width).toBe(width);
        }
      }
      const png = await upload(await picture(1000, 1000, "png"), "Интерьер нового G90", editor, "image/png", "interior.png");
      expect(png.status).toBe(200);
      // The same picture again is the same one.
      expect((await upload(await picture(2000, 1200), "Ещё раз то же фото")).body.data).toMatchObject({ hash: image.hash });
    }, 90_000);

    test.each([
      ["text named .jpg", async () => Buffer.from("это не картинка, а текст"), contentImageMessages.notAPicture, 415],
      [
        "an SVG with a script",
        async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><script>alert(1)</script></svg>'),
        contentImageMessages.svgRefused,
        415,
      ],
      [
        "a GIF",
        async () =>
          sharp({ create: { width: 1200, height: 800, channels: 3, background: "#333" } })
            .gif()
            .toBuffer(),
        contentImageMessages.notAPicture,
        415,
      ],
      ["a picture 800 px wide", async () => picture(800, 600), contentImageMessages.tooNarrow(960), 400],
      ["16 MB", async () => Buffer.concat([await picture(1200, 800), Buffer.alloc(16 * 1024 * 1024)]), contentImageMessages.tooLarge, 413],
    ])("%s is refused in Russian and nothing is stored", async (_case, make, message, status) => {
      const before = (await api().call("/v1/staff/images", { token: editor.token })).body.data as { images: unknown[] };
      const answer = await upload(await make(), "Картинка для проверки");
      expect([answer.status, answer.body.message]).toEqual([status, message]);
      const after = (await api().call("/v1/staff/images", { token: editor.token })).body.data as { images: unknown[] };
      expect(after.images).toHaveLength(before.images.length);
    });

    test("an upload cut short inside its file is refused in Russian, and the backend goes on answering", async () => {
      const cut = '--b\r\ncontent-disposition: form-data; name="file"; filename="photo.jpg"\r\ncontent-type: image/jpeg\r\n\r\n\xff\xd8';
      const answer = await api().call("/v1/staff/images/upload", {
        method: "POST",
        body: cut,
        headers: { "content-type": "multipart/form-data; boundary=b" },
        ...as(editor),
      });
      expect([answer.status, answer.body.message]).toEqual([400, contentImageMessages.notAPicture]);
      expect((await api().call("/v1/staff/images", { token: editor.token })).status).toBe(200);
    });

    test("a picture without its description is refused; a polyglot (a JPEG carrying a script) is served only as sharp made it anew", async () => {
      expect((await upload(await picture(1200, 800), " ")).body.message).toBe(contentImageMessages.altRequired);
      const polyglot = Buffer.concat([await picture(1200, 800), Buffer.from("<script>alert(document.cookie)</script><html>")]);
      const answer = await upload(polyglot, "Фото с лишним хвостом");
      expect(answer.status).toBe(200);
      const { hash } = answer.body.data as { hash: string };
      for (const format of ["avif", "webp", "jpeg"] as const) {
        const variant = await readVariant(ctx.database().db, `${hash}-960.${format}`);
        expect(variant?.bytes.includes(Buffer.from("<script>"))).toBe(false);
      }
    });
  });

  describe("news: draft, publish, edit, history, take down, delete", () => {
    let photo = "";
    const draft = (over: Partial<NewsDraft> = {}): NewsDraft => ({
      name: "Новый GV80 в Химках: тест-драйв в декабре",
      code: "novyj-gv80-v-himkah",
      date: "2026-12-05T10:00",
      preview_description: "Обновлённый Genesis GV80 уже в шоуруме: записывайтесь на тест-драйв.",
      preview_file: photo,
      additional_photos: [],
      metaTitle: "",
      metaDescription: "",
      active: true,
      description:
        '<h2>Что нового</h2><p>Новая <strong>светодиодная</strong> оптика.</p><script>alert(1)</script><p onclick="x()">Салон из кожи <a href="javascript:alert(1)">наппа</a>.</p>',
      ...over,
    });
    let id = "";

    beforeAll(async () => {
      photo = ((await upload(await picture(1600, 900), "GV80 на фоне шоурума")).body.data as { src: string }).src;
    });

    test("a new item is a draft the site does not show; its body is stored as the site would render it", async () => {
      const created = await api().call("/v1/staff/content/news/new", { ...as(editor), json: { base: 0, data: draft() } });
      expect(created.status, created.body.message).toBe(200);
      id = (created.body.data as { itemId: string }).itemId;
      expect(Number(id)).toBeGreaterThan(1117);
      expect((await publicNews("novyj-gv80-v-himkah")).status).toBe(404);
      const item = contentItemSchema.parse((await api().call(`/v1/staff/content/news/${id}`, { token: editor.token })).body.data);
      expect(item).toMatchObject({ base: 1, status: "draft", published: null });
      expect(item.data.description).toBe(
        "<h2>Что нового</h2><p>Новая <strong>светодиодная</strong> оптика.</p><p>Салон из кожи <a>наппа</a>.</p>",
      );
      expect((await list("?status=draft")).map((row) => row.id)).toContain(id);
    });

    test("a bad field is named in Russian and nothing is saved; an address another news item has is refused", async () => {
      const bad = await api().call(`/v1/staff/content/news/${id}/save`, {
        ...as(editor),
        json: { base: 1, data: draft({ name: "", code: "Новый GV80", preview_file: "https://evil.example/x.jpg" }) },
      });
      expect(bad.status).toBe(400);
      expect((bad.body.data as { fields: Record<string, string> }).fields).toEqual({
        name: contentMessages.titleRequired,
        code: contentMessages.codeInvalid,
        preview_file: contentMessages.pictureInvalid,
      });
      const taken = await api().call(`/v1/staff/content/news/${id}/save`, {
        ...as(editor),
        json: { base: 1, data: draft({ code: "gv70-novaya-postavka" }) },
      });
      expect((taken.body.data as { fields: Record<string, string> } | null)?.fields ?? (taken.body.message as unknown)).toEqual({
        code: contentMessages.codeTaken,
      });
      expect(contentItemSchema.parse((await api().call(`/v1/staff/content/news/${id}`, { token: editor.token })).body.data).base).toBe(1);
    });

    test("published, it is on the site at once; an edit is a second revision, and a save on a stale form is refused with who saved and what changed", async () => {
      // Every process's page cache learns of a publication from the content version; a draft saved changes it not.
      const version = () => readContentVersion(ctx.database().db);
      const beforePublish = await version();
      expect((await api().call(`/v1/staff/content/news/${id}/publish`, { ...as(editor), json: { number: 1 } })).status).toBe(200);
      const published = await version();
      expect(published).not.toBe(beforePublish);
      const shown = await publicNews("novyj-gv80-v-himkah");
      expect(shown.status).toBe(200);
      // The picture comes with what its editor said it shows: the article's alt text.
      expect(shown.body.data).toMatchObject({
        name: draft().name,
        date: "2026-12-05 10:00:00",
        preview_file: photo,
        preview_alt: "GV80 на фоне шоурума",
      });
      const second = await api().call(`/v1/staff/content/news/${id}/save`, {
        ...as(editor),
        json: { base: 1, data: draft({ name: "Новый GV80 в Химках — уже в шоуруме" }) },
      });
      expect(second.body.data).toMatchObject({ number: 2 });
      expect(await version()).toBe(published);
      // Someone who opened the form at revision 1 saves after: refused, nothing overwritten.
      const stale = await api().call(`/v1/staff/content/news/${id}/save`, {
        ...as(editor),
        json: { base: 1, data: draft({ preview_description: "Другой анонс, написанный в соседней вкладке." }) },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(/^Пока вы редактировали, editor@genesis-khimki\.ru сохранил\(а\) новую версию/);
      expect((stale.body.data as { changed: string[] }).changed).toEqual(["name"]);
      // The site still shows revision 1 until 2 is published.
      expect((await publicNews("novyj-gv80-v-himkah")).body.data).toMatchObject({ name: draft().name });
      expect((await list()).find((row) => row.id === id)).toMatchObject({ status: "published", unpublishedChanges: true });
    });

    test("any revision can be compared and restored: a restore is a new revision with the old one's data", async () => {
      const first = (await api().call(`/v1/staff/content/news/${id}/revisions/1`, { token: editor.token })).body.data as {
        data: NewsDraft;
      };
      expect(first.data.name).toBe(draft().name);
      const restored = await api().call(`/v1/staff/content/news/${id}/restore`, { ...as(editor), json: { number: 1, base: 2 } });
      expect([restored.status, restored.body.message]).toEqual([200, contentMessages.restored(1)]);
      const item = contentItemSchema.parse((await api().call(`/v1/staff/content/news/${id}`, { token: editor.token })).body.data);
      expect(item.base).toBe(3);
      expect(item.data.name).toBe(draft().name);
      expect(item.history.map((entry) => [entry.number, entry.author, entry.note])).toEqual([
        [3, "editor@genesis-khimki.ru", "Восстановлена версия 1"],
        [2, "editor@genesis-khimki.ru", null],
        [1, "editor@genesis-khimki.ru", null],
      ]);
    });

    test("taken down, its address answers 410, or sends visitors where the editor chose", async () => {
      expect((await api().call(`/v1/staff/content/news/${id}/take-down`, { ...as(editor), json: {} })).status).toBe(200);
      expect(await publicNews("novyj-gv80-v-himkah")).toMatchObject({
        status: 410,
        body: { data: { redirect: null }, message: "Новость снята с публикации" },
      });
      expect((await api().call(`/v1/staff/content/news/${id}/publish`, { ...as(editor), json: { number: 3 } })).status).toBe(200);
      expect((await publicNews("novyj-gv80-v-himkah")).status).toBe(200);
      const bad = await api().call(`/v1/staff/content/news/${id}/take-down`, { ...as(editor), json: { goneTo: "https://evil.example" } });
      expect([bad.status, bad.body.message]).toEqual([400, contentMessages.goneToInvalid]);
      expect((await api().call(`/v1/staff/content/news/${id}/take-down`, { ...as(editor), json: { goneTo: "/news.html" } })).status).toBe(
        200,
      );
      expect((await publicNews("novyj-gv80-v-himkah")).body.data).toEqual({ redirect: "/news.html" });
    });

    test("scheduled, it is published when its moment comes, not before", async () => {
      const at = "2026-12-06T09:00";
      expect(
        (await api().call(`/v1/staff/content/news/${id}/publish`, { ...as(editor), json: { number: 3, at: "2026-12-01T09:00" } })).body
          .message,
      ).toBe(contentMessages.scheduleInPast);
      expect((await api().call(`/v1/staff/content/news/${id}/publish`, { ...as(editor), json: { number: 3, at } })).status).toBe(200);
      expect((await list()).find((row) => row.id === id)).toMatchObject({ status: "scheduled", publishAt: "2026-12-06T06:00:00.000Z" });
      expect(await publishDue(ctx.database().db, [newsAdapter], new Date("2026-12-06T08:59:00+03:00"))).toBe(0);
      expect(await publishDue(ctx.database().db, [newsAdapter], new Date("2026-12-06T09:00:30+03:00"))).toBe(1);
      expect((await publicNews("novyj-gv80-v-himkah")).status).toBe(200);
    });

    test("deleted, it leaves the site and the list, comes back within 30 days, and is purged after", async () => {
      expect((await api().call(`/v1/staff/content/news/${id}/delete`, { ...as(editor), json: {} })).status).toBe(200);
      expect((await publicNews("novyj-gv80-v-himkah")).status).toBe(410);
      expect((await list()).map((row) => row.id)).not.toContain(id);
      expect((await list("?status=deleted")).map((row) => row.id)).toContain(id);
      expect((await api().call(`/v1/staff/content/news/${id}/undelete`, { ...as(editor), json: {} })).status).toBe(200);
      expect((await list()).find((row) => row.id === id)?.status).toBe("gone");
      expect((await api().call(`/v1/staff/content/news/${id}/delete`, { ...as(editor), json: {} })).status).toBe(200);
      expect(await purgeDeleted(ctx.database().db, [newsAdapter], new Date("2026-12-20T12:00:00+03:00"))).toBe(0);
      expect(await purgeDeleted(ctx.database().db, [newsAdapter], new Date("2027-01-05T12:00:00+03:00"))).toBe(1);
      expect((await api().call(`/v1/staff/content/news/${id}`, { token: editor.token })).status).toBe(404);
    });

    test("a news item the site shipped with opens as revision 0 and is edited like any other", async () => {
      const shipped = (await list()).find((row) => row.code === "gv70-novaya-postavka");
      expect(shipped).toBeDefined();
      const item = contentItemSchema.parse((await api().call(`/v1/staff/content/news/${shipped?.id}`, { token: editor.token })).body.data);
      expect(item).toMatchObject({ base: 0, status: "published", history: [] });
      const saved = await api().call(`/v1/staff/content/news/${shipped?.id}/save`, {
        ...as(editor),
        json: { base: 0, data: { ...item.data, name: `${String(item.data.name)} (обновлено)` } },
      });
      expect(saved.status, saved.body.message).toBe(200);
      expect((await publicNews("gv70-novaya-postavka")).body.data).toMatchObject({ name: item.data.name });
    });
  });
  describe("special offers: a new offer and one the site shipped with", () => {
    const offer = (over: Partial<OfferDraft> = {}): OfferDraft => ({
      code: "dekabr-gv70-kasko",
      kind: "insurance",
      title: "КАСКО в подарок к GV70 в декабре",
      short: "Полис КАСКО на первый год за счёт дилера при покупке GV70 до конца года.",
      full: "Купите Genesis GV70 в декабре — первый год КАСКО оплатим мы.\n\nПолис оформляется в день выдачи автомобиля.",
      terms: "Покупка GV70 с 1 по 31 декабря\nПолис на 12 месяцев",
      validFrom: "2026-12-01",
      validTo: "2026-12-31",
      models: ["gv70"],
      legal: "Предложение ограничено, подробности у менеджеров дилерского центра Genesis Химки.",
      ...over,
    });
    const publicOffer = async (id: string) => {
      const response = await fetch(`${server?.url}/v1/special-offer/${id}`);
      return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> | null } };
    };
    const path = "/v1/staff/content/offers";

    test("written, checked, published: on the site with its paragraphs, terms and models; taken down, 410", async () => {
      const bad = await api().call(`${path}/new`, {
        ...as(editor),
        json: { base: 0, data: offer({ kind: "gift" as OfferDraft["kind"], validTo: "2026-11-30", code: "genesis-finance" }) },
      });
      expect(bad.status).toBe(400);
      expect((bad.body.data as { fields: Record<string, string> }).fields).toEqual({
        kind: contentMessages.offerKindInvalid,
        validTo: contentMessages.offerPeriodInvalid,
      });
      const taken = await api().call(`${path}/new`, { ...as(editor), json: { base: 0, data: offer({ code: "genesis-finance" }) } });
      expect((taken.body.data as { fields: Record<string, string> }).fields).toEqual({ code: contentMessages.offerCodeTaken });

      const created = await api().call(`${path}/new`, { ...as(editor), json: { base: 0, data: offer() } });
      expect(created.status, created.body.message).toBe(200);
      expect(created.body.data).toMatchObject({ itemId: "dekabr-gv70-kasko", number: 1 });
      expect((await publicOffer("dekabr-gv70-kasko")).status).toBe(404);
      expect((await api().call(`${path}/dekabr-gv70-kasko/publish`, { ...as(editor), json: { number: 1 } })).status).toBe(200);
      expect((await publicOffer("dekabr-gv70-kasko")).body.data).toMatchObject({
        title: "КАСКО в подарок к GV70 в декабре",
        full: ["Купите Genesis GV70 в декабре — первый год КАСКО оплатим мы.", "Полис оформляется в день выдачи автомобиля."],
        terms: ["Покупка GV70 с 1 по 31 декабря", "Полис на 12 месяцев"],
        models: ["gv70"],
        status: "active",
      });
      const rows = listSchema.parse((await api().call(path, { token: editor.token })).body.data).items;
      expect(rows.find((row) => row.id === "dekabr-gv70-kasko")).toMatchObject({
        title: "КАСКО в подарок к GV70 в декабре",
        status: "published",
        date: "2026-12-01",
      });
      // Its address is its id: a save may not change it.
      const moved = await api().call(`${path}/dekabr-gv70-kasko/save`, {
        ...as(editor),
        json: { base: 1, data: offer({ code: "drugoj-adres" }) },
      });
      expect((moved.body.data as { fields: Record<string, string> }).fields).toEqual({ code: contentMessages.offerCodeTaken });

      expect(
        (await api().call(`${path}/dekabr-gv70-kasko/take-down`, { ...as(editor), json: { goneTo: "/special-offers.html" } })).status,
      ).toBe(200);
      expect(await publicOffer("dekabr-gv70-kasko")).toMatchObject({ status: 410, body: { data: { redirect: "/special-offers.html" } } });
    });

    test("an offer the site shipped with, taken down, keeps its text as revision 1 and comes back when published", async () => {
      expect((await api().call(`${path}/winter-service/take-down`, { ...as(editor), json: {} })).status).toBe(200);
      expect(await publicOffer("winter-service")).toMatchObject({ status: 410, body: { data: { redirect: null } } });
      const item = contentItemSchema.parse((await api().call(`${path}/winter-service`, { token: editor.token })).body.data);
      expect(item).toMatchObject({ base: 1, status: "gone" });
      expect(item.history.map((entry) => entry.note)).toEqual(["Как было на сайте"]);
      expect((await api().call(`${path}/winter-service/publish`, { ...as(editor), json: { number: 1 } })).status).toBe(200);
      expect((await publicOffer("winter-service")).status).toBe(200);
    });

    test("a sales account cannot open the offers", async () => {
      expect((await api().call(path, { token: sales.token })).status).toBe(403);
      expect((await api().call(`${path}/winter-service/save`, { ...as(sales), json: { base: 1, data: {} } })).status).toBe(403);
    });
  });
  describe("the dealer's contacts and requisites: one item, always on the site", () => {
    const path = "/v1/staff/content/contacts/dealer";
    const dealerOptions = async () =>
      ((await (await fetch(`${server?.url}/v1/options?dealer=1`)).json()) as { data: Record<string, string> }).data;

    test("opened as the site has them; a wrong ИНН, ОГРН or phone is named, nothing saved; a new phone is on the site once published", async () => {
      const item = contentItemSchema.parse((await api().call(path, { token: editor.token })).body.data);
      expect(item).toMatchObject({ base: 0, status: "published" });
      expect(item.data).toMatchObject({ dealer_name: "Genesis Химки", legal_inn: "5047128397", legal_ogrn: "1175047005121" });
      const bad = await api().call(`${path}/save`, {
        ...as(editor),
        json: { base: 0, data: { ...item.data, legal_inn: "5047128398", legal_ogrn: "117504700512", dealer_phone: "8 (123) 45" } },
      });
      expect(bad.status).toBe(400);
      expect((bad.body.data as { fields: Record<string, string> }).fields).toEqual({
        dealer_phone: contentMessages.contactsPhoneInvalid,
        legal_inn: contentMessages.innInvalid,
        legal_ogrn: contentMessages.ogrnInvalid,
      });
      const saved = await api().call(`${path}/save`, {
        ...as(editor),
        json: { base: 0, data: { ...item.data, dealer_phone: "8 495 777 00 11" } },
      });
      expect(saved.status, saved.body.message).toBe(200);
      // The shipped contacts are kept as version 1 before the first change, so they can be restored.
      expect(saved.body.data).toMatchObject({ number: 2 });
      const history = contentItemSchema.parse((await api().call(path, { token: editor.token })).body.data).history;
      expect(history.map((entry) => [entry.number, entry.note])).toEqual([
        [2, null],
        [1, "Как было на сайте"],
      ]);
      expect((await dealerOptions()).dealer_phone).toBe("8 495 120-45-67");
      expect((await api().call(`${path}/publish`, { ...as(editor), json: { number: 2 } })).status).toBe(200);
      expect((await dealerOptions()).dealer_phone).toBe("+7 (495) 777-00-11");
      const down = await api().call(`${path}/take-down`, { ...as(editor), json: {} });
      expect([down.status, down.body.message]).toEqual([400, contentMessages.contactsPermanent]);
      expect((await dealerOptions()).dealer_phone).toBe("+7 (495) 777-00-11");
      expect((await api().call("/v1/staff/content/contacts/other", { token: editor.token })).status).toBe(404);
    });
  });
  describe("the consents: a publish is the next version, the versions before stay as they were (docs/decisions/0103)", () => {
    const path = "/v1/staff/content/consents/personal-data";
    const version = async (id: string) =>
      (await (await fetch(`${server?.url}/v1/consents/${id}`)).json()) as { success: boolean; data: { text: string; number: number } };

    test("opened as the text in effect; a text too short is named; published, it is version 3 in effect at once, and version 2 is unchanged", async () => {
      const item = contentItemSchema.parse((await api().call(path, { token: editor.token })).body.data);
      expect(item).toMatchObject({ base: 0, status: "published" });
      expect(item.data).toMatchObject({ title: "Согласие на обработку персональных данных" });
      const before = String(item.data.text);
      expect(before).toContain("1. Цели обработки:");
      const bad = await api().call(`${path}/save`, { ...as(editor), json: { base: 0, data: { title: "Согласие", text: "Коротко." } } });
      expect(bad.status).toBe(400);
      expect((bad.body.data as { fields: Record<string, string> }).fields).toEqual({
        title: contentMessages.consentTitleRequired,
        text: contentMessages.consentTextRequired,
      });
      const changed = `${before}\n\nДополнительный абзац новой редакции.`;
      const saved = await api().call(`${path}/save`, { ...as(editor), json: { base: 0, data: { title: item.data.title, text: changed } } });
      expect(saved.status, saved.body.message).toBe(200);
      // Saved is not published: the site's version stays.
      expect((await version("personal-data-3")).success).toBe(false);
      expect((await api().call(`${path}/publish`, { ...as(editor), json: { number: 2 } })).status).toBe(200);
      const published = await version("personal-data-3");
      expect(published.data).toMatchObject({ number: 3 });
      expect(published.data.text).toContain("Дополнительный абзац новой редакции.");
      expect((await version("personal-data-2")).data.text).toBe(before);
      expect((await listConsents(ctx.database().db, new Date())).current.find((v) => v.kind === "personal-data")?.id).toBe(
        "personal-data-3",
      );
      const [row] = await ctx.database().db.select().from(consentDocuments).where(eq(consentDocuments.id, "personal-data-3"));
      expect(row?.createdBy).toBe("editor@genesis-khimki.ru");
      // Neither taken down nor deleted: a consent is always on the site.
      const down = await api().call(`${path}/take-down`, { ...as(editor), json: {} });
      expect([down.status, down.body.message]).toEqual([400, contentMessages.consentsPermanent]);
      expect((await api().call("/v1/staff/content/consents/other", { token: editor.token })).status).toBe(404);
      expect((await api().call(path, { token: sales.token })).status).toBe(403);
    });
  });
});
