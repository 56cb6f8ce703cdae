// The words dealers' feeds use for a car's colour, fuel and drive, and the one text the site shows for
// each (docs/product.md §3 «Normalisation», extended by docs/decisions/0092).
//
// Sources, written down from the formats' public documentation as we know it (2026-12):
// - Auto.ru «Формат XML-файла для легковых автомобилей» (auto.ru/dealer, help «Загрузка объявлений из
//   файла»): `<color>` takes one of 16 Russian names or the matching code of the old format
//   (040001 чёрный … FFC0CB розовый), `<metallic>` «да»/«нет»; the fuel and drive are written in
//   `<modification_id>` as the catalogue names the version: «2.5 AT (249 л.с.) 4WD», «2.2d AT»,
//   «2.5hyb AT», «Electrified AT (370 л.с.)»;
// - Avito Автозагрузка «Легковые автомобили» (autoload.avito.ru/format/autocatalog): `Color` of 17 names
//   («Серебряный», «Золотой», «Бордовый» where Auto.ru says «Серебристый», «Золотистый»), `FuelType`
//   «Бензин», «Дизель», «Гибрид», «Электро», «Газ», `DriveType` «Передний», «Задний», «Полный»;
// - the spec's own English values (petrol, diesel, full_4wd; black, blue, grey, green) and the English
//   spellings export tools write (gasoline, hybrid, PHEV, EV, FWD, RWD, AWD, 4x4, silver, gold …).
// Keys are folded (lower case, ё as е, single spaces): foldText in normalise.ts. Only whole values are
// matched: «Тёмно-синий» or «Мятный» are colours of their own and stay as written (docs/decisions/0081).

/** Colours: folded name or code → the site's name. «металлик» is dropped before the lookup. */
export const colourWords: ReadonlyMap<string, string> = new Map(
  (
    [
      ["Чёрный", ["черный", "black", "040001", "000000"]],
      ["Белый", ["белый", "white", "fafbfb", "ffffff"]],
      ["Серый", ["серый", "grey", "gray", "97948f"]],
      ["Серебристый", ["серебристый", "серебряный", "silver", "cacecb"]],
      ["Синий", ["синий", "blue", "0000cc"]],
      ["Голубой", ["голубой", "light blue", "22a0f8"]],
      ["Красный", ["красный", "red", "ee1d19"]],
      ["Бордовый", ["бордовый", "burgundy", "maroon"]],
      ["Зелёный", ["зеленый", "green", "007f00"]],
      ["Коричневый", ["коричневый", "brown", "200204"]],
      ["Бежевый", ["бежевый", "beige", "c49648"]],
      ["Жёлтый", ["желтый", "yellow", "ffd600"]],
      ["Оранжевый", ["оранжевый", "orange", "ff8649"]],
      ["Золотистый", ["золотистый", "золотой", "gold", "golden", "dea522"]],
      ["Фиолетовый", ["фиолетовый", "violet", "660099"]],
      ["Пурпурный", ["пурпурный", "purple", "4a2197"]],
      ["Розовый", ["розовый", "pink", "ffc0cb"]],
    ] as const
  ).flatMap(([name, words]) => words.map((word) => [word, name] as const)),
);

/** The site's fuel names. */
export const engineNames = {
  petrol: "Бензин",
  diesel: "Дизель",
  hybrid: "Гибрид",
  plugIn: "Подключаемый гибрид",
  electric: "Электро",
  gas: "Газ",
} as const;

/** Fuels: the folded whole value → the site's name (a feed's `engineType`, `engine-type`, `FuelType`). */
export const engineWords: ReadonlyMap<string, string> = new Map(
  (
    [
      [engineNames.petrol, ["petrol", "бензин", "бензиновый", "gasoline", "gas petrol", "benzin", "аи-95", "аи-92", "аи-98", "аи-100"]],
      [engineNames.diesel, ["diesel", "дизель", "дизельный", "дизельное топливо", "дт"]],
      [
        engineNames.hybrid,
        ["hybrid", "гибрид", "гибридный", "hev", "hyb", "бензин-гибрид", "бензин + электро", "mild hybrid", "мягкий гибрид"],
      ],
      [engineNames.plugIn, ["plug-in hybrid", "plug-in", "phev", "подключаемый гибрид", "гибрид с подзарядкой", "гибрид plug-in"]],
      [engineNames.electric, ["electric", "электро", "электричество", "электрический", "электромобиль", "ev", "bev", "electrified"]],
      [engineNames.gas, ["gas", "газ", "lpg", "cng", "метан", "пропан", "газ/бензин", "бензин/газ", "газобаллонное оборудование"]],
    ] as const
  ).flatMap(([name, words]) => words.map((word) => [word, name] as const)),
);

/** The site's drive names: both words «… привод», so cards and the filter name them alike (docs/decisions/0081). */
export const driveNames = { front: "Передний привод", rear: "Задний привод", full: "Полный привод" } as const;

/** Drives: the folded whole value → the site's name (a feed's `driveType`, `gear-type`, `DriveType`). */
export const driveWords: ReadonlyMap<string, string> = new Map(
  (
    [
      [driveNames.front, ["передний", "передний привод", "front", "front_drive", "front-wheel drive", "front wheel drive", "fwd", "ff"]],
      [driveNames.rear, ["задний", "задний привод", "rear", "rear_drive", "rear-wheel drive", "rear wheel drive", "rwd", "fr"]],
      [
        driveNames.full,
        [
          "полный",
          "полный привод",
          "full",
          "full_4wd",
          "full_awd",
          "4wd",
          "awd",
          "4x4",
          "all-wheel drive",
          "all wheel drive",
          "four-wheel drive",
          "htrac",
          "h-trac",
        ],
      ],
    ] as const
  ).flatMap(([name, words]) => words.map((word) => [word, name] as const)),
);

/**
 * The fuel an Auto.ru modification names («2.2d AT» diesel, «2.5hyb AT» hybrid, «2.0 phev», «Electrified
 * AT (370 л.с.)», «3.5 AT 4WD» petrol: the catalogue writes a petrol engine's volume bare); null when it
 * names none, which the car then says («уточняйте»), never guessed.
 */
export function engineOfModification(modification: string): string | null {
  const text = modification.toLowerCase().replaceAll("ё", "е");
  if (/phev|plug-?in|подключаем/.test(text)) return engineNames.plugIn;
  if (/\d\.\d\s?hyb\b|hybrid|гибрид|\bhev\b|бензин\s?\+\s?электр/.test(text)) return engineNames.hybrid;
  if (/\d\.\d\s?d\b|\d\.\d\s?crdi|дизель|diesel|crdi/.test(text)) return engineNames.diesel;
  // Before the electric words: «3.5T бензин, электрический нагнетатель 48 В» is a petrol engine.
  if (/бензин|petrol|gasoline|\bt-?gdi\b/.test(text)) return engineNames.petrol;
  if (/electri|электр|\bev\b|\bbev\b|квт\s?ч|kwh/.test(text)) return engineNames.electric;
  if (/\blpg\b|\bcng\b|(?:^|[^а-я])газ(?:$|[^а-я])/.test(text)) return engineNames.gas;
  // «2.5 AT», «3.5T AT», «2.0t»: a bare volume is petrol in the Auto.ru catalogue's names.
  if (/(?:^|[\s(])\d\.\d\s?t?(?=[\s),]|$)/.test(text)) return engineNames.petrol;
  return null;
}

/** The drive an Auto.ru modification names («… 4WD», «… AWD», «… FWD», «… RWD»); null when it names none. */
export function driveOfModification(modification: string): string | null {
  const text = modification.toLowerCase().replaceAll("ё", "е");
  if (/\b(?:4wd|awd|4x4|htrac)\b|полный/.test(text)) return driveNames.full;
  if (/\bfwd\b|передний/.test(text)) return driveNames.front;
  if (/\brwd\b|задний/.test(text)) return driveNames.rear;
  return null;
}
