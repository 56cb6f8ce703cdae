/** Id of the inert template that holds a kept page's module script and its preloads (ADR 0042), read by the loader. */
export const afterPaintTemplateId = "after-paint-modules";
