import { findService, services } from "./services";

/** A kind of work the service callback asks about: its slug (the request's `service`) and name. */
export type ServiceKind = { slug: string; title: string };

/** What a visitor may ask the service about: maintenance, every service page, or just a question. */
export const serviceKinds: readonly ServiceKind[] = [
  { slug: "to", title: "Плановое техническое обслуживание" },
  ...services.map((s) => ({ slug: s.slug, title: s.title })),
  { slug: "konsultatsiya", title: "Другое: консультация мастера" },
];

/** The service a link preselects (`/service-form.html?service=shinomontazh`), when it names a known one. */
export function preselectedService(search: URLSearchParams): string | null {
  const slug = search.get("service") ?? "";
  return serviceKinds.some((kind) => kind.slug === slug) ? slug : null;
}

/** The callback form's address for one service, as the service pages link to it. */
export function serviceFormHref(slug: string): string {
  return `/service-form.html?service=${encodeURIComponent(slug)}#callback`;
}

/** A service's name for its slug (the maintenance page and the service pages). */
export function serviceKindTitle(slug: string): string | undefined {
  return serviceKinds.find((kind) => kind.slug === slug)?.title ?? findService(slug)?.title;
}
