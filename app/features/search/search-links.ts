/** Links offered next to an empty search and when nothing is found. */
export const popularLinks: readonly { title: string; href: string }[] = [
  { title: "Модельный ряд", href: "/models.html" },
  { title: "Автомобили в наличии", href: "/avto-v-nalicii.html" },
  { title: "Тест-драйв", href: "/test-drive.html" },
  { title: "Конфигуратор", href: "/configurator" },
  { title: "Специальные предложения", href: "/special-offers.html" },
  { title: "Сервис", href: "/servis.html" },
  { title: "Контакты", href: "/contacts.html" },
];

/** Words to try when a query found nothing. */
export const suggestedQueries: readonly string[] = ["G80", "кредит", "гарантия", "тест-драйв", "сервис"];

/** Results of a page of the site search (docs/product.md §9: 10 a page). */
export const searchPageSize = 10;

/** Longest query the search reads; the rest is ignored. */
export const maxQueryLength = 100;

/** Address of a page of results for a query. */
export function searchHref(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set("page", String(page));
  return `/search.html?${params.toString()}`;
}
