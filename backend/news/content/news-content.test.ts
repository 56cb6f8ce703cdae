import { newsItemSchema } from "@contract/news";
import { expect, test } from "vitest";
import { newsSeed } from "./news";

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
