import type { SpecialOffer } from "@contract/special-offer";

/** An offer as GET /v1/special-offer sends it, running in November 2026; any field can be replaced. */
export function makeOffer(id: string, fields: Partial<SpecialOffer> = {}): SpecialOffer {
  return {
    id,
    kind: "service",
    title: `Предложение ${id}`,
    short: "Кратко о предложении.",
    full: ["Первый абзац предложения.", "Второй абзац предложения."],
    terms: ["Первое условие", "Второе условие"],
    validFrom: "2026-11-01",
    validTo: "2026-11-30",
    models: ["g70"],
    legal: "Информация не является публичной офертой.",
    status: "active",
    ...fields,
  };
}
