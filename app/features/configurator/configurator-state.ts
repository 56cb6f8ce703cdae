// The whole configuration as a value, and its address (docs/product.md §2.1: `#slide=1&model=gv70`). The hash
// carries every choice — step, model, package, paint, trim, credit program, down payment and term —
// so a car is a link, a reload keeps it and each step is a history entry. Whatever the hash says,
// `normalizeState` answers the nearest configuration that exists: never an error.
import type { CreditProgram } from "@contract/credit-program";
import { creditQuote, programFits, programForModel, type CreditQuote } from "@contract/credit";
import { hasCreditCostData } from "@contract/credit-cost";
import type { ConfiguratorModel } from "./configurator-data.server";

/** The steps in order; `slide` in the hash is the 1-based index. */
export const steps = [
  { id: "model", title: "Модель" },
  { id: "package", title: "Комплектация" },
  { id: "exterior", title: "Цвет кузова" },
  { id: "interior", title: "Салон" },
  { id: "equipment", title: "Оборудование" },
  { id: "finance", title: "Кредит" },
  { id: "summary", title: "Итог" },
] as const;
export type StepId = (typeof steps)[number]["id"];
export const lastSlide = steps.length;

/** What the address may say, not yet checked against the catalogue. */
export type RawState = {
  slide: number;
  model: string | null;
  package: string | null;
  exterior: string | null;
  interior: string | null;
  program: number | null;
  prepay: number | null;
  term: number | null;
};

/**
 * A configuration that exists: a model with packages, or no model yet (step 1). The same fields as what
 * the address says, once checked against the catalogue; `program` null is bought without credit.
 */
export type ConfiguratorState = RawState;

const whole = (value: string | null): number | null => {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) ? n : null;
};
const text = (value: string | null): string | null => (value && value.trim() !== "" ? value.trim().slice(0, 60) : null);

/** Reads `#slide=…&model=…` (or a query string `?model=…`): every field, unchecked. */
export function parseState(hashOrQuery: string): RawState {
  const params = new URLSearchParams(hashOrQuery.replace(/^[#?]/, ""));
  return {
    slide: whole(params.get("slide")) ?? 1,
    model: text(params.get("model")),
    package: text(params.get("package")),
    exterior: text(params.get("exterior")),
    interior: text(params.get("interior")),
    program: whole(params.get("program")),
    prepay: whole(params.get("prepay")),
    term: whole(params.get("term")),
  };
}

/** The hash (without '#') of a state; only what is chosen is written. */
export function stateHash(state: ConfiguratorState): string {
  const params = new URLSearchParams();
  params.set("slide", String(state.slide));
  if (state.model) params.set("model", state.model);
  for (const key of ["package", "exterior", "interior"] as const) {
    const value = state[key];
    if (value) params.set(key, value);
  }
  if (state.program !== null) {
    params.set("program", String(state.program));
    if (state.prepay !== null) params.set("prepay", String(state.prepay));
    if (state.term !== null) params.set("term", String(state.term));
  }
  return params.toString();
}

/** The query of the server-rendered summary (`/configurator?model=…&package=…`): the hash's fields without the step. */
export function stateQuery(state: ConfiguratorState): string {
  const params = new URLSearchParams(stateHash(state));
  params.delete("slide");
  return params.toString();
}

/** The hash that opens the configurator on a model (docs/product.md §2.1): `slide=1&model=g70-fl`. */
export function modelHash(model: string, slide = 1): string {
  return `slide=${slide}&model=${encodeURIComponent(model)}`;
}

/** The chosen model, package, paint and trim of a state (after normalising, each exists). */
export function choicesOf(state: ConfiguratorState, models: readonly ConfiguratorModel[]) {
  const model = models.find((m) => m.configuratorCode === state.model) ?? null;
  const pkg = model?.packages.find((p) => p.id === state.package) ?? null;
  const exterior = model?.colours.find((c) => c.id === state.exterior) ?? null;
  const interior = model?.interiors.find((c) => c.id === state.interior) ?? null;
  return { model, pkg, exterior, interior };
}

/** Package + paint + trim, in roubles: the maximum recommended retail price of the car. */
export function totalPrice(state: ConfiguratorState, models: readonly ConfiguratorModel[]): number | null {
  const { pkg, exterior, interior } = choicesOf(state, models);
  if (!pkg) return null;
  return pkg.priceRub + (exterior?.priceRub ?? 0) + (interior?.priceRub ?? 0);
}

/** The active programs for this model that can finance this price. */
export function fittingPrograms(programs: readonly CreditProgram[], price: number | null, modelCode: string): CreditProgram[] {
  // A program whose ПСК cannot be stated is not offered with its rate (docs/decisions/0097).
  return price === null
    ? []
    : programs.filter((p) => p.active && hasCreditCostData(p) && programForModel(p, modelCode) && programFits(p, price));
}

/**
 * The nearest configuration that exists: an unknown model means the model step; an unknown package,
 * paint or trim becomes the model's first (its default paint); a program that is inactive or cannot
 * finance the price means no credit; the down payment and the term come within the program's bounds;
 * the step is one the configuration has reached.
 */
export function normalizeState(raw: RawState, models: readonly ConfiguratorModel[], programs: readonly CreditProgram[]): ConfiguratorState {
  const model = models.find((m) => m.configuratorCode === raw.model && m.packages.length > 0);
  if (!model) return { slide: 1, model: null, package: null, exterior: null, interior: null, program: null, prepay: null, term: null };
  const pkg = model.packages.find((p) => p.id === raw.package) ?? model.packages[0];
  const exterior =
    model.colours.find((c) => c.id === raw.exterior) ?? model.colours.find((c) => c.id === model.defaultColourId) ?? model.colours[0];
  const interior = model.interiors.find((c) => c.id === raw.interior) ?? model.interiors[0];
  const state: ConfiguratorState = {
    slide: Math.min(lastSlide, Math.max(1, raw.slide)),
    model: model.configuratorCode,
    package: pkg?.id ?? null,
    exterior: exterior?.id ?? null,
    interior: interior?.id ?? null,
    program: null,
    prepay: null,
    term: null,
  };
  const price = totalPrice(state, models);
  const program = fittingPrograms(programs, price, model.code).find((p) => p.id === raw.program);
  const quote = program && price !== null ? creditQuote(program, price, raw.prepay ?? 0, raw.term ?? 0) : null;
  return quote && program ? { ...state, program: program.id, prepay: quote.prepay, term: quote.term } : state;
}

/** The credit offer of a state, or null when it is bought without credit. */
export function quoteOf(
  state: ConfiguratorState,
  models: readonly ConfiguratorModel[],
  programs: readonly CreditProgram[],
): (CreditQuote & { program: CreditProgram }) | null {
  const price = totalPrice(state, models);
  const program = programs.find((p) => p.id === state.program);
  if (!program || price === null) return null;
  const quote = creditQuote(program, price, state.prepay ?? 0, state.term ?? 0);
  return quote ? { ...quote, program } : null;
}

/** Whether a step can be opened: the model step always, the others once a model with packages is chosen. */
export function stepAvailable(state: ConfiguratorState, slide: number): boolean {
  if (slide === 1) return true;
  return slide >= 1 && slide <= lastSlide && state.model !== null && state.package !== null;
}

/** The same configuration on another step. */
export function withSlide(state: ConfiguratorState, slide: number): ConfiguratorState {
  return { ...state, slide: stepAvailable(state, slide) ? slide : 1 };
}

/** The configurator's fields of GET download/pdf/ (docs/product.md §3 «Pdf request») for a state. */
export function pdfQuery(
  state: ConfiguratorState,
  models: readonly ConfiguratorModel[],
  programs: readonly CreditProgram[],
): Record<string, string> | null {
  const { model, pkg, exterior, interior } = choicesOf(state, models);
  if (!model || !pkg || !exterior || !interior) return null;
  const quote = quoteOf(state, models, programs);
  return {
    car: model.configuratorCode,
    modification: pkg.id,
    packet: pkg.name,
    trim_caption: `${pkg.engine.name}, ${pkg.engine.powerHp} л.с.`,
    interior: interior.id,
    exterior: exterior.id,
    ...(quote
      ? {
          credit: String(quote.term),
          program: String(quote.program.id),
          amount_credit: String(quote.credit),
          first_pay: String(quote.prepay),
          percent: String(quote.rate),
          monthly_payment: String(quote.monthlyPayment),
        }
      : {}),
    save: "1",
  };
}
