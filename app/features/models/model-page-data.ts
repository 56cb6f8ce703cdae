import { data } from "react-router";
import type { Api } from "~/lib/api-client";
import type { ModelContent, ModelSubpageContent } from "./content/types";
import { getModelContent, getModelSubpage, type ContentPageKind } from "./model-content";
import { keyFigures, startingPrice, type KeyFigure, type PackageView } from "./model-format";
import { configuratorHref, requireModelPage, type ModelFamily, type ModelPage, type ModelPageKind } from "./model-pages";
import { loadModelPackages } from "./packages";

/* Loader-side data of the model pages. Everything returned here is plain data the pages render. */

/** What every model page needs to know about its family: names, links and its subpages. */
export type ModelRef = {
  code: ModelFamily["code"];
  name: string;
  fullName: string;
  body: ModelFamily["body"];
  homePath: string;
  configuratorHref: string;
  stockHref: string;
  pages: readonly ModelPage[];
  /** Paint of the family's pictures. */
  colour: string;
};

/** The page's place in the site: its title, the <h1> and the crumbs above it. */
export type ModelPageHead = { path: string; kind: ModelPageKind; title: string; heading: string };

/** The family and subpage of the request's path; a path that is not a page of this kind is a 404. */
export function requireModelRoute(request: Request, kind: ModelPageKind): { family: ModelFamily; page: ModelPage } {
  const found = requireModelPage(new URL(request.url).pathname);
  if (found.page.kind !== kind) throw data(null, { status: 404 });
  return found;
}

/** Hex of a content module's hero paint. */
export function heroColour(content: Pick<ModelContent, "code" | "colours" | "heroColourId">): string {
  const paint = content.colours.find((c) => c.id === content.heroColourId);
  if (!paint) throw new Error(`Модель ${content.code}: неизвестный цвет ${content.heroColourId}`);
  return paint.hex;
}

function modelRef(family: ModelFamily): ModelRef {
  const content = getModelContent(family.code);
  return {
    code: family.code,
    name: family.name,
    fullName: family.fullName,
    body: family.body,
    homePath: family.pages.find((p) => p.kind === "home")?.path ?? "/models.html",
    configuratorHref: configuratorHref(family),
    stockHref: `/avto-v-nalicii.html?model=${family.code}`,
    pages: family.pages,
    colour: heroColour(content),
  };
}

function head(page: ModelPage, heading?: string): ModelPageHead {
  return { path: page.path, kind: page.kind, title: page.title, heading: heading ?? page.title };
}

/** A content subpage (design, safety, technology, comfort, performance, G90 L). */
export function loadModelContentPage(request: Request, kind: ContentPageKind) {
  const { family, page } = requireModelRoute(request, kind);
  const copy: ModelSubpageContent | undefined = getModelSubpage(getModelContent(family.code), kind);
  if (!copy) throw data(null, { status: 404 });
  return { model: modelRef(family), page: head(page, copy.heading), copy };
}

/** The model home: hero copy, key figures and packages (null when the API could not give them). */
export async function loadModelHomePage(request: Request, api: Api) {
  const { family, page } = requireModelRoute(request, "home");
  const content = getModelContent(family.code);
  const packages: PackageView[] | null = await loadModelPackages(api, family.code);
  const figures: KeyFigure[] = keyFigures(content.engines);
  const { heroTitle, heroSubtitle, lead, metaTitle, metaDescription, sections } = content.home;
  return {
    model: modelRef(family),
    page: head(page, family.fullName),
    copy: { heroTitle, heroSubtitle, lead, metaTitle, metaDescription, sections },
    figures,
    packages,
    startingPrice: packages ? startingPrice(packages) : null,
  };
}

/** The price page: every package with its engine, equipment and price (null when the API could not give them). */
export async function loadModelPricePage(request: Request, api: Api) {
  const { family, page } = requireModelRoute(request, "price");
  const copy = getModelContent(family.code).price;
  if (!copy) throw data(null, { status: 404 });
  const packages = await loadModelPackages(api, family.code);
  return { model: modelRef(family), page: head(page, copy.heading), copy, packages };
}

/** The gallery: frames with their paint resolved to a name and colour. */
export function loadModelGalleryPage(request: Request) {
  const { family, page } = requireModelRoute(request, "gallery");
  const content = getModelContent(family.code);
  const frames = content.gallery.frames.map((frame) => {
    const paint = content.colours.find((c) => c.id === frame.colourId);
    if (!paint) throw new Error(`Модель ${family.code}: в галерее неизвестный цвет ${frame.colourId}`);
    return { title: frame.title, caption: frame.caption, scene: frame.scene, paint: { name: paint.name, hex: paint.hex } };
  });
  const { metaTitle, metaDescription, lead } = content.gallery;
  return { model: modelRef(family), page: head(page, content.gallery.heading), copy: { metaTitle, metaDescription, lead }, frames };
}
