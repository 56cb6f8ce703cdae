// What a price list changes (issue 36; docs/decisions/0105): its rows matched to the catalogue's models and
// packages, each price read as a person would, and every row that cannot be matched or read refused with
// its number and a Russian reason. One refused row and the whole list is refused: half a price list on
// the site is worse than yesterday's.
import { priceMessages, readPrice, startingPriceOf, type PriceChange, type PricesDraft, type RefusedRow } from "@contract/prices";
import { HttpError } from "../http/http-error";
import type { SheetRow } from "./price-sheet";

/** Lower case, «ё» as «е», no spaces, points or dashes; «2.0Т» (a Cyrillic letter) reads as «20t». */
function sheetKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/genesis|дженезис|генезис/g, "")
    .replace(/[\s.,\-–—_/()«»"'+]+/g, "")
    .replace(/(\d)([тtдd])/g, (_match, digit: string, letter: string) => `${digit}${letter === "т" || letter === "t" ? "t" : "d"}`);
}

type Columns = { model: number; package: number; price: number; guide: number | null; guideAll: boolean };

const isModelHeading = (text: string) => /^(модель|model|марка\s*\/?\s*модель)/i.test(text);
const isPackageHeading = (text: string) => /(комплектац|исполнени|версия|package|trim)/i.test(text);
const isGuideHeading = (text: string) => /(ориентир|предварит)/i.test(text);
const isPriceHeading = (text: string) => /(ррц|цена|стоимость|price)/i.test(text) && !/(скидк|выгод|стар|прежн|бонус)/i.test(text);

/** The header row among the first 20 and where its columns stand. */
function findColumns(rows: readonly SheetRow[]): { header: number; columns: Columns } {
  for (const [index, { cells }] of rows.slice(0, 20).entries()) {
    const texts = cells.map((cell) => String(cell).trim());
    const model = texts.findIndex(isModelHeading);
    const pkg = texts.findIndex((text, at) => at !== model && isPackageHeading(text));
    const price = texts.findIndex((text, at) => at !== model && at !== pkg && isPriceHeading(text));
    if (model === -1 || pkg === -1 || price === -1) continue;
    const guide = texts.findIndex((text, at) => at !== price && isGuideHeading(text));
    return {
      header: index,
      columns: { model, package: pkg, price, guide: guide === -1 ? null : guide, guideAll: isGuideHeading(texts[price] ?? "") },
    };
  }
  throw new HttpError(400, priceMessages.sheetNoHeader);
}

const yes = (text: string) => /^(да|yes|y|1|\+|x|х|✓|✔|true|ориентировочная)$/i.test(text.trim());

/** The row as the report quotes it: its non-empty cells, short. */
const rowText = (cells: readonly (string | number)[]) =>
  cells
    .map((cell) => String(cell).trim())
    .filter((cell) => cell !== "")
    .join(" · ")
    .slice(0, 160);

/**
 * The preview of a price list against the item's data: the changes it makes, the rows refused, and the
 * data with it applied (null when a row is refused). A model whose list prices the sheet gives is no
 * longer «Цена скоро»; one left with guide prices only shows its guide price.
 */
export function previewPriceList(base: PricesDraft, rows: readonly SheetRow[], fileName: string) {
  const { header, columns } = findColumns(rows);
  const next: PricesDraft = structuredClone(base);
  const refused: RefusedRow[] = [];
  const seen = new Map<string, { row: number; price: number; guide: boolean }>();
  let model: number | null = null;
  let priced = 0;
  for (const { row, cells } of rows.slice(header + 1)) {
    const cell = (at: number | null) => (at === null ? "" : String(cells[at] ?? "").trim());
    const refuse = (message: string) => refused.push({ row, text: rowText(cells), message });
    const modelText = cell(columns.model);
    const packageText = cell(columns.package);
    const priceCell = cells[columns.price] ?? "";
    const hasPrice = String(priceCell).trim() !== "";
    if (modelText !== "") {
      const found = next.models.findIndex((candidate) => [candidate.code, candidate.name].map(sheetKey).includes(sheetKey(modelText)));
      // A heading row («Genesis G70») names the model of the rows under it.
      if (found === -1) {
        if (hasPrice || packageText !== "") refuse(`${priceMessages.unknownModel}: «${modelText}»`);
        model = null;
        continue;
      }
      model = found;
    }
    if (packageText === "" && !hasPrice) continue;
    if (model === null) {
      refuse("Не указана модель: напишите её в столбце «Модель» этой строки или строкой выше");
      continue;
    }
    const current = next.models[model];
    if (!current) continue;
    if (packageText === "") {
      refuse("Укажите комплектацию: цена модели «от» — самая низкая из цен её комплектаций");
      continue;
    }
    const target = matchPackage(current, packageText);
    if (typeof target === "string") {
      refuse(target);
      continue;
    }
    const price = readPrice(priceCell);
    if ("error" in price) {
      refuse(hasPrice ? `${price.error}: «${String(priceCell).trim()}»` : "Нет цены");
      continue;
    }
    const guide = columns.guideAll || yes(cell(columns.guide));
    const key = `${current.code}/${current.packages[target]?.code}`;
    const before = seen.get(key);
    if (before && (before.price !== price.price || before.guide !== guide)) {
      refuse(`Эта комплектация уже есть в строке ${before.row} с другой ценой`);
      continue;
    }
    seen.set(key, { row, price: price.price, guide });
    const pkg = current.packages[target];
    if (pkg) Object.assign(pkg, { priceRub: price.price, priceIndicative: guide });
    priced += 1;
  }
  for (const nextModel of next.models) {
    if (![...seen.keys()].some((key) => key.startsWith(`${nextModel.code}/`))) continue;
    // A model's price is coming exactly while it has no list price (docs/decisions/0098).
    nextModel.priceComingSoon = false;
    if (startingPriceOf(nextModel) !== null) continue;
    nextModel.priceComingSoon = true;
    for (const pkg of nextModel.packages) pkg.priceIndicative = true;
  }
  if (priced === 0 && refused.length === 0) throw new HttpError(400, priceMessages.sheetEmpty);
  return {
    fileName,
    rows: rows.length - header - 1,
    changes: refused.length > 0 ? [] : changesBetween(base, next),
    refused,
    data: refused.length > 0 ? null : next,
  };
}

/** «Премиум 2.5T бензин» → «Премиум 2.5T»; the base name is what comes before the engine («Премиум»). */
const withoutFuel = (name: string) => name.replace(/\s+(бензин|дизель|гибрид)$/i, "");
const baseNameOf = (name: string) => name.replace(/\s+\d.*$/, "");

/** The package a sheet names: by its code, its name with the engine, or its name when that is the model's only one. */
function matchPackage(model: PricesDraft["models"][number], text: string): number | string {
  const key = sheetKey(text);
  const exact = model.packages.findIndex((pkg) => [pkg.code, pkg.name, withoutFuel(pkg.name)].some((name) => sheetKey(name) === key));
  if (exact !== -1) return exact;
  const byName = model.packages.flatMap((pkg, index) => (sheetKey(baseNameOf(pkg.name)) === key ? [index] : []));
  if (byName.length === 1 && byName[0] !== undefined) return byName[0];
  if (byName.length > 1) {
    const names = byName.map((index) => `«${withoutFuel(model.packages[index]?.name ?? "")}»`).join(" или ");
    return `У ${model.name} несколько комплектаций «${text}» — укажите двигатель: ${names}`;
  }
  const known = model.packages.map((pkg) => withoutFuel(pkg.name)).join(", ");
  return `${priceMessages.unknownPackage} ${model.name}: «${text}». Есть: ${known}`;
}

/** Every price that differs, package by package, and each model's «от» price that follows. */
function changesBetween(before: PricesDraft, after: PricesDraft): PriceChange[] {
  const changes: PriceChange[] = [];
  for (const model of after.models) {
    const old = before.models.find((candidate) => candidate.code === model.code);
    if (!old) continue;
    for (const pkg of model.packages) {
      const was = old.packages.find((candidate) => candidate.code === pkg.code);
      if (!was || (was.priceRub === pkg.priceRub && was.priceIndicative === pkg.priceIndicative)) continue;
      changes.push({
        model: model.name,
        package: pkg.name,
        from: was.priceRub,
        to: pkg.priceRub,
        fromIndicative: was.priceIndicative,
        toIndicative: pkg.priceIndicative,
        starting: false,
      });
    }
    const [from, to] = [startingPriceOf(old), startingPriceOf(model)];
    if (from !== to) changes.push({ model: model.name, package: "", from, to, fromIndicative: false, toIndicative: false, starting: true });
  }
  return changes;
}
