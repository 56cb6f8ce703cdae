import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { newsItemSchema } from "@contract/news";
import { expect, test } from "vitest";
import { findStaticArticle, staticArticles } from "./static-articles";

const publicDir = fileURLToPath(new URL("../../../public", import.meta.url));

test("nine bundled articles with unique ids from 991 to 1004 and unique codes", () => {
  expect(staticArticles).toHaveLength(9);
  const ids = staticArticles.map((a) => a.id);
  expect(new Set(ids).size).toBe(9);
  for (const id of ids) expect(id >= 991 && id <= 1004).toBe(true);
  expect(new Set(staticArticles.map((a) => a.code)).size).toBe(9);
});

test("every article has the contract's shape, newest first", () => {
  for (const article of staticArticles) expect(newsItemSchema.parse(article)).toEqual(article);
  const dates = staticArticles.map((a) => a.date);
  expect([...dates].sort().reverse()).toEqual(dates);
});

test("every article is HTML of paragraphs, subheadings and lists, in Russian", () => {
  for (const article of staticArticles) {
    expect(article.description).toMatch(/^<p>/);
    const tags = new Set([...article.description.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
    for (const tag of tags) expect(["p", "h2", "ul", "li"]).toContain(tag);
    expect(article.preview_description).toMatch(/[а-яё]/i);
    expect(`${article.name} ${article.description}`).not.toMatch(/!|lorem/i);
  }
});

test("each cover is an SVG in public/images/news under 3 KB", () => {
  for (const article of staticArticles) {
    const file = `${publicDir}${article.preview_file}`;
    expect(article.preview_file).toBe(`/images/news/${article.code}.svg`);
    expect(existsSync(file), file).toBe(true);
    expect(statSync(file).size).toBeLessThan(3 * 1024);
    expect(readFileSync(file, "utf8")).toMatch(/^<svg [^>]*viewBox="0 0 1200 675"/);
  }
});

test("articles are found by code", () => {
  expect(findStaticArticle("genesis-magma")?.id).toBe(1002);
  expect(findStaticArticle("nope")).toBeUndefined();
});
