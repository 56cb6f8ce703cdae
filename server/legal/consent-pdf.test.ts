import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { expect, test, vi } from "vitest";
import type { ConsentDocument } from "@contract/consent-documents";
import { logger } from "@platform/logger";
import { consentPdfContent, createConsentPdfRouter, type ConsentPdfRouterOptions } from "./consent-pdf";

const consent: ConsentDocument = {
  id: "personal-data-2",
  kind: "personal-data",
  number: 2,
  title: "Согласие на обработку персональных данных",
  effectiveFrom: "2026-12-04T21:30:00.000Z",
  text: "Я даю согласие Оператору.\n\n1. Цели обработки:\n\n— запись на тест-драйв;\n— запись на сервис.\n\nСогласие можно отозвать.",
};

async function withServer(opts: ConsentPdfRouterOptions, run: (base: string) => Promise<void>) {
  const app = express();
  app.use(createConsentPdfRouter(opts));
  app.use((_req, res) => res.status(404).send("нет такой страницы"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

test("a version's PDF carries its title, its edition with the Moscow day it took effect, and its text as kept", () => {
  const content = consentPdfContent(consent);
  expect(content.title).toBe("Согласие на обработку персональных данных");
  expect(content.edition).toEqual({
    label: "Редакция №\u00a02, действует с 5\u00a0декабря 2026\u00a0г.",
    date: new Date(consent.effectiveFrom),
  });
  expect(content.preamble).toEqual([
    "Я даю согласие Оператору.",
    "1. Цели обработки:",
    "— запись на тест-драйв;",
    "— запись на сервис.",
    "Согласие можно отозвать.",
  ]);
  expect(content.sections).toEqual([]);
});

test("each version is rendered once and kept; no such version is the site's 404; a failing API a 503 that does not stick", async () => {
  const render = vi.fn(async () => Buffer.from("%PDF-1.4 stub"));
  let failing = true;
  const load = vi.fn(async (id: string) => {
    if (id === "advertising-1" && failing) throw new Error("API down");
    return id === consent.id || id === "advertising-1" ? { ...consent, id } : null;
  });
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
  await withServer({ load, render }, async (base) => {
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${base}/docs/soglasie/personal-data-2.pdf`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/pdf");
      expect(answer.headers.get("etag")).toMatch(/^"/);
    }
    expect(render).toHaveBeenCalledTimes(1);
    expect((await fetch(`${base}/docs/soglasie/personal-data-9.pdf`)).status).toBe(404);
    expect((await fetch(`${base}/docs/soglasie/..%2Fsecret.pdf`)).status).toBe(404);
    expect((await fetch(`${base}/docs/soglasie/advertising-1.pdf`)).status).toBe(503);
    expect(warn).toHaveBeenCalledTimes(1);
    failing = false;
    expect((await fetch(`${base}/docs/soglasie/advertising-1.pdf`)).status).toBe(200);
  });
  warn.mockRestore();
});

test("the real PDF reads as the text staff and visitors see", async () => {
  let pdf = Buffer.alloc(0);
  await withServer({ load: async () => consent }, async (base) => {
    pdf = Buffer.from(await (await fetch(`${base}/docs/soglasie/personal-data-2.pdf`)).arrayBuffer());
  });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const dir = mkdtempSync(path.join(tmpdir(), "consent-pdf-"));
  try {
    writeFileSync(path.join(dir, "consent.pdf"), pdf);
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", path.join(dir, "consent.pdf"), "-"], { encoding: "utf8" }).replace(
      /\s+/g,
      " ",
    );
    expect(text).toContain("Согласие на обработку персональных данных");
    expect(text).toContain("Редакция № 2, действует с 5 декабря 2026 г.");
    expect(text).toContain("— запись на тест-драйв;");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
