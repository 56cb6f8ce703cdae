import { newsItemSchema } from "@contract/news";
import { optionsSchema } from "@contract/options";
import { expect, test } from "vitest";
import { modelSeed } from "./models";
import { newsSeed } from "./news";
import { optionSeed } from "./options";

const active = newsSeed.filter((item) => item.active !== false);

test("at least twelve active news, with unique ids and latin-kebab codes", () => {
  expect(active.length).toBeGreaterThanOrEqual(12);
  expect(new Set(newsSeed.map((item) => item.id)).size).toBe(newsSeed.length);
  expect(new Set(newsSeed.map((item) => item.code)).size).toBe(newsSeed.length);
  for (const item of newsSeed) expect(item.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
});

test("news are dated in 2025–2026 and fit the contract", () => {
  for (const item of newsSeed) {
    expect(item.publishedAt).toMatch(/^202[56]-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const parsed = newsItemSchema.safeParse({
      ...item,
      date: item.publishedAt,
      preview_description: item.previewDescription,
      preview_file: item.previewFile,
      active: item.active ?? true,
    });
    expect(parsed.success, item.code).toBe(true);
  }
});

test("news descriptions use only simple, attribute-free HTML", () => {
  for (const item of newsSeed) {
    const tags = [...item.description.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)];
    expect(tags.length, item.code).toBeGreaterThan(0);
    for (const [, name, attributes] of tags) {
      expect(["p", "h2", "ul", "li"], item.code).toContain(name);
      expect(attributes, item.code).toBe("");
    }
    expect(item.description.replace(/<[^>]+>/g, "")).not.toMatch(/[<>]|lorem/i);
  }
});

test("news texts are Russian", () => {
  for (const item of newsSeed) {
    for (const text of [item.name, item.metaTitle, item.metaDescription, item.previewDescription]) {
      expect(text, item.code).toMatch(/[а-яё]{4}/i);
    }
  }
});

test("options fit the contract and keep the legal name out", () => {
  const dealer = Object.fromEntries(optionSeed.filter((o) => o.scope === "dealer").map((o) => [o.key, o.value]));
  expect(optionsSchema.safeParse(dealer).success).toBe(true);
  expect(dealer).not.toHaveProperty("legal_name");
  expect(new Set(optionSeed.map((o) => `${o.scope}:${o.key}`)).size).toBe(optionSeed.length);
});

test("legal identifiers pass their check digits", () => {
  const value = (key: string) => optionSeed.find((o) => o.key === key)?.value ?? "";
  const inn = value("legal_inn");
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const innCheck = (weights.reduce((sum, w, i) => sum + w * Number(inn[i]), 0) % 11) % 10;
  expect(Number(inn[9])).toBe(innCheck);
  const ogrn = value("legal_ogrn");
  expect(Number(BigInt(ogrn.slice(0, 12)) % 11n) % 10).toBe(Number(ogrn[12]));
  expect(value("legal_kpp").slice(0, 4)).toBe(inn.slice(0, 4));
});

test("models: configurator codes and images follow the model code", () => {
  for (const model of modelSeed) {
    expect(model.image).toBe(`/images/models/${model.code}.svg`);
    expect(model.configuratorCode).toBe(model.code === "g70" ? "g70-fl" : model.code);
    expect(model.priceRub !== null || model.priceComingSoon).toBe(true);
  }
});
