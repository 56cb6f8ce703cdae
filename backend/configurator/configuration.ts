// A PDF request (contract/configurator-pdf.ts) turned into the car it describes: the model, package,
// paint and trim from the catalogue, the finance recomputed by contract/credit.ts from the program,
// the down payment and the term. What the visitor's page showed is never printed as sent: the PDF
// prints what the catalogue and the maths say, so a tampered link cannot print a wrong price.
import { createHash } from "node:crypto";
import type { ConfiguratorData } from "@contract/configurator";
import { pdfMessages, type PdfRequest } from "@contract/configurator-pdf";
import type { CreditProgram } from "@contract/credit-program";
import { creditQuote, programForModel, type CreditQuote } from "@contract/credit";
import { programCreditCostRange, quoteCreditCost } from "@contract/credit-cost";
import { getConfiguratorData } from "../catalogue/configurator-queries";
import type { Db } from "../db/database";
import { getCreditPrograms } from "../directory/directory-queries";

/** A paint or a trim as printed: its name, colour and surcharge. */
export type Finish = { code: string; name: string; hex: string; priceRub: number };

/** Everything the PDF prints about the car and its finance. */
export type Configuration = {
  model: { code: string; configuratorCode: string; name: string; suv: boolean };
  pkg: {
    code: string;
    name: string;
    engine: string;
    power: number;
    torque: number;
    drive: string;
    transmission: string;
    acceleration: number;
    fuelConsumption: number;
    priceRub: number;
    priceIndicative: boolean;
    /** Equipment by category, in the catalogue's order. */
    equipment: { category: string; items: string[] }[];
  };
  exterior: Finish;
  interior: Finish;
  /** Package + paint + trim. */
  totalRub: number;
  /** `creditCost` is the quote's ПСК and `costRange` the program's at this price (contract/credit-cost.ts). */
  finance:
    | (CreditQuote & {
        programId: number;
        programName: string;
        bank: string;
        lender: string;
        creditCost: number;
        costRange: { min: number; max: number };
      })
    | null;
};

/** The catalogue and the programs a configuration is resolved against. */
export type ConfiguratorSource = { data: ConfiguratorData; programs: CreditProgram[] };

/** Reads the catalogue and programs, keeping them `ttlMs` (they change with a deploy of content, not per request). */
export function createSourceReader(db: Db, ttlMs = 60_000): () => Promise<ConfiguratorSource> {
  let cached: { at: number; value: Promise<ConfiguratorSource> } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > ttlMs) {
      const value = Promise.all([getConfiguratorData(db), getCreditPrograms(db)]).then(([data, programs]) => ({ data, programs }));
      cached = { at: now, value };
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}

/** The configuration a request describes, or each field's Russian message when it names nothing of ours. */
export function resolveConfiguration(
  request: PdfRequest,
  { data, programs }: ConfiguratorSource,
): { ok: true; configuration: Configuration } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const model = data.model.find((m) => m.configuratorCode === request.car);
  if (!model) return { ok: false, fields: { car: pdfMessages.car } };
  const pkg = data.package.find((p) => p.modelCode === model.code && p.code === request.modification);
  const paint = data.colorExterior.find((c) => c.modelCode === model.code && c.code === request.exterior);
  const trim = data.colorInterior.find((c) => c.modelCode === model.code && c.code === request.interior);
  if (!pkg) fields.modification = pdfMessages.modification;
  if (!paint) fields.exterior = pdfMessages.exterior;
  if (!trim) fields.interior = pdfMessages.interior;
  if (!pkg || !paint || !trim) return { ok: false, fields };

  const totalRub = pkg.price + paint.price + trim.price;
  let finance: Configuration["finance"] = null;
  if (request.program !== undefined && (request.credit ?? 0) > 0) {
    const program = programs.find((p) => p.id === request.program && p.active && programForModel(p, model.code));
    const quote = program ? creditQuote(program, totalRub, request.first_pay ?? 0, request.credit ?? 0) : null;
    // A program whose ПСК cannot be stated is not printed with its rate (docs/decisions/0097).
    const creditCost = program && quote ? quoteCreditCost(program, quote) : null;
    const costRange = program ? programCreditCostRange(program, totalRub) : null;
    if (!program || !quote || creditCost === null || costRange === null) return { ok: false, fields: { program: pdfMessages.program } };
    finance = {
      ...quote,
      programId: program.id,
      programName: program.name,
      bank: program.bank,
      lender: program.lender ?? program.bank,
      creditCost,
      costRange,
    };
  }

  const featureNames = new Set(pkg.featureIds);
  const equipment = data.featureCategory
    .map((category) => ({ category: category.name, items: category.features.filter((f) => featureNames.has(f.id)).map((f) => f.name) }))
    .filter((group) => group.items.length > 0);
  return {
    ok: true,
    configuration: {
      model: { code: model.code, configuratorCode: model.configuratorCode, name: model.modelName, suv: model.code.startsWith("gv") },
      pkg: {
        code: pkg.code,
        name: pkg.name,
        engine: pkg.engine,
        power: pkg.power,
        torque: pkg.torque,
        drive: pkg.drive,
        transmission: pkg.transmission,
        acceleration: pkg.acceleration,
        fuelConsumption: pkg.fuelConsumption,
        priceRub: pkg.price,
        priceIndicative: pkg.priceIndicative,
        equipment,
      },
      exterior: { code: paint.code, name: paint.name, hex: paint.hex, priceRub: paint.price },
      interior: { code: trim.code, name: trim.name, hex: trim.hex, priceRub: trim.price },
      totalRub,
      finance,
    },
  };
}

/** The request that makes this configuration again: the codes and the finance as resolved (bounds applied). */
export function canonicalRequest(configuration: Configuration): PdfRequest {
  const { finance } = configuration;
  return {
    car: configuration.model.configuratorCode as PdfRequest["car"],
    modification: configuration.pkg.code,
    exterior: configuration.exterior.code,
    interior: configuration.interior.code,
    ...(finance
      ? {
          program: finance.programId,
          credit: finance.term,
          first_pay: finance.prepay,
          amount_credit: finance.credit,
          percent: finance.rate,
          monthly_payment: finance.monthlyPayment,
        }
      : {}),
    save: "1",
  };
}

/** The PDF's name: the model and a digest of the resolved configuration, so one car is one file. */
export function pdfFileName(configuration: Configuration): string {
  const request = canonicalRequest(configuration);
  const key = [
    request.car,
    request.modification,
    request.exterior,
    request.interior,
    request.program ?? "",
    request.credit ?? "",
    request.first_pay ?? "",
  ].join("|");
  const digest = createHash("sha256").update(key).digest("hex").slice(0, 16);
  return `genesis-${request.car}-${digest}.pdf`;
}

/** The configurator's address of this car (the page's query form, which also works without JavaScript). */
export function configurationLink(siteUrl: string, configuration: Configuration): string {
  const url = new URL("/configurator", siteUrl);
  url.searchParams.set("model", configuration.model.configuratorCode);
  url.searchParams.set("package", configuration.pkg.code);
  url.searchParams.set("exterior", configuration.exterior.code);
  url.searchParams.set("interior", configuration.interior.code);
  if (configuration.finance) {
    url.searchParams.set("program", String(configuration.finance.programId));
    url.searchParams.set("prepay", String(configuration.finance.prepay));
    url.searchParams.set("term", String(configuration.finance.term));
  }
  return url.toString();
}
