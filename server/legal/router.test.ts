import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { logger } from "@platform/logger";
import { createLegalDocumentsRouter, getRequisitesFromOptions, legalDocuments, type LegalDocumentSlug } from "./router";

type RunningServer = { baseUrl: string; close: () => Promise<void> };

async function startServer(router: express.Router, before?: express.RequestHandler): Promise<RunningServer> {
  const app = express();
  if (before) app.use(before);
  app.use(router);
  // Answers 500 without Express's default error logging, which would trip the console.error guard.
  app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).send("render failed");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

function requirePdftotext(): void {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
  } catch {
    throw new Error("pdftotext не найден: эти тесты читают текст PDF через poppler-utils. Установите: apt-get install -y poppler-utils");
  }
}

/** The PDF's text as pdftotext sees it, with whitespace runs (line breaks, NBSP) collapsed, and its page count. */
function extractText(pdf: Buffer): { text: string; pages: number } {
  requirePdftotext();
  const dir = mkdtempSync(path.join(tmpdir(), "legal-pdf-"));
  try {
    const file = path.join(dir, "document.pdf");
    writeFileSync(file, pdf);
    const raw = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
    // pdftotext ends every page with a form feed.
    const pages = raw.split("\f").length - 1;
    return { text: raw.replace(/\s+/g, " "), pages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function fetchPdf(baseUrl: string, slug: LegalDocumentSlug, init?: RequestInit) {
  const doc = legalDocuments.find((d) => d.slug === slug);
  if (!doc) throw new Error(`unknown document ${slug}`);
  const res = await fetch(baseUrl + doc.href, init);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

const expectedPhrases: Record<LegalDocumentSlug, string[]> = {
  "privacy-policy": [
    "Политика конфиденциальности",
    "4. Файлы cookie",
    "cookiesAgree",
    "не являются публичной офертой",
    "ИНН 5047212345",
    "ОГРН 1185029012345",
    "г. Химки, Ленинградское шоссе",
    "Страница 1 из",
  ],
  "personal-data-policy": [
    "Политика обработки персональных данных",
    "Федерального закона от 27.07.2006 № 152-ФЗ «О персональных данных»",
    "3. Правовые основания обработки",
    "7. Права субъекта персональных данных",
    "в течение десяти рабочих дней",
    "на территории Российской Федерации",
    "Роскомнадзор",
    "ИНН 5047212345",
  ],
  contract: [
    "Договор купли-продажи автомобиля",
    "2. Цена и порядок расчётов",
    "в рублях Российской Федерации (₽)",
    "предварительную оплату в размере 100 000 ₽",
    "1 000 ₽ за каждые сутки хранения",
    "5. Гарантия",
    "8. Разрешение споров",
    "Приложение № 1",
    "Цена Автомобиля, ₽ (с учётом НДС)",
    "ОГРН 1185029012345",
  ],
};

/** The requisites the phrases above expect, as the site options would give them. */
const testRequisites = { inn: "5047212345", ogrn: "1185029012345", address: "141400, Московская область, г. Химки, Ленинградское шоссе" };

let server: RunningServer;

beforeAll(async () => {
  server = await startServer(createLegalDocumentsRouter({ requisites: testRequisites }));
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

test("menus get three documents with Russian titles and /docs/*.pdf links", () => {
  expect(legalDocuments.map((d) => [d.title, d.href])).toEqual([
    ["Политика конфиденциальности", "/docs/privacy-policy.pdf"],
    ["Политика обработки персональных данных", "/docs/personal-data-policy.pdf"],
    ["Договор купли-продажи (образец)", "/docs/contract.pdf"],
  ]);
});

test.each(legalDocuments.map((d) => d.slug))("%s is a PDF of more than two pages with its Russian text", async (slug) => {
  const { res, body } = await fetchPdf(server.baseUrl, slug);

  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("content-disposition")).toBe(`inline; filename="${slug}.pdf"`);
  expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
  expect(res.headers.get("etag")).toMatch(/^"[\w-]{27}"$/);
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const { text, pages } = extractText(body);
  expect(pages).toBeGreaterThan(2);
  for (const phrase of expectedPhrases[slug]) expect(text).toContain(phrase);
  // A font without Cyrillic would leave no Russian letters at all.
  expect(text.match(/[а-яё]/gi)?.length ?? 0).toBeGreaterThan(3000);
});

test("a repeated request with the ETag answers 304 without a body", async () => {
  const first = await fetchPdf(server.baseUrl, "privacy-policy");
  const etag = first.res.headers.get("etag") ?? "";

  // fetch() adds "Cache-Control: no-cache" to conditional requests, which makes any server skip the 304.
  const second = await new Promise<{ status: number; length: number }>((resolve, reject) => {
    const req = http.get(`${server.baseUrl}/docs/privacy-policy.pdf`, { headers: { "If-None-Match": etag } }, (res) => {
      let length = 0;
      res.on("data", (chunk: Buffer) => (length += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, length }));
    });
    req.on("error", reject);
  });

  expect(second).toEqual({ status: 304, length: 0 });
});

test("the PDF replaces a site-wide CSP that would stop Chrome's viewer", async () => {
  const strictCsp: express.RequestHandler = (_req, res, next) => {
    res.set("Content-Security-Policy", "default-src 'self'; object-src 'none'");
    next();
  };
  const guarded = await startServer(
    createLegalDocumentsRouter({ requisites: testRequisites, render: async () => Buffer.from("%PDF-1.3") }),
    strictCsp,
  );
  try {
    const { res } = await fetchPdf(guarded.baseUrl, "contract");
    expect(res.headers.get("content-security-policy")).toBe("frame-ancestors 'self'");
  } finally {
    await guarded.close();
  }
});

test("concurrent first requests share one render, later ones reuse it", async () => {
  let renders = 0;
  let arrived = 0;
  let finishRender = () => {};
  const rendering = new Promise<void>((resolve) => (finishRender = resolve));
  const router = createLegalDocumentsRouter({
    requisites: testRequisites,
    render: async () => {
      renders += 1;
      await rendering;
      return Buffer.from("%PDF-1.3 stub");
    },
  });
  const local = await startServer(router, (_req, _res, next) => {
    arrived += 1;
    next();
  });
  try {
    const requests = Promise.all(Array.from({ length: 5 }, () => fetchPdf(local.baseUrl, "contract")));
    // The render ends only once all five requests have asked for the document.
    await vi.waitFor(() => expect(arrived).toBe(5));
    finishRender();
    const answers = await requests;
    await fetchPdf(local.baseUrl, "contract");

    expect(answers.map((a) => a.res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(renders).toBe(1);
  } finally {
    await local.close();
  }
});

test("forget drops the kept renders: requisites published since (a register number) reach the next request", async () => {
  let options: Record<string, string> = { legal_inn: "5047128397", legal_ogrn: "1175047005121", dealer_address: "г. Химки" };
  const rendered: string[] = [];
  const router = createLegalDocumentsRouter({
    requisites: async () => getRequisitesFromOptions(options),
    render: async (content) => {
      rendered.push(JSON.stringify(content));
      return Buffer.from("%PDF-1.3 stub");
    },
  });
  const local = await startServer(router);
  try {
    await fetchPdf(local.baseUrl, "privacy-policy");
    options = { ...options, legal_pd_registry: "50-23-012345" };
    await fetchPdf(local.baseUrl, "privacy-policy");
    expect(rendered).toHaveLength(1);
    router.forget();
    await fetchPdf(local.baseUrl, "privacy-policy");
    expect(rendered).toHaveLength(2);
    expect(rendered[1]).toContain("номер в реестре операторов: 50-23-012345");
  } finally {
    await local.close();
  }
});

test("a failed render is not cached: the next request renders again", async () => {
  let attempts = 0;
  const router = createLegalDocumentsRouter({
    requisites: testRequisites,
    render: async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("options backend unavailable");
      return Buffer.from("%PDF-1.3 stub");
    },
  });
  const local = await startServer(router);
  try {
    const failed = await fetchPdf(local.baseUrl, "privacy-policy");
    const retried = await fetchPdf(local.baseUrl, "privacy-policy");

    expect(failed.res.status).toBe(500);
    expect(retried.res.status).toBe(200);
  } finally {
    await local.close();
  }
});

test("while the requisites are unknown the documents answer 503 with a Russian page, and nothing is cached", async () => {
  const warned = vi.spyOn(logger, "warn").mockImplementation(() => {});
  let options: Record<string, string> = {};
  let renders = 0;
  const local = await startServer(
    createLegalDocumentsRouter({
      requisites: async () => {
        if (options.fail) throw new Error("опции недоступны");
        return getRequisitesFromOptions(options);
      },
      render: async () => {
        renders++;
        return Buffer.from("%PDF-1.4 test");
      },
    }),
  );
  try {
    const incomplete: Record<string, string>[] = [{}, { fail: "1" }, { legal_inn: "7712345678", legal_ogrn: "1027700000017" }];
    for (const state of incomplete) {
      options = state;
      const { res, body } = await fetchPdf(local.baseUrl, "privacy-policy");
      expect(res.status).toBe(503);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("retry-after")).toBe("60");
      expect(body.toString("utf8")).toContain("Документ временно недоступен");
    }
    expect(renders).toBe(0);
    expect(warned).toHaveBeenCalledTimes(3);
    options = { legal_inn: "7712345678", legal_ogrn: "1027700000017", dealer_address: "г. Химки" };
    const { res } = await fetchPdf(local.baseUrl, "privacy-policy");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(renders).toBe(1);
  } finally {
    await local.close();
  }
});

test("requisites from the site options are printed", async () => {
  const options = {
    legal_inn: "7712345678",
    legal_ogrn: "1027700000017",
    legal_kpp: "504701001",
    dealer_phone: "+7 495 000-00-00",
    dealer_address: "Московская область, г. Химки, Ленинградское шоссе, вл. 21",
  };
  const local = await startServer(createLegalDocumentsRouter({ requisites: async () => getRequisitesFromOptions(options) }));
  try {
    const { res, body } = await fetchPdf(local.baseUrl, "contract");
    const { text } = extractText(body);

    expect(res.status).toBe(200);
    expect(text).toContain("ИНН 7712345678, КПП 504701001, ОГРН 1027700000017");
    expect(text).toContain("по телефону +7 495 000-00-00");
    expect(text).not.toContain("5047212345");
  } finally {
    await local.close();
  }
});
