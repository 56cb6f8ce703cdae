import { data } from "react-router";
import type { Api } from "~/lib/api-client";
import { galleryImageId, heroImageId } from "~/features/visuals/scene-ids";
import type { GalleryFrame, ModelContent, ModelSubpageContent } from "./content/types";
import { getModelContent, getModelSubpage, type ContentPageKind } from "./model-content";
import { keyFigures, startingPrice, type KeyFigure, type PackageView } from "./model-format";
import {
  configuratorHref,
  familyHomePath,
  requireModelPage,
  stockHref,
  type ModelFamily,
  type ModelPage,
  type ModelPageKind,
} from "./model-pages";
import { loadModelPackages } from "./packages.server";
import { findPaint, paintHex, paintedCarAlt, type ModelPaints } from "./paints";
import { loadModelPaints } from "./paints.server";

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
function requireModelRoute(request: Request, kind: ModelPageKind): { family: ModelFamily; page: ModelPage } {
  const found = requireModelPage(new URL(request.url).pathname);
  if (found.page.kind !== kind) throw data(null, { status: 404 });
  return found;
}

function modelRef(family: ModelFamily, paints: ModelPaints): ModelRef {
  const content = getModelContent(family.code);
  return {
    code: family.code,
    name: family.name,
    fullName: family.fullName,
    body: family.body,
    homePath: familyHomePath(family),
    configuratorHref: configuratorHref(family),
    stockHref: stockHref(family.code),
    pages: family.pages,
    colour: paintHex(paints, family.code, content.heroPaint),
  };
}

/**
 * A subpage's <h1> names the model (issue 38): «Дизайн Genesis G70», not «Дизайн», which alone says nothing in
 * a search result, a shared link or a screen reader's list of headings. A heading that already names it stays.
 */
export function modelHeading(family: Pick<ModelFamily, "name">, heading: string): string {
  return heading.includes(family.name) ? heading : `${heading} Genesis ${family.name}`;
}

function head(family: ModelFamily, page: ModelPage, heading?: string): ModelPageHead {
  return { path: page.path, kind: page.kind, title: page.title, heading: modelHeading(family, heading ?? page.title) };
}

/** The scene each kind of subpage opens with: one of the gallery's frames (G90 L: its own hero). */
const bannerScenes: Record<Exclude<ContentPageKind, "long">, Pick<GalleryFrame, "scene" | "view">> = {
  design: { scene: "studio", view: "three-quarter" },
  safety: { scene: "road", view: "three-quarter" },
  technology: { scene: "city-night", view: "three-quarter" },
  comfort: { scene: "city-night", view: "three-quarter" },
  performance: { scene: "road", view: "side" },
};

/** A raster picture under a subpage's header, with its alternative text; null when the gallery has no such frame. */
export type Banner = { id: string; alt: string };

function subpageBanner(family: ModelFamily, content: ModelContent, kind: ContentPageKind, paints: ModelPaints): Banner | null {
  const describe = (name: string, paint: string, what: string) => paintedCarAlt(name, findPaint(paints, family.code, paint), what);
  if (kind === "long") return { id: heroImageId("g90l"), alt: describe(`${family.fullName} L`, content.heroPaint, "вечерний город") };
  return frameBanner(family, content, bannerScenes[kind], paints);
}

/** The gallery's first frame of a scene and view as a banner; null when the gallery has none. */
function frameBanner(
  family: ModelFamily,
  content: ModelContent,
  wanted: Pick<GalleryFrame, "scene" | "view">,
  paints: ModelPaints,
): Banner | null {
  const describe = (name: string, paint: string, what: string) => paintedCarAlt(name, findPaint(paints, family.code, paint), what);
  const index = content.gallery.frames.findIndex((f) => f.scene === wanted.scene && f.view === wanted.view);
  const frame = content.gallery.frames[index];
  if (!frame) return null;
  return { id: galleryImageId(family.code, index, frame.scene), alt: describe(family.fullName, frame.paint, frame.title.toLowerCase()) };
}

/** A content subpage (design, safety, technology, comfort, performance, G90 L). */
export async function loadModelContentPage(request: Request, api: Api, kind: ContentPageKind) {
  const { family, page } = requireModelRoute(request, kind);
  const content = getModelContent(family.code);
  const copy: ModelSubpageContent | undefined = getModelSubpage(content, kind);
  if (!copy) throw data(null, { status: 404 });
  const paints = await loadModelPaints(api);
  return {
    model: modelRef(family, paints),
    page: head(family, page, copy.heading),
    copy,
    banner: subpageBanner(family, content, kind, paints),
  };
}

/** The model home: hero copy, key figures and packages (null when the API could not give them). */
export async function loadModelHomePage(request: Request, api: Api) {
  const { family, page } = requireModelRoute(request, "home");
  const content = getModelContent(family.code);
  const [packages, paints]: [PackageView[] | null, ModelPaints] = await Promise.all([
    loadModelPackages(api, family.code),
    loadModelPaints(api),
  ]);
  const figures: KeyFigure[] = keyFigures(content.engines);
  const { heroTitle, heroSubtitle, lead, metaTitle, metaDescription, sections } = content.home;
  return {
    model: modelRef(family, paints),
    page: head(family, page, family.fullName),
    paints: paints[family.code] ?? [],
    heroPaint: content.heroPaint,
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
  const [packages, paints] = await Promise.all([loadModelPackages(api, family.code), loadModelPaints(api)]);
  // The price page shows the car as a buyer compares it: the studio's side view of the gallery.
  const banner = frameBanner(family, getModelContent(family.code), { scene: "studio", view: "side" }, paints);
  return { model: modelRef(family, paints), page: head(family, page, copy.heading), copy, packages, banner };
}

/** The gallery: frames with their paint's name from the API (no name when the API does not know the paint). */
export async function loadModelGalleryPage(request: Request, api: Api) {
  const { family, page } = requireModelRoute(request, "gallery");
  const content = getModelContent(family.code);
  const paints = await loadModelPaints(api);
  const frames = content.gallery.frames.map((frame, index) => ({
    id: galleryImageId(family.code, index, frame.scene),
    title: frame.title,
    caption: frame.caption,
    scene: frame.scene,
    view: frame.view,
    paint: findPaint(paints, family.code, frame.paint) ?? null,
    alt: paintedCarAlt(family.fullName, findPaint(paints, family.code, frame.paint), frame.title.toLowerCase()),
  }));
  const { metaTitle, metaDescription, lead } = content.gallery;
  return {
    model: modelRef(family, paints),
    page: head(family, page, content.gallery.heading),
    copy: { metaTitle, metaDescription, lead },
    frames,
  };
}
