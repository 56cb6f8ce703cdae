import type { ModelCode } from "@contract/model";
import { heroImageId, type SceneKind } from "./scene-ids";
import { visualModelOf, type CarView, type VisualModel } from "./visual-models";

/*
 * The pictures of the pages that have no car of their own to show (company, service, documents, offers):
 * drawn scenes of the dealer's rooms (scripts/images/scenes.tsx, `npm run images`), one per page or shared
 * by pages of one subject, each with its alternative text. Pure data, kept out of the home page's scripts.
 */

/** A drawn page picture: the scene, the car in it and its paint code, and what a screen reader says of it. */
export type PageScene = { id: string; scene: SceneKind; model: VisualModel; view: CarView; paint: string; alt: string };

/**
 * A picture a page shows: a job id of the scene or page manifest and its alternative text. `closing`: shown after
 * the page's content, not under its header, where the content is what the visitor came for (search results, a
 * form, a legal text).
 */
export type PagePictureRef = { id: string; alt: string; closing?: true };

/** A picture of a page drawn in `scene`, its job id `{prefix}-{slug}`. */
const sceneOf =
  (scene: SceneKind, prefix: string) =>
  (slug: string, model: VisualModel, view: CarView, paint: string, alt: string): PageScene => ({
    id: `${prefix}-${slug}`,
    scene,
    model,
    view,
    paint,
    alt,
  });

const workshop = sceneOf("workshop", "service");

/** The service centre's pictures: a car on the lift of the workshop, a different car and paint for each page. */
const serviceScenes = {
  hub: workshop(
    "hub",
    "gv80",
    "three-quarter",
    "makalu-grey",
    "Сервисный цех: серый Genesis GV80 на подъёмнике под потолочными лампами, у стены — шкаф с инструментом и шины",
  ),
  to: workshop("to", "g80", "side", "capri-blue", "Синий Genesis G80 на подъёмнике в сервисном цехе перед плановым обслуживанием"),
  shinomontazh: workshop(
    "shinomontazh",
    "gv70",
    "side",
    "vik-black",
    "Чёрный Genesis GV70 поднят на подъёмнике для шиномонтажа, рядом — стопка колёс",
  ),
  "tormoznaya-sistema": workshop(
    "tormoznaya-sistema",
    "g70",
    "three-quarter",
    "mauna-red",
    "Красный Genesis G70 на подъёмнике сервисного цеха, колёса свободны для проверки тормозов",
  ),
  "zamena-masla": workshop(
    "zamena-masla",
    "g90",
    "side",
    "savile-silver",
    "Серебристый Genesis G90 на подъёмнике: к днищу открыт доступ для замены масла",
  ),
  elektrika: workshop(
    "elektrika",
    "gv70",
    "three-quarter",
    "matterhorn-white",
    "Белый Genesis GV70 в сервисном цехе на подъёмнике, у стены — шкаф с инструментом",
  ),
  diagnostika: workshop(
    "diagnostika",
    "g80",
    "three-quarter",
    "makalu-grey",
    "Серый Genesis G80 на подъёмнике в ярко освещённом цехе перед компьютерной диагностикой",
  ),
  "kuzovnoy-remont": workshop(
    "kuzovnoy-remont",
    "g70",
    "side",
    "uyuni-white",
    "Белый Genesis G70 на подъёмнике в сервисном цехе: кузов на уровне глаз мастера",
  ),
  konditsioner: workshop(
    "konditsioner",
    "gv80",
    "side",
    "capri-blue",
    "Синий Genesis GV80 на подъёмнике в сервисном цехе перед обслуживанием кондиционера",
  ),
  "podgotovka-k-zime": workshop(
    "podgotovka-k-zime",
    "gv80",
    "three-quarter",
    "uyuni-white",
    "Белый Genesis GV80 на подъёмнике, рядом — сложенные шины для сезонной замены",
  ),
  transmissiya: workshop(
    "transmissiya",
    "g90",
    "three-quarter",
    "vik-black",
    "Чёрный Genesis G90 поднят на подъёмнике: мастер видит трансмиссию снизу",
  ),
  podveska: workshop(
    "podveska",
    "gv70",
    "side",
    "brunswick-green",
    "Тёмно-зелёный Genesis GV70 на подъёмнике: колёса вывешены для проверки подвески",
  ),
} satisfies Record<string, PageScene>;

const showroom = sceneOf("showroom", "showroom");

const deskScene = sceneOf("desk", "desk");
/** The desk is always drawn from the side. */
const desk = (slug: string, model: VisualModel, paint: string, alt: string) => deskScene(slug, model, "side", paint, alt);

/** The company's pictures: the showroom at dusk with a car on display, and the desk where a deal is signed. */
const companyScenes = {
  about: showroom(
    "about",
    "gv80",
    "three-quarter",
    "makalu-grey",
    "Шоурум дилера вечером: серый Genesis GV80 на каменном полу у стеклянной стены с видом на город",
  ),
  brand: showroom("brand", "g90", "side", "vik-black", "Чёрный Genesis G90 в вечернем шоуруме, за стеклянной стеной — огни города"),
  certified: showroom(
    "certified",
    "g80",
    "side",
    "savile-silver",
    "Серебристый Genesis G80 с пробегом в шоуруме дилера под мягким светом потолочных ламп",
  ),
  reviews: showroom(
    "reviews",
    "gv70",
    "three-quarter",
    "capri-blue",
    "Синий Genesis GV70 в шоуруме дилера, его силуэт отражается в полированном полу",
  ),
  vacancies: showroom(
    "vacancies",
    "g70",
    "three-quarter",
    "mauna-red",
    "Рабочее место нашей команды — шоурум дилера: красный Genesis G70 у стеклянной стены вечером",
  ),
  workers: showroom("workers", "gv80", "side", "uyuni-white", "Белый Genesis GV80 в шоуруме, где встречают клиентов наши сотрудники"),
  videochat: showroom(
    "videochat",
    "g80",
    "three-quarter",
    "brunswick-green",
    "Тёмно-зелёный Genesis G80 в шоуруме: так автомобиль видно при видеоконсультации",
  ),
  products: showroom(
    "products",
    "gv70",
    "side",
    "matterhorn-white",
    "Белый Genesis GV70 в шоуруме дилера, где можно посмотреть аксессуары вживую",
  ),
  offers: showroom(
    "offers",
    "g80",
    "three-quarter",
    "mauna-red",
    "Красный Genesis G80 в вечернем шоуруме дилера, за стеклом — огни города",
  ),
  warranty: desk(
    "warranty",
    "g80",
    "capri-blue",
    "Гарантийные документы, ключ и ручка на столе из ореха, на стене — рисунок синего Genesis G80 в рамке",
  ),
  owners: desk(
    "owners",
    "gv80",
    "vik-black",
    "Ключ от автомобиля и подписанные документы на столе, на стене — рисунок чёрного Genesis GV80",
  ),
  payments: desk(
    "payments",
    "g70",
    "uyuni-white",
    "Подписанный договор, ручка и ключ на столе из ореха, на стене — рисунок белого Genesis G70",
  ),
  clients: desk(
    "clients",
    "gv70",
    "savile-silver",
    "Договор купли-продажи с подписью и ключ от нового автомобиля, на стене — рисунок серебристого Genesis GV70",
  ),
  documents: desk(
    "documents",
    "g90",
    "vik-black",
    "Документы с подписью, ручка и ключ на столе из ореха, на стене — рисунок чёрного Genesis G90 в рамке",
  ),
} satisfies Record<string, PageScene>;

/** Every drawn page picture, in the order `npm run images` draws them. */
export const pageScenes: readonly PageScene[] = [...Object.values(serviceScenes), ...Object.values(companyScenes)];

const ref = (scene: PageScene): PagePictureRef => ({ id: scene.id, alt: scene.alt });
const closing = (picture: PagePictureRef): PagePictureRef => ({ ...picture, closing: true });

/** The picture of each page with no picture of its own, by path. */
const byPath: Readonly<Record<string, PagePictureRef>> = {
  "/about.html": ref(companyScenes.about),
  "/brand.html": ref(companyScenes.brand),
  "/certified.html": ref(companyScenes.certified),
  "/otzivy.html": ref(companyScenes.reviews),
  "/vakansii.html": ref(companyScenes.vacancies),
  "/workers.html": ref(companyScenes.workers),
  "/videochat.html": ref(companyScenes.videochat),
  "/products.html": ref(companyScenes.products),
  "/special-offers.html": ref(companyScenes.offers),
  "/warranty.html": ref(companyScenes.warranty),
  "/owners.html": ref(companyScenes.owners),
  "/oplata.html": ref(companyScenes.payments),
  "/clients.html": ref(companyScenes.clients),
  "/company-info.html": closing(ref(companyScenes.documents)),
  "/contractors.html": closing(ref(companyScenes.documents)),
  "/personal-data.html": closing(ref(companyScenes.documents)),
  "/soglasie.html": closing(ref(companyScenes.documents)),
  "/servis.html": ref(serviceScenes.hub),
  "/service-form.html": closing(ref(serviceScenes.hub)),
  "/servis/to.html": ref(serviceScenes.to),
  // Pages about the cars themselves show a model's hero scene (the scene manifest).
  "/connected-services.html": { id: "hero-g80", alt: "Genesis G80 на мокрой улице вечернего города под фонарями" },
  "/sitemap.html": closing({ id: "hero-g90", alt: "Genesis G90 вечером в городе, в мокром асфальте отражаются огни" }),
  "/genesis-future-vehicles.html": {
    id: "concept-genesis-x",
    alt: "Концепт Genesis X цвета меди на загородной дороге в лучах закатного солнца",
  },
  // The configurator's own drawings are its model cards' (decorative inside their links): a closing picture.
  "/configurator": closing({ id: "hero-gv70", alt: "Genesis GV70 на загородной дороге в лучах закатного солнца" }),
  "/search.html": closing({ id: "hero-gv80", alt: "Genesis GV80 на загородной дороге в лучах закатного солнца" }),
  ...Object.fromEntries(
    Object.entries(serviceScenes)
      .filter(([slug]) => slug !== "hub" && slug !== "to")
      .map(([slug, scene]) => [`/servis/${slug}.html`, ref(scene)]),
  ),
};

/** Every path with a picture of this module. */
export const pagePicturePaths = (): string[] => Object.keys(byPath);

/** The page's drawn picture by its path, or null when the page has its own. */
export function pagePictureFor(path: string): PagePictureRef | null {
  return byPath[path] ?? null;
}

/** The scene each model's hero is drawn in (scripts/images/scene-jobs.ts): an offer of one model shows its hero. */
export const heroScenes: Record<Exclude<VisualModel, "genesis-x" | "mint">, SceneKind> = {
  g70: "road",
  gv70: "road",
  g80: "city-night",
  gv80: "road",
  g90: "city-night",
  g90l: "city-night",
};

const heroPlaces: Partial<Record<SceneKind, string>> = {
  road: "на загородной дороге в лучах закатного солнца",
  "city-night": "вечером на улице города под фонарями",
};

/** An offer's picture: the hero of the first model it names, else the picture of its kind. */
export function offerPicture(
  offer: { kind: string; models: readonly ModelCode[] },
  modelName: (code: ModelCode) => string | null,
): PagePictureRef {
  const code = offer.models[0];
  const name = code ? modelName(code) : null;
  if (code && name) {
    const model = visualModelOf(code);
    const scene = model === "genesis-x" || model === "mint" ? null : heroScenes[model];
    if (scene) return { id: heroImageId(code), alt: `${name} ${heroPlaces[scene] ?? ""}`.trim() };
  }
  const byKind: Record<string, PageScene> = {
    credit: companyScenes.payments,
    "trade-in": companyScenes.offers,
    service: serviceScenes.hub,
    warranty: companyScenes.warranty,
    fleet: companyScenes.about,
    insurance: companyScenes.owners,
  };
  return ref(byKind[offer.kind] ?? companyScenes.offers);
}
