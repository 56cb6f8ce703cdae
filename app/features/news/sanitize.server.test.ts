import { expect, test } from "vitest";
import { sanitizeNewsHtml } from "./sanitize.server";

test("scripts are removed with their content", () => {
  const html = sanitizeNewsHtml('<p>Текст</p><script>alert("x")</script><p>Ещё</p>');
  expect(html).toBe("<p>Текст</p><p>Ещё</p>");
});

test("event handler attributes and inline styles are stripped", () => {
  const html = sanitizeNewsHtml(
    '<p onclick="steal()" style="color:red">Текст</p><img src="https://example.com/a.jpg" onerror="steal()" alt="Фото">',
  );
  expect(html).not.toMatch(/onclick|onerror|style|steal/);
  expect(html).toContain("<p>Текст</p>");
  expect(html).toContain('<img src="https://example.com/a.jpg" alt="Фото" loading="lazy" />');
});

test("javascript: links lose their href; safe links stay, new-tab links get rel", () => {
  expect(sanitizeNewsHtml('<a href="javascript:alert(1)">ссылка</a>')).toBe("<a>ссылка</a>");
  expect(sanitizeNewsHtml('<a href="/news.html">ссылка</a>')).toBe('<a href="/news.html">ссылка</a>');
  expect(sanitizeNewsHtml('<a href="https://genesis.ru" target="_blank">ссылка</a>')).toBe(
    '<a href="https://genesis.ru" target="_blank" rel="noopener noreferrer">ссылка</a>',
  );
});

test("article markup is kept; an <h1> becomes an <h2>; iframes, styles and forms go", () => {
  const html = sanitizeNewsHtml(
    '<h1>Заголовок</h1><h2>Раздел</h2><ul><li>Пункт</li></ul><iframe src="https://x"></iframe><style>p{}</style><form><input></form>',
  );
  expect(html).toBe("<h2>Заголовок</h2><h2>Раздел</h2><ul><li>Пункт</li></ul>");
});
