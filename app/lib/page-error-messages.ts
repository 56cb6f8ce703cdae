/**
 * The part of the error catalogue (error-messages.ts) that every page's own script says: a part of the page or
 * a search that could not be reached. On its own so the layout does not carry the whole catalogue, which only
 * the server's loaders need, into each first visit; error-messages.ts includes it, so the catalogue stays one.
 */
export const pageErrorMessages = {
  searchNavigationFailed: "Не удалось перейти к результатам поиска",
  // A popup or its form whose code could not be fetched (features/popups/lazy-part.tsx): logged, and said in its place.
  partLoadFailed: "Не удалось загрузить часть страницы",
  partNotLoaded: (what: string) => `Не удалось загрузить ${what}: похоже, прервалась связь.`,
  // A picture from a source the site does not control (components/ui/progressive-image.tsx).
  imageSourceFailed: (src: string) => `Не удалось получить изображение: ${src}`,
} as const;
