import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";

// Checks on the server's HTML, without a browser: status, head tags, and copy that is English or a placeholder.

/**
 * Static paths of app/routes.ts: every `route("…")` without a dynamic segment, plus the index. The
 * staff's pages are no public page (sign-in first, no description, noindex): staff.spec.ts checks them.
 */
export function staticPaths(): string[] {
  const source = readFileSync(new URL("../../app/routes.ts", import.meta.url), "utf8");
  // Pages only: resource routes are .ts modules without a page (sitemap.xml, the test-drive schedule …).
  const paths = Array.from(source.matchAll(/\broute\("([^"]*)",\s*"[^"]+\.tsx"/g), (m) => m[1] ?? "").filter(
    (p) => !p.includes(":") && !p.includes("*") && p !== "staff" && !p.startsWith("staff/"),
  );
  return ["/", ...paths.map((p) => `/${p}`)];
}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  laquo: "«",
  raquo: "»",
  mdash: "—",
  ndash: "–",
  hellip: "…",
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#")
      return String.fromCodePoint(code[1] === "x" || code[1] === "X" ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return entities[code.toLowerCase()] ?? whole;
  });
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

/**
 * Names that stay Latin in Russian copy. A text is flagged when it has no Cyrillic letter and three
 * or more Latin words, at least one of them not listed here: "Genesis G90 L" passes, "Read more about it" does not.
 */
const latinNames = new Set(
  [
    ...["Genesis", "G70", "GV70", "G80", "GV80", "G90", "GV60", "L", "X", "Mint", "Magma", "T", "D"], // brand, models, engines (2.5T, 2.2D)
    ...["ADAS", "HDA", "AWD", "LED", "Wi-Fi", "Bluetooth", "Apple", "CarPlay", "Android", "Auto", "Lexicon", "Bang", "Olufsen"],
  ].map((w) => w.toLowerCase()),
);

function isEnglishSentence(text: string): boolean {
  if (/[А-Яа-яЁё]/.test(text)) return false;
  // Addresses are not copy: an e-mail or a web address is Latin in any language.
  const prose = text.replace(/\S+@\S+|\b(?:https?:\/\/|www\.)\S+|\b[\w-]+\.(?:ru|com|рф)\b\S*/gi, " ");
  const words = prose.match(/[A-Za-z][A-Za-z0-9'’-]*/g) ?? [];
  if (words.length < 3) return false;
  return words.some((w) => !latinNames.has(w.toLowerCase()));
}

const placeholderText = /lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|placeholder|заглушк|undefined|\bnull\b|\[object Object\]|NaN ₽/i;

type PageReport = { problems: string[] };

/** Fetches a path and lists what a visitor should not see: wrong status, missing head tags, English or placeholder copy in <main>. */
async function checkDocument(request: APIRequestContext, path: string): Promise<PageReport> {
  const problems: string[] = [];
  const response = await request.get(path, { maxRedirects: 0 });
  if (response.status() !== 200) return { problems: [`status ${response.status()}`] };
  const html = await response.text();

  const h1Count = html.match(/<h1[\s>]/g)?.length ?? 0;
  if (h1Count !== 1) problems.push(`${h1Count} h1 elements`);
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").trim();
  if (!title) problems.push("empty <title>");
  const description = /<meta[^>]*\bname="description"[^>]*>/.exec(html)?.[0];
  const descriptionText = description ? attribute(description, "content")?.trim() : undefined;
  if (!descriptionText) problems.push("no meta description");
  for (const head of [title, descriptionText ?? ""]) {
    if (isEnglishSentence(head) || placeholderText.test(head)) problems.push(`head text: «${head}»`);
  }

  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1];
  if (main === undefined) return { problems: [...problems, "no <main>"] };
  const markup = main.replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/gi, "").replace(/<!--[\s\S]*?-->/g, "");

  const texts = Array.from(markup.matchAll(/>([^<]+)</g), (m) =>
    decode(m[1] ?? "")
      .replace(/\s+/g, " ")
      .trim(),
  ).filter(Boolean);
  for (const tag of markup.match(/<[a-z][^>]*>/gi) ?? []) {
    for (const name of ["alt", "aria-label", "title", "placeholder"]) {
      const value = attribute(tag, name)?.trim();
      if (value) texts.push(value);
    }
  }
  for (const text of new Set(texts)) {
    if (isEnglishSentence(text)) problems.push(`English text: «${text}»`);
    else if (placeholderText.test(text)) problems.push(`placeholder text: «${text}»`);
  }
  return { problems };
}

/** Checks each path (six at a time) and lists every problem as "path: problem". */
export async function checkAll(request: APIRequestContext, paths: string[]): Promise<string[]> {
  const failures: string[] = [];
  // A few at a time: the server answers in parallel, and the test stays well under its timeout.
  for (let i = 0; i < paths.length; i += 6) {
    const batch = paths.slice(i, i + 6);
    const reports = await Promise.all(batch.map((path) => checkDocument(request, path)));
    reports.forEach((report, j) => {
      for (const problem of report.problems) failures.push(`${batch[j]}: ${problem}`);
    });
  }
  return failures;
}
